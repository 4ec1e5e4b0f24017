import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { usePageParam } from '@/lib/use-page-param';
import { useMessages } from '@/lib/i18n';
import { useClientBookings } from '@/features/bookings/api/use-bookings';
import { groupOf } from '@/features/bookings/list/booking-groups';
import { GroupedBookings } from '@/features/bookings/list/grouped-bookings';

/**
 * /client/bookings (My Bookings): the client's bookings by group, in the address (?group=…&page=…):
 * upcoming (requests waiting for the host among them, with their status), current, past and
 * cancelled; each card opens the booking.
 */
export default function ClientBookingsPage() {
  const [params] = useSearchParams();
  const group = groupOf('client', params.get('group'));
  const { page, goTo } = usePageParam();
  const bookings = useClientBookings(group.value, page);
  const m = useMessages('booking').list;

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <GroupedBookings viewer="client" group={group} query={bookings} page={page} onPage={goTo} />
    </>
  );
}
