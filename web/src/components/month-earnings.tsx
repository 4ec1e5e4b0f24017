import type { Wallet } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { formatMoney } from '@/lib/format';

const m = moneyMessages.earnings;

/**
 * What a month's net earnings are made of (domain money/earnings.ts), under the figure: what the
 * stays earned and what refunds of them gave back, on their own lines whenever there was a
 * refund — so a net figure is never read without why it is lower — and the paid stays.
 */
export function MonthEarningsLines({ earnings: e }: { earnings: Wallet['month'] }) {
  return (
    <ul className="space-y-0.5">
      {e.refunded > 0 && (
        <>
          <li>{m.earned(formatMoney(e.earned))}</li>
          <li>{m.refunded(formatMoney(e.refunded))}</li>
        </>
      )}
      <li>{m.stays(e.bookings)}</li>
    </ul>
  );
}
