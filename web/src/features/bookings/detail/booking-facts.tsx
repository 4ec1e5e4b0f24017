import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { formatDateTime } from '@/lib/format';
import { formatBookingDates } from '@/lib/booking-dates';
import { bookingLength, unitsWords } from '@/features/bookings/shared/booking-when';

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
  return (
    <section aria-labelledby="booking-facts" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-facts" className="text-lg font-semibold text-ink-900">
        {host ? 'The booking' : 'Your booking'}
      </h2>
      <dl className="mt-3 grid gap-3 text-base sm:grid-cols-2">
        {host && <Fact label="Client">{b.client.name}</Fact>}
        <Fact label="When">{formatBookingDates(b)}</Fact>
        <Fact label="Length">
          {bookingLength(b)} · {unitsWords(b.units)}
        </Fact>
        {!host && <Fact label="Host">{b.host.name}</Fact>}
        {b.contact && (
          <Fact label={host ? "Client's contact" : "Host's contact"}>
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
        <Fact label={host && b.mode !== 'instant' ? 'Requested' : 'Booked'}>{formatDateTime(b.createdAt)}</Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-x-6">
        {host ? (
          <Link to={paths.spaces.listing.getHref(b.listingId)} className={linkClass}>
            See the listing
          </Link>
        ) : (
          <>
            <Link to={paths.client.listing.getHref(b.listingId)} className={linkClass}>
              See the space
            </Link>
            <Link to={paths.client.bookingAgreement.getHref(b.id)} className={linkClass}>
              Rental agreement
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
