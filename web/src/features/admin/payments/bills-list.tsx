import { Link } from 'react-router';
import type { AdminBill } from '@espasyo/domain/contracts/admin-bills';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { paths } from '@espasyo/domain/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { BillStatusBadge } from '@/features/bookings';

const m = tenancyMessages.bills;

/**
 * Tenancies' bills as staff's list shows them: the listing, who owes it and who earns it, the
 * period, the amount and due date, and the way to the tenancy (its drawer on /bookings, where an
 * unpaid bill is voided with a reason).
 */
export function BillsList({ items }: { items: AdminBill[] }) {
  return (
    <ul className="space-y-3" aria-label={m.staffList.title}>
      {items.map((b) => {
        const period = m.period(formatDate(b.periodStart), formatDate(b.periodEnd));
        return (
          <li key={b.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-semibold wrap-anywhere text-ink-900">{b.listingTitle}</p>
              <BillStatusBadge status={b.status} />
            </div>
            <p className="mt-1 text-sm wrap-anywhere text-ink-700">
              Client: {b.client.name} · Host: {b.host.name}
            </p>
            <p className="mt-1 text-sm text-ink-700">{period}</p>
            <p className="mt-1 font-semibold text-ink-900 tabular-nums">
              {m.due(formatMoney(b.amount), formatDate(b.dueOn))}
            </p>
            <Link
              to={paths.admin.bookings.getHref({ booking: b.bookingId })}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            >
              {m.staffList.open}{' '}
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
