import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { DepositPhotos } from './deposit-photos';

/** The booking's deposit on staff's dispute page: held, the claim with its reason and photos, or how it ended. */
export function StaffDeposit({ deposit: d }: { deposit: Deposit }) {
  const m = useMessages('deposits');
  const f = useFormat();
  const parts = [
    m.status[d.status],
    d.claim && m.staff.claim({ claimed: f.money(d.claim.amount), held: f.money(d.amount) }),
    d.kept != null && m.kept({ kept: f.money(d.kept), returned: f.money(d.returned ?? 0) }),
  ];
  return (
    <section aria-labelledby="staff-deposit" className="space-y-2 rounded-card border border-ink-200 bg-white p-4">
      <h2 id="staff-deposit" className="text-lg font-semibold text-ink-900">
        {m.staff.heading({ amount: f.money(d.amount) })}
      </h2>
      <p className="text-sm text-ink-700">{parts.filter(Boolean).join(' · ')}</p>
      {d.claim && <p className="text-sm whitespace-pre-line text-ink-800">{d.claim.reason}</p>}
      <DepositPhotos photos={d.photos} />
    </section>
  );
}
