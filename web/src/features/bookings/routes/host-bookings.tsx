import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { usePageParam } from '@/lib/use-page-param';
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
  const [params] = useSearchParams();
  const given = hostGroups.find((g) => g.value === params.get('group'));
  const group: HostGroup = given?.value ?? 'requests';
  const label = given?.label ?? 'Requests';
  const { page, goTo } = usePageParam();
  const bookings = useHostBookings(group, page);
  const requests = useHostBookings('requests', 1);

  return (
    <>
      <PageTitle>Bookings</PageTitle>
      <PageHeader
        title="Bookings"
        description="Requests and bookings for your spaces: answer requests, see who is coming and what you earn."
      />
      <HostGroupTabs current={group} requests={requests.data?.total} />
      <PagedList
        query={bookings}
        page={page}
        pageSize={HOST_BOOKINGS_PAGE_SIZE}
        onPage={goTo}
        noun={group === 'requests' ? 'request' : 'booking'}
        labels={{
          heading: group === 'requests' ? 'Requests waiting for your answer' : `${label} bookings`,
          loading: 'Loading your bookings',
          error: 'Your bookings could not be loaded',
          pages: 'Pages of bookings',
        }}
        skeleton={<BookingCardSkeleton />}
        empty={<HostBookingsEmpty group={group} />}
        className="mt-4"
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((b) => (
              <HostBookingCard key={b.id} booking={b} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
