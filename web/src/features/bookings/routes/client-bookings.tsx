import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { usePageParam } from '@/lib/use-page-param';
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
  const [params] = useSearchParams();
  const given = clientGroups.find((g) => g.value === params.get('group'));
  const group: ClientGroup = given?.value ?? 'upcoming';
  const label = given?.label ?? 'Upcoming';
  const { page, goTo } = usePageParam();
  const bookings = useClientBookings(group, page);

  return (
    <>
      <PageTitle>My Bookings</PageTitle>
      <PageHeader title="My Bookings" description="Your requests and bookings: their dates, status and payment." />
      <GroupTabs current={group} />
      <PagedList
        query={bookings}
        page={page}
        pageSize={BOOKINGS_PAGE_SIZE}
        onPage={goTo}
        noun="booking"
        labels={{
          heading: `${label} bookings`,
          loading: 'Loading your bookings',
          error: 'Your bookings could not be loaded',
          pages: 'Pages of bookings',
        }}
        skeleton={<BookingCardSkeleton />}
        empty={<BookingsEmpty group={group} />}
        className="mt-4"
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((b) => (
              <BookingCard key={b.id} booking={b} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
