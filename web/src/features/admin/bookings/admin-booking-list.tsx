import { Flag } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { formatMoney } from '@/lib/format';
import { useBookingDates } from '@/lib/booking-dates';
import { BookingStatusBadge, useBookingWords } from '@/features/bookings';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { AdminBookingFiltersState } from './use-admin-booking-filters';

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-3 text-sm text-ink-800 hover:border-brand-500 hover:bg-brand-50 sm:min-h-9';

/** Every booking as a card: it opens in the drawer; its client, host and listing filter the list. */
export function AdminBookingList({ items, filters }: { items: Booking[]; filters: AdminBookingFiltersState }) {
  const m = useMessages('adminCases').list;
  const { facts } = useBookingWords();
  const f = useFormat();
  const dates = useBookingDates();
  return (
    <ul className="space-y-3">
      {items.map((b) => (
        <li key={b.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <h3 className="min-w-0 text-base font-semibold wrap-anywhere text-ink-900 sm:text-lg">
              <button
                type="button"
                onClick={() => filters.openBooking(b.id)}
                className="text-left text-brand-800 underline-offset-2 hover:underline"
              >
                {b.listingTitle}
              </button>
            </h3>
            <BookingStatusBadge status={b.status} />
          </div>
          {b.flag && (
            <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700">
              <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{m.needsLook({ reason: b.flag.reason })}</span>
            </p>
          )}
          <p className="mt-1 text-base text-ink-800">{dates.of(b)}</p>
          <p className="mt-1 text-sm text-ink-600">
            {facts(b)} · <span className="font-semibold text-ink-900 tabular-nums">{formatMoney(b.total)}</span> ·{' '}
            {m.booked({ date: f.date(b.createdAt) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={chip} onClick={() => filters.only('clientId', b.client.id, b.client.name)}>
              {m.client({ name: b.client.name })} <span className="sr-only">{m.onlyTheirs}</span>
            </button>
            <button type="button" className={chip} onClick={() => filters.only('hostId', b.host.id, b.host.name)}>
              {m.host({ name: b.host.name })} <span className="sr-only">{m.onlyTheirs}</span>
            </button>
            <button
              type="button"
              className={chip}
              onClick={() => filters.only('listingId', b.listingId, b.listingTitle)}
            >
              {m.thisListing}
              <span className="sr-only">{m.onlyListing({ title: b.listingTitle })}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
