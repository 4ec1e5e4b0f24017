import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-client';
import { BOOKINGS_PAGE_SIZE, useClientBookings } from '@/features/bookings/api/use-bookings';
import { BookingCard, BookingCardSkeleton } from '@/features/bookings/components/booking-card';
import { BookingsEmpty } from '@/features/bookings/components/bookings-empty';
import { clientGroups, GroupTabs, type ClientGroup } from '@/features/bookings/components/group-tabs';

/**
 * /client/bookings (My Bookings): the client's bookings by group, in the address (?group=…&page=…):
 * upcoming (requests waiting for the host among them, with their status), current, past and
 * cancelled; each card opens the booking.
 */
export default function ClientBookingsPage() {
  const [params, setParams] = useSearchParams();
  const given = clientGroups.find((g) => g.value === params.get('group'));
  const group: ClientGroup = given?.value ?? 'upcoming';
  const label = given?.label ?? 'Upcoming';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const bookings = useClientBookings(group, page);

  const goTo = (n: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageTitle>My Bookings</PageTitle>
      <PageHeader title="My Bookings" description="Your requests and bookings: their dates, status and payment." />
      <GroupTabs current={group} />
      <section aria-labelledby="bookings-group" aria-busy={bookings.isFetching || undefined} className="mt-4">
        <h2 id="bookings-group" className="sr-only">
          {label} bookings
        </h2>
        {bookings.isPending ? (
          <ul className="space-y-3" aria-label="Loading your bookings">
            {Array.from({ length: 3 }, (_, i) => (
              <BookingCardSkeleton key={i} />
            ))}
          </ul>
        ) : bookings.isError ? (
          <Alert tone="danger" title="Your bookings could not be loaded">
            <p>{errorMessage(bookings.error)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void bookings.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : bookings.data.items.length === 0 ? (
          <BookingsEmpty group={group} />
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600" aria-live="polite">
              {bookings.data.total === 1 ? '1 booking' : `${bookings.data.total.toLocaleString('en-PH')} bookings`}
            </p>
            <ul className="space-y-3">
              {bookings.data.items.map((b) => (
                <BookingCard key={b.id} booking={b} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={BOOKINGS_PAGE_SIZE}
              total={bookings.data.total}
              onPage={goTo}
              label="Pages of bookings"
            />
          </>
        )}
      </section>
    </>
  );
}
