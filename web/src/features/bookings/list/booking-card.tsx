import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useBookingDates } from '@/lib/booking-dates';
import { placeholderSrc } from '@/lib/placeholder';
import { useFormat, type Format } from '@/lib/use-format';
import type { Party } from './booking-groups';
import { BookingStatusBadge } from '@/features/bookings/shared/booking-status-badge';
import { useBookingWords } from '@/features/bookings/shared/booking-words';
import { HostAnswerButtons } from '@/features/bookings/host/host-answer-buttons';
import { HostAnswerBy } from '@/features/bookings/host/host-answer-by';

type Words = ReturnType<typeof useBookingWords>['m'];

/** What the client should know next about a booking in the list, if anything. */
function nextStep(m: Words, f: Format, b: Booking): string | null {
  if (!b.dueAt) return null;
  if (b.status === 'pending') return m.list.waitingForHost({ when: f.dateTime(b.dueAt) });
  if (b.status === 'awaiting_payment')
    return b.paymentUnderReview ? m.underReview.title : m.list.payBy({ when: f.dateTime(b.dueAt) });
  return null;
}

const amount = (centavos: number) => (
  <span className="text-base font-semibold text-ink-900 tabular-nums">{formatMoney(centavos)}</span>
);

/** 'You earn ₱900', the amount in bold: the message around it, split at its placeholder. */
function youEarn(m: Words, centavos: number) {
  const marker = '\u0000';
  const [before, after = ''] = m.list.youEarn({ amount: marker }).split(marker);
  return (
    <>
      {before}
      {amount(centavos)}
      {after}
    </>
  );
}

/**
 * One booking in a list: the listing (the whole card opens the booking), the status, when and
 * how many units. The client sees the total, what to do next and, while it waits for their
 * payment, 'Pay'; the host the client, what they earn and, on a request, the time left to answer
 * with accept and decline.
 */
export function BookingCard({
  booking: b,
  viewer,
  heading: H = 'h3',
}: {
  booking: Booking;
  viewer: Party;
  heading?: 'h3' | 'h4';
}) {
  const host = viewer === 'host';
  const words = useBookingWords();
  const m = words.m;
  const f = useFormat();
  const dates = useBookingDates();
  const next = host ? null : nextStep(m, f, b);
  const pay = { label: m.actions.pay, amount: formatMoney(b.total) };
  return (
    <li className="relative flex gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card transition-colors focus-within:ring-3 focus-within:ring-brand-500/40 hover:border-ink-300 sm:gap-4 sm:p-5">
      <Thumbnail url={b.listingCoverUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <H className="min-w-0 text-base font-semibold wrap-anywhere text-ink-900 sm:text-lg">
            <Link
              to={paths[viewer].booking.getHref(b.id)}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
            >
              {b.listingTitle}
            </Link>
          </H>
          <BookingStatusBadge status={b.status} />
        </div>
        {host && (
          <p className="mt-1 flex items-center gap-1.5 text-base text-ink-800">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <span className="sr-only">{m.list.client}</span>
            {b.client.name}
          </p>
        )}
        <p className={`${host ? 'mt-1' : 'mt-2'} text-base text-ink-800`}>{dates.of(b)}</p>
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
          <span>{words.facts(b)}</span>
          {!host ? amount(b.total) : b.quote.hostEarnings != null && <span>{youEarn(m, b.quote.hostEarnings)}</span>}
        </p>
        {next && <p className="mt-2 text-sm font-medium text-warning-700">{next}</p>}
        {host && b.status === 'pending' && b.dueAt && (
          <HostAnswerBy dueAt={b.dueAt} className="mt-2 text-sm text-warning-700" />
        )}
        {host && (
          // Above the card's link, so they are pressed and not the link under them.
          <div className="relative z-10 mt-3 empty:hidden">
            <HostAnswerButtons booking={b} />
          </div>
        )}
        {!host && b.actions.includes('pay') && (
          // Not offered while a payment of it is under review (the server leaves 'pay' out then).
          <Link
            to={paths.client.bookingCheckout.getHref(b.id)}
            aria-label={m.pay.buttonFor({ ...pay, title: b.listingTitle })}
            className={`${buttonClasses('primary', 'sm')} relative z-10 mt-3`}
          >
            {m.pay.button(pay)}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * The listing's cover, small, beside the words (they name it: the picture adds nothing to read);
 * a listing without photos shows the neutral placeholder, as in search results.
 */
function Thumbnail({ url }: { url: string | null }) {
  return (
    <img
      src={url ?? placeholderSrc(160, 160)}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      className="size-16 shrink-0 rounded-field bg-ink-100 object-cover sm:size-20"
    />
  );
}
/** A card's shape while the list loads. */
export function BookingCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex gap-3 rounded-card border border-ink-200 bg-white p-4 sm:gap-4 sm:p-5">
      <div className="size-16 shrink-0 animate-pulse rounded-field bg-ink-100 sm:size-20" />
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-4">
          <div className="h-5 w-2/3 animate-pulse rounded bg-ink-100" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-ink-100" />
        </div>
        <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-ink-100" />
      </div>
    </li>
  );
}
