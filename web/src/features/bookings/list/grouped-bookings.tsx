import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingsPage } from '@espasyo/domain/contracts/bookings';
import { PagedList } from '@/components/paged-list';
import { useMessages } from '@/lib/i18n';
import { BOOKINGS_PAGE_SIZE } from '@/features/bookings/api/use-bookings';
import { BookingCard, BookingCardSkeleton } from './booking-card';
import type { Group, Party } from './booking-groups';
import { BookingsEmpty } from './bookings-empty';
import { GroupTabs } from './group-tabs';

/**
 * The client's or the host's bookings by group: the groups as links (the host's requests with
 * how many wait), then a page of the group's bookings, each card opening its booking.
 */
export function GroupedBookings({
  viewer,
  group,
  query,
  page,
  onPage,
  requests,
}: {
  viewer: Party;
  group: Group;
  query: UseQueryResult<BookingsPage>;
  page: number;
  onPage: (page: number) => void;
  requests?: number;
}) {
  const requestsShown = group.value === 'requests';
  const m = useMessages('booking').list;
  return (
    <>
      <GroupTabs viewer={viewer} current={group.value} requests={requests} />
      <PagedList
        query={query}
        page={page}
        pageSize={BOOKINGS_PAGE_SIZE}
        onPage={onPage}
        noun={(count) => (requestsShown ? m.requestCount : m.count)({ count })}
        labels={{
          heading: requestsShown ? m.requestsHeading : m.groupHeading({ group: m.groups[group.value] }),
          loading: m.loading,
          error: m.error,
          pages: m.pages,
        }}
        skeleton={<BookingCardSkeleton />}
        empty={<BookingsEmpty viewer={viewer} group={group} />}
        className="mt-4"
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((b) => (
              <BookingCard key={b.id} booking={b} viewer={viewer} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
