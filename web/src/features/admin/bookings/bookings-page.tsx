import { CalendarCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { FilteredEmpty } from '@/components/list-filters';
import { PagedList } from '@/components/paged-list';
import { Drawer } from '@/components/ui/drawer';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_BOOKINGS_PAGE_SIZE, BookingCardSkeleton, useAdminBookings } from '@/features/bookings';
import { AdminBookingDetail } from './admin-booking-detail';
import { AdminBookingFilters } from './admin-booking-filters';
import { AdminBookingList } from './admin-booking-list';
import { useAdminBookingFilters } from './use-admin-booking-filters';

/**
 * /bookings (admins): every booking, filtered by status, listing, host, client and dates (all in
 * the address); one opens in a drawer with its timeline, payments and agreement, and staff may
 * act on it as the server allows (cancel with the refund shown first; the server audits it).
 */
export default function AdminBookingsPage() {
  const filters = useAdminBookingFilters();
  const bookings = useAdminBookings(filters.values, filters.page);

  return (
    <>
      <PageTitle>Bookings</PageTitle>
      <PageHeader
        title="Bookings"
        description="Every booking on the platform. Open one for its timeline and payments, or to cancel it with a refund."
      />
      <AdminBookingFilters filters={filters} />
      <PagedList
        query={bookings}
        page={filters.page}
        pageSize={ADMIN_BOOKINGS_PAGE_SIZE}
        onPage={filters.setPage}
        noun="booking"
        labels={{
          heading: 'Bookings found',
          loading: 'Loading bookings',
          error: 'Bookings could not be loaded',
          pages: 'Pages of bookings',
        }}
        skeleton={<BookingCardSkeleton />}
        empty={
          <FilteredEmpty
            icon={CalendarCheck}
            filtered={filters.filtered}
            onClear={filters.clear}
            noMatch={{
              title: 'No bookings match these filters',
              text: 'Try another status or a wider range of dates.',
            }}
            none={{ title: 'No bookings yet', text: 'Bookings show here as clients request and book spaces.' }}
          />
        }
      >
        {(items) => <AdminBookingList items={items} filters={filters} />}
      </PagedList>
      <Drawer open={!!filters.open} onClose={filters.closeBooking} title="Booking">
        <AdminBookingDetail id={filters.open} />
      </Drawer>
    </>
  );
}
