import { Link } from 'react-router';
import type { WalletEntry } from '@espasyo/domain/contracts/money';
import { paths } from '@espasyo/domain/paths';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

const order = ['available', 'pending', 'held', 'payoutPending', 'paidOut', 'debt'] as const;

/** '+₱900' in green when it adds to what the host has, '−₱900' when it takes from it; a debt the other way round. */
function Change({ field, amount }: { field: (typeof order)[number]; amount: number }) {
  const m = useMessages('wallet');
  const f = useFormat();
  const good = field === 'debt' ? amount < 0 : amount > 0;
  const sign = amount > 0 ? '+' : '−';
  return (
    <li
      className={cn('tabular-nums', good ? 'text-success-700' : field === 'debt' ? 'text-danger-700' : 'text-ink-700')}
    >
      <span className="font-semibold">
        {sign}
        {f.money(Math.abs(amount))}
      </span>{' '}
      <span className="text-sm">{m.balanceNames[field]}</span>
    </li>
  );
}

/** One movement of the host's money: what it was, its booking, when, and what it changed in each balance. */
export function EntryItem({ entry }: { entry: WalletEntry }) {
  const m = useMessages('wallet');
  const f = useFormat();
  const changes = order.filter((x) => entry.change[x] !== 0);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{m.kinds[entry.kind]}</p>
        {entry.bookingId && entry.listingTitle && (
          <Link
            to={paths.host.booking.getHref(entry.bookingId)}
            className="block text-sm text-brand-700 underline underline-offset-2 wrap-anywhere"
          >
            {entry.listingTitle}
          </Link>
        )}
        {entry.memo && <p className="text-sm wrap-anywhere text-ink-700">{entry.memo}</p>}
        <p className="text-sm text-ink-600">{f.dateTime(entry.createdAt)}</p>
      </div>
      {changes.length > 0 && (
        <ul className="shrink-0 sm:text-right">
          {changes.map((x) => (
            <Change key={x} field={x} amount={entry.change[x]} />
          ))}
        </ul>
      )}
    </li>
  );
}
