import type { Wallet } from '@espasyo/domain/contracts/money';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * What a month's net earnings are made of (domain money/earnings.ts), under the figure: what the
 * stays earned and what refunds of them gave back, on their own lines whenever there was a
 * refund — so a net figure is never read without why it is lower — and the paid stays.
 */
export function MonthEarningsLines({ earnings: e }: { earnings: Wallet['month'] }) {
  const m = useMessages('analytics').earnings;
  const f = useFormat();
  return (
    <ul className="space-y-0.5">
      {e.refunded > 0 && (
        <>
          <li>{m.earned({ amount: f.money(e.earned) })}</li>
          <li>{m.refunded({ amount: f.money(e.refunded) })}</li>
        </>
      )}
      <li>{m.stays({ count: e.bookings })}</li>
    </ul>
  );
}
