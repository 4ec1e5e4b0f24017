import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { BookingCard } from '@/features/bookings/list/booking-card';
import { useMessages } from '@/lib/i18n';
import type { DashboardGroup } from './use-client-dashboard-bookings';

/** How many bookings of a group the dashboard shows; the rest are in My Bookings. */
const SHOWN = 3;

/** One group of the client dashboard's bookings: its first few cards, and the way to the rest. */
export function ClientDashboardGroup({
  group,
  items,
  more,
}: {
  group: DashboardGroup;
  items: Booking[];
  more: boolean;
}) {
  const m = useMessages('dashboard').bookings;
  const id = `dash-bookings-${group}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold text-ink-900">
        {m.groups[group]}
      </h3>
      <ul className="space-y-3">
        {items.slice(0, SHOWN).map((b) => (
          <BookingCard key={b.id} booking={b} viewer="client" heading="h4" />
        ))}
      </ul>
      {(more || items.length > SHOWN) && (
        <Link to={paths.client.bookings.getHref()} className="text-sm font-semibold text-brand-700 underline">
          {m.more}
        </Link>
      )}
    </section>
  );
}
