import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-client';
import { HOST_BOOKINGS_PAGE_SIZE, useHostBookings } from '@/features/bookings/api/use-host-bookings';
import { BookingCardSkeleton } from '@/features/bookings/components/booking-card';
import { HostBookingCard } from '@/features/bookings/components/host-booking-card';
import { HostBookingsEmpty } from '@/features/bookings/components/host-bookings-empty';
import { hostGroups, HostGroupTabs, type HostGroup } from '@/features/bookings/components/host-group-tabs';

/**
 * /host/bookings: the bookings of the host's spaces by group, in the address (?group=…&page=…):
 * requests first (each with accept, decline with a reason and the time left to answer), then
 * upcoming, current, past and cancelled; each card opens the booking.
 */
export default function HostBookingsPage() {
  const [params, setParams] = useSearchParams();
  const given = hostGroups.find((g) => g.value === params.get('group'));
  const group: HostGroup = given?.value ?? 'requests';
  const label = given?.label ?? 'Requests';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const bookings = useHostBookings(group, page);
  const requests = useHostBookings('requests', 1);

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
      <PageTitle>Bookings</PageTitle>
      <PageHeader
        title="Bookings"
        description="Requests and bookings for your spaces: answer requests, see who is coming and what you earn."
      />
      <HostGroupTabs current={group} requests={requests.data?.total} />
      <section aria-labelledby="bookings-group" aria-busy={bookings.isFetching || undefined} className="mt-4">
        <h2 id="bookings-group" className="sr-only">
          {group === 'requests' ? 'Requests waiting for your answer' : `${label} bookings`}
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
          <HostBookingsEmpty group={group} />
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600" aria-live="polite">
              {count(bookings.data.total, group === 'requests' ? 'request' : 'booking')}
            </p>
            <ul className="space-y-3">
              {bookings.data.items.map((b) => (
                <HostBookingCard key={b.id} booking={b} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={HOST_BOOKINGS_PAGE_SIZE}
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

const count = (n: number, word: string) => `${n.toLocaleString('en-PH')} ${word}${n === 1 ? '' : 's'}`;
