import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { useBookingDates } from '@/lib/booking-dates';
import { useFormat } from '@/lib/use-format';
import { useBookingWords } from '@/features/bookings/shared/booking-words';

/** One fact of a booking in a `dl`: its label, then what it says. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

/**
 * When, how long and how many units, the other side and when it was made; then the listing
 * (the client's way back to book it again, the host's public page of it) and the client's agreement.
 */
export function BookingFacts({ booking: b, viewer }: { booking: Booking; viewer: 'client' | 'host' }) {
  const host = viewer === 'host';
  const words = useBookingWords();
  const m = words.m.detail;
  const dates = useBookingDates();
  const f = useFormat();
  return (
    <section aria-labelledby="booking-facts" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-facts" className="text-lg font-semibold text-ink-900">
        {host ? m.theBooking : m.yourBooking}
      </h2>
      <dl className="mt-3 grid gap-3 text-base sm:grid-cols-2">
        {host && <Fact label={m.client}>{b.client.name}</Fact>}
        <Fact label={m.when}>{dates.of(b)}</Fact>
        <Fact label={m.length}>{words.facts(b)}</Fact>
        {!host && <Fact label={m.host}>{b.host.name}</Fact>}
        {b.contact && (
          <Fact label={host ? m.clientContact : m.hostContact}>
            <span className="block wrap-anywhere">
              <a href={`mailto:${b.contact.email}`} className={linkClass}>
                {b.contact.email}
              </a>
            </span>
            {b.contact.phone && (
              <span className="block">
                <a href={`tel:${b.contact.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {b.contact.phone}
                </a>
              </span>
            )}
          </Fact>
        )}
        <Fact label={host && b.mode !== 'instant' ? m.requested : m.booked}>{f.dateTime(b.createdAt)}</Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-x-6">
        {host ? (
          <Link to={paths.spaces.listing.getHref(b.listingId)} className={linkClass}>
            {m.seeListing}
          </Link>
        ) : (
          <>
            <Link to={paths.client.listing.getHref(b.listingId)} className={linkClass}>
              {m.seeSpace}
            </Link>
            <Link to={paths.client.bookingAgreement.getHref(b.id)} className={linkClass}>
              {m.agreement}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
