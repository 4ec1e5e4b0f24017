import { Link } from 'react-router';
import type { AdminBill } from '@espasyo/domain/contracts/admin-bills';
import { paths } from '@espasyo/domain/paths';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { BillStatusBadge } from '@/features/bookings';

/**
 * Tenancies' bills as staff's list shows them: the listing, who owes it and who earns it, the
 * period, the amount and due date, and the way to the tenancy (its drawer on /bookings, where an
 * unpaid bill is voided with a reason).
 */
export function BillsList({ items }: { items: AdminBill[] }) {
  const m = useMessages('adminMoney').bills;
  const f = useFormat();
  return (
    <ul className="space-y-3" aria-label={m.title}>
      {items.map((b) => {
        const period = m.period({ from: f.date(b.periodStart), to: f.date(b.periodEnd) });
        return (
          <li key={b.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-semibold wrap-anywhere text-ink-900">{b.listingTitle}</p>
              <BillStatusBadge status={b.status} />
            </div>
            <p className="mt-1 text-sm wrap-anywhere text-ink-700">
              {m.sides({ client: b.client.name, host: b.host.name })}
            </p>
            <p className="mt-1 text-sm text-ink-700">{period}</p>
            <p className="mt-1 font-semibold text-ink-900 tabular-nums">
              {m.due({ amount: formatMoney(b.amount), day: f.date(b.dueOn) })}
            </p>
            <Link
              to={paths.admin.bookings.getHref({ booking: b.bookingId })}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            >
              {m.open}{' '}
              <span className="sr-only">
                : {b.listingTitle}, {period}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
