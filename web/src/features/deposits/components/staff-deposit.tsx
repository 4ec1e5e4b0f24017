import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { depositMessages } from '@espasyo/domain/messages/deposits';
import { formatMoney } from '@/lib/format';
import { DepositPhotos } from './deposit-photos';

const m = depositMessages;

/** The booking's deposit on staff's dispute page: held, the claim with its reason and photos, or how it ended. */
export function StaffDeposit({ deposit: d }: { deposit: Deposit }) {
  return (
    <section aria-labelledby="staff-deposit" className="space-y-2 rounded-card border border-ink-200 bg-white p-4">
      <h2 id="staff-deposit" className="text-lg font-semibold text-ink-900">
        {m.staff.heading} {formatMoney(d.amount)}
      </h2>
      <p className="text-sm text-ink-700">
        {m.status[d.status]}
        {d.claim && ` · ${m.staff.claim(formatMoney(d.claim.amount), formatMoney(d.amount))}`}
        {d.kept != null && ` · ${m.kept(formatMoney(d.kept), formatMoney(d.returned ?? 0))}`}
      </p>
      {d.claim && <p className="text-sm whitespace-pre-line text-ink-800">{d.claim.reason}</p>}
      <DepositPhotos photos={d.photos} />
    </section>
  );
}
