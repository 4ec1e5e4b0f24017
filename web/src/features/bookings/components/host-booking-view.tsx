import { Link } from 'react-router';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { formatDateTime } from '@/lib/format';
import { BookingPlace } from './booking-place';
import { BookingQuote } from './booking-quote';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTimeline } from './booking-timeline';
import { bookingLength, bookingWhen, unitsWords } from './booking-when';
import { HostBookingActions } from './host-booking-actions';
import { BackToHostBookings } from './host-booking-load-error';
import { HostEarnings } from './host-earnings';
import { sideNote } from './host-status-note';

/**
 * One booking as its host sees it: status and what happens next, the client, when and how
 * many units, the actions the server allows (accept, decline, cancel) and the agreement, the
 * exact place and access details the client gets once paid, the price with the platform fee
 * and the host's earnings, then the history.
 */
export function HostBookingView({ booking: b }: { booking: BookingDetail }) {
  return (
    <article className="space-y-6">
      <PageTitle>{`${b.listingTitle} · Booking`}</PageTitle>
      <BackToHostBookings />
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
            {b.listingTitle}
          </h1>
          <BookingStatusBadge status={b.status} />
        </div>
        <p className="text-base text-ink-700">{sideNote(b, 'host')}</p>
        {b.reason && (
          <p className="text-sm whitespace-pre-line text-ink-700">
            <span className="font-medium">Reason given:</span> {b.reason}
          </p>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="booking-facts" className="rounded-card border border-ink-200 bg-white p-5">
            <h2 id="booking-facts" className="text-lg font-semibold text-ink-900">
              The booking
            </h2>
            <dl className="mt-3 grid gap-3 text-base sm:grid-cols-2">
              <Fact label="Client">{b.client.name}</Fact>
              <Fact label="When">{bookingWhen(b)}</Fact>
              <Fact label="Length">
                {bookingLength(b)} · {unitsWords(b.units)}
              </Fact>
              <Fact label={b.mode === 'instant' ? 'Booked' : 'Requested'}>{formatDateTime(b.createdAt)}</Fact>
            </dl>
            <Link
              to={paths.spaces.listing.getHref(b.listingId)}
              className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            >
              See the listing
            </Link>
          </section>
          {b.place && <BookingPlace place={b.place} />}
          <HostEarnings quote={b.quote} />
          <BookingQuote quote={b.quote} />
        </div>
        {/* On a phone the actions come first, under the status: answering without scrolling. */}
        <div className="order-first space-y-6 lg:sticky lg:top-24 lg:order-none">
          <HostBookingActions booking={b} viewer="host" agreementHref={paths.host.bookingAgreement.getHref(b.id)} />
        </div>
      </div>
      <BookingTimeline events={b.events} viewer="host" />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}
