import { useParams, useSearchParams } from 'react-router';
import { MAX_BLOCK_AHEAD_DAYS } from '@espasyo/domain/listings/blocks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { addDays, monthLabel, monthOf } from '@/lib/calendar';
import { useErrorMessage } from '@/lib/error-message';
import { calendarDay } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useAvailability } from '@/features/listings/api/use-availability';
import { useHostListing } from '@/features/listings/api/use-host-listing';
import { AvailabilityCalendar } from '@/features/listings/components/host/availability-calendar';
import { BlockForm } from '@/features/listings/components/host/block-form';
import { BlockList } from '@/features/listings/components/host/block-list';
import { BookedList } from '@/features/listings/components/host/booked-list';
import { useBlockForm } from '@/features/listings/components/host/use-block-form';
import { BackToListings, ListingLoadError } from '@/features/listings/components/host/listing-load-error';

/** The block form's refusals, the schema's and the server's, in the page's language. */
const known = ['validation', 'apiListings'] as const;

const card = 'rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-6';

/**
 * /host/listings/{id}/availability: a month at a time, each day's units free out of capacity and
 * what takes the others (booked by clients, or blocked by the host); the month's bookings and
 * blocks; block a range of dates (chosen on the calendar or typed) for some units with a note, and
 * unblock. The month shown is in the address (?month=2026-12).
 */
export default function ListingAvailabilityPage() {
  return (
    <MessageNamespaces value={known}>
      <Availability />
    </MessageNamespaces>
  );
}

function Availability() {
  const m = useMessages('hostListings');
  const errorMessage = useErrorMessage();
  const lang = useLanguage();
  const { listingId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = calendarDay();
  const lastDay = addDays(today, MAX_BLOCK_AHEAD_DAYS);
  const [minMonth, maxMonth] = [monthOf(today), monthOf(lastDay)];
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) && asked >= minMonth && asked <= maxMonth ? asked : minMonth;

  const listing = useHostListing(listingId);
  const availability = useAvailability(listingId, month);
  const block = useBlockForm(listingId);
  const setMonth = (m: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (m === minMonth) next.delete('month');
        else next.set('month', m);
        return next;
      },
      { replace: true },
    );

  if (listing.isError)
    return (
      <ListingLoadError title={m.availability.title} error={listing.error} onRetry={() => void listing.refetch()} />
    );

  const a = m.availability;
  const title = listing.data ? (listing.data.title ?? m.card.untitled) : null;
  const capacity = availability.data?.capacity ?? listing.data?.capacity ?? 1;
  const archived = listing.data?.status === 'archived';
  return (
    <>
      <PageTitle>{title ? a.pageTitle({ title }) : a.title}</PageTitle>
      <PageHeader
        title={a.title}
        description={
          title ? (
            <>
              <span className="font-semibold text-ink-800">{title}</span>
              {a.units({ count: capacity })}
            </>
          ) : (
            <span role="status" className="inline-block h-5 w-56 animate-pulse rounded bg-ink-100">
              <span className="sr-only">{a.loadingListing}</span>
            </span>
          )
        }
        actions={<BackToListings />}
      />
      {archived && (
        <Alert tone="warning" className="mb-4">
          {a.archived}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="calendar-title" className={card}>
          <h2 id="calendar-title" className="sr-only">
            {a.calendar}
          </h2>
          {availability.isError && !availability.data ? (
            <Alert tone="danger" title={a.monthFailed({ month: monthLabel(month, lang) })}>
              <p>{errorMessage(availability.error)}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void availability.refetch()}>
                {a.tryAgain}
              </Button>
            </Alert>
          ) : (
            <AvailabilityCalendar
              month={month}
              today={today}
              minMonth={minMonth}
              maxMonth={maxMonth}
              data={availability.data}
              loading={availability.isFetching}
              range={block.range}
              onRangeChange={archived ? undefined : block.setRange}
              onMonthChange={setMonth}
            />
          )}
        </section>
        <div className="space-y-6">
          {!archived && (
            <section aria-labelledby="block-title" className={card}>
              <h2 id="block-title" className="mb-3 text-lg font-semibold text-ink-900">
                {a.blockDates}
              </h2>
              <BlockForm block={block} capacity={capacity} today={today} lastDay={lastDay} />
            </section>
          )}
          <section aria-labelledby="booked-title" className={card}>
            <h2 id="booked-title" className="mb-3 text-lg font-semibold text-ink-900">
              {a.bookedIn({ month: monthLabel(month, lang) })}
            </h2>
            {availability.data?.month === month ? (
              <BookedList month={month} bookings={availability.data.bookings} capacity={capacity} />
            ) : (
              <div role="status" className="h-12 animate-pulse rounded-field bg-ink-100">
                <span className="sr-only">{a.loadingBookings}</span>
              </div>
            )}
          </section>
          <section aria-labelledby="blocks-title" className={card}>
            <h2 id="blocks-title" className="mb-3 text-lg font-semibold text-ink-900">
              {a.blockedIn({ month: monthLabel(month, lang) })}
            </h2>
            {availability.data?.month === month ? (
              <BlockList
                listingId={listingId}
                month={month}
                blocks={availability.data.blocks}
                capacity={capacity}
                readOnly={archived}
              />
            ) : (
              <div role="status" className="h-12 animate-pulse rounded-field bg-ink-100">
                <span className="sr-only">{a.loadingBlocks}</span>
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
