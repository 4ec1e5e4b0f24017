import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { usePageParam } from '@/lib/use-page-param';
import { useHostBookings } from '@/features/bookings/api/use-host-bookings';
import { groupOf } from '@/features/bookings/list/booking-groups';
import { GroupedBookings } from '@/features/bookings/list/grouped-bookings';

/**
 * /host/bookings: the bookings of the host's spaces by group, in the address (?group=…&page=…):
 * requests first (each with accept, decline with a reason and the time left to answer), then
 * upcoming, current, past and cancelled; each card opens the booking.
 */
export default function HostBookingsPage() {
  const [params] = useSearchParams();
  const group = groupOf('host', params.get('group'));
  const { page, goTo } = usePageParam();
  const bookings = useHostBookings(group.value, page);
  const requests = useHostBookings('requests', 1);
  const m = useMessages('hostBookings');
  const title = useMessages('booking').list.hostTitle;

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeader title={title} description={m.page.description} />
      <GroupedBookings
        viewer="host"
        group={group}
        query={bookings}
        page={page}
        onPage={goTo}
        requests={requests.data?.total}
      />
    </>
  );
}
