import type { ReactNode } from 'react';
import type { BookingDetail as Detail } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { isReviewable } from '@espasyo/domain/reviews/reviews';
import { PageTitle } from '@/components/page-title';
import { BookingDisputes } from '@/features/disputes';
import { BookingPass, BookingScans, passStatuses } from '@/features/gate';
import { BookingDeposit } from '@/features/deposits';
import { ReviewCallToAction } from '@/features/reviews';
import { BookingActions } from '@/features/bookings/client/booking-actions';
import { BookingBills } from './booking-bills';
import { BookingFacts } from './booking-facts';
import { BookingPayments } from './booking-payments';
import { BackToBookings } from '@/features/bookings/shared/booking-load-error';
import { BookingPlace } from './booking-place';
import { BookingQuote } from './booking-quote';
import { BookingStatusBadge } from '@/features/bookings/shared/booking-status-badge';
import { BookingTimeline } from './booking-timeline';
import { TenancyLine } from './tenancy-line';
import { ForceMajeureBanner } from '@/features/bookings/shared/force-majeure-banner';
import { HostBookingActions } from '@/features/bookings/host/host-booking-actions';
import { BookingChecklistCards } from '@/features/bookings/handover/checklist-cards';
import { HostEarnings } from '@/features/bookings/host/host-earnings';
import { useSideNote } from '@/features/bookings/host/host-status-note';
import { useStatusNote } from '@/features/bookings/client/status-note';
import { useMessages } from '@/lib/i18n';

/**
 * One booking as its client or host sees it: status and what comes next (a tenancy's line with its
 * next bill: issue 32), the facts, a tenancy's bills, the actions the server allows (the client's
 * pay, cancel and give notice with the terms; the host's accept, decline, cancel and end with
 * notice with the agreement), what was paid and refunded (to which method, how far), once paid the
 * exact place, the access pass (the client's) and its scans at the gate (issue 33), the price (the host's
 * earnings first), then the history. Above it all, `result`: back from the checkout, how the payment went.
 */
export function BookingDetail({
  booking: b,
  viewer,
  result,
}: {
  booking: Detail;
  viewer: 'client' | 'host';
  result?: ReactNode;
}) {
  const host = viewer === 'host';
  const tenancy = b.kind === 'tenancy';
  const m = useMessages('booking').detail;
  const statusNote = useStatusNote();
  const sideNote = useSideNote();
  return (
    <article className="space-y-6">
      <PageTitle>{m.pageTitle({ title: b.listingTitle })}</PageTitle>
      <BackToBookings viewer={viewer} />
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-2xl">
            {b.listingTitle}
          </h1>
          <BookingStatusBadge status={b.status} />
        </div>
        {tenancy && <TenancyLine booking={b} />}
        <p className="text-base text-ink-700">{host ? sideNote(b, 'host') : statusNote(b)}</p>
        {b.reason && (
          <p className="text-sm whitespace-pre-line text-ink-700">
            <span className="font-medium">{m.reasonGiven}</span> {b.reason}
          </p>
        )}
      </header>
      {result}
      {(b.status === 'confirmed' || b.status === 'active' || b.status === 'notice_given') && (
        <ForceMajeureBanner bookingId={b.id} />
      )}
      {isReviewable(b.status) && <ReviewCallToAction bookingId={b.id} viewer={viewer} />}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <BookingFacts booking={b} viewer={viewer} />
          {tenancy && <BookingBills booking={b} viewer={viewer} />}
          {b.place && <BookingPlace place={b.place} />}
          <BookingScans bookingId={b.id} passable={passStatuses.includes(b.status)} />
          {host && <HostEarnings quote={b.quote} />}
          <BookingQuote quote={b.quote} />
          <BookingDeposit bookingId={b.id} asked={b.deposit} viewer={viewer} />
        </div>
        {/* On a phone the actions come first, under the status: paying or answering without scrolling. */}
        <div className="order-first space-y-6 lg:sticky lg:top-24 lg:order-none">
          {host ? (
            <HostBookingActions booking={b} viewer="host" agreementHref={paths.host.bookingAgreement.getHref(b.id)} />
          ) : (
            <>
              <BookingActions booking={b} />
              <BookingPass bookingId={b.id} status={b.status} />
            </>
          )}
          <BookingChecklistCards bookingId={b.id} status={b.status} viewer={viewer} />
          <BookingPayments bookingId={b.id} viewer={viewer} />
          <BookingDisputes bookingId={b.id} viewer={viewer} />
        </div>
      </div>
      <BookingTimeline events={b.events} viewer={viewer} />
    </article>
  );
}
