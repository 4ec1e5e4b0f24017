import { CalendarCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { FilteredEmpty } from '@/components/list-filters';
import { PagedList } from '@/components/paged-list';
import { Drawer } from '@/components/ui/drawer';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
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
  const m = useMessages('adminCases').bookings;
  const filters = useAdminBookingFilters();
  const bookings = useAdminBookings(filters.values, filters.page);

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <AdminBookingFilters filters={filters} />
      <PagedList
        query={bookings}
        page={filters.page}
        pageSize={ADMIN_BOOKINGS_PAGE_SIZE}
        onPage={filters.setPage}
        noun={(count) => m.count({ count })}
        labels={{
          heading: m.heading,
          loading: m.loading,
          error: m.error,
          pages: m.pages,
        }}
        skeleton={<BookingCardSkeleton />}
        empty={
          <FilteredEmpty
            icon={CalendarCheck}
            filtered={filters.filtered}
            onClear={filters.clear}
            noMatch={m.noMatch}
            none={m.none}
          />
        }
      >
        {(items) => <AdminBookingList items={items} filters={filters} />}
      </PagedList>
      <Drawer open={!!filters.open} onClose={filters.closeBooking} title={m.drawer}>
        <AdminBookingDetail id={filters.open} />
      </Drawer>
    </>
  );
}
