import { Link } from 'react-router';
import type { BookingDetail as Detail } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { formatDateTime } from '@/lib/format';
import { BookingActions } from './booking-actions';
import { BackToBookings } from './booking-load-error';
import { BookingPlace } from './booking-place';
import { BookingQuote } from './booking-quote';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTimeline } from './booking-timeline';
import { bookingLength, bookingWhen, unitsWords } from './booking-when';
import { statusNote } from './status-note';

/**
 * One booking as its client sees it: status and what comes next, when and how much, the
 * actions the server allows (pay, cancel) with the terms, once paid the exact place, then the
 * history. Above it all, `result`: back from the checkout, how the payment went.
 */
export function BookingDetail({ booking: b, result }: { booking: Detail; result?: React.ReactNode }) {
  return (
    <article className="space-y-6">
      <PageTitle>{`${b.listingTitle} · Booking`}</PageTitle>
      <BackToBookings />
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
            {b.listingTitle}
          </h1>
          <BookingStatusBadge status={b.status} />
        </div>
        <p className="text-base text-ink-700">{statusNote(b)}</p>
        {b.reason && (
          <p className="text-sm whitespace-pre-line text-ink-700">
            <span className="font-medium">Reason given:</span> {b.reason}
          </p>
        )}
      </header>
      {result}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="when" className="rounded-card border border-ink-200 bg-white p-5">
            <h2 id="when" className="text-lg font-semibold text-ink-900">
              Your booking
            </h2>
            <dl className="mt-3 grid gap-3 text-base sm:grid-cols-2">
              <Fact label="When">{bookingWhen(b)}</Fact>
              <Fact label="Length">
                {bookingLength(b)} · {unitsWords(b.units)}
              </Fact>
              <Fact label="Host">{b.host.name}</Fact>
              <Fact label="Booked">{formatDateTime(b.createdAt)}</Fact>
            </dl>
            <div className="mt-4 flex flex-wrap gap-x-6">
              <Link
                to={paths.client.listing.getHref(b.listingId)}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
              >
                See the space
              </Link>
              <Link
                to={paths.client.bookingAgreement.getHref(b.id)}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
              >
                Rental agreement
              </Link>
            </div>
          </section>
          {b.place && <BookingPlace place={b.place} />}
          <BookingQuote quote={b.quote} />
        </div>
        {/* On a phone the actions come first, under the status: 'Pay' without scrolling. */}
        <div className="order-first space-y-6 lg:sticky lg:top-24 lg:order-none">
          <BookingActions booking={b} />
        </div>
      </div>
      <BookingTimeline events={b.events} />
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
