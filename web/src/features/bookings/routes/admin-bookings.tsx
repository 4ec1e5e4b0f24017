import { CalendarCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '@/features/bookings/api/use-admin-bookings';
import { AdminBookingDrawer } from '@/features/bookings/components/admin-booking-drawer';
import { AdminBookingFilters } from '@/features/bookings/components/admin-booking-filters';
import { AdminBookingList } from '@/features/bookings/components/admin-booking-list';
import { BookingCardSkeleton } from '@/features/bookings/components/booking-card';
import { useAdminBookingFilters } from '@/features/bookings/components/use-admin-booking-filters';

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
      <section aria-labelledby="bookings-list" aria-busy={bookings.isFetching || undefined}>
        <h2 id="bookings-list" className="sr-only">
          Bookings found
        </h2>
        {bookings.isPending ? (
          <ul className="space-y-3" aria-label="Loading bookings">
            {Array.from({ length: 3 }, (_, i) => (
              <BookingCardSkeleton key={i} />
            ))}
          </ul>
        ) : bookings.isError ? (
          <Alert tone="danger" title="Bookings could not be loaded">
            <p>{errorMessage(bookings.error)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void bookings.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : bookings.data.items.length === 0 ? (
          <EmptyState
            icon={CalendarCheck}
            title={filters.filtered ? 'No bookings match these filters' : 'No bookings yet'}
            action={
              filters.filtered && (
                <Button variant="outline" onClick={filters.clear}>
                  Clear filters
                </Button>
              )
            }
          >
            {filters.filtered
              ? 'Try another status or a wider range of dates.'
              : 'Bookings show here as clients request and book spaces.'}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600" aria-live="polite">
              {bookings.data.total.toLocaleString('en-PH')} {bookings.data.total === 1 ? 'booking' : 'bookings'}
            </p>
            <AdminBookingList items={bookings.data.items} filters={filters} />
            <Pagination
              page={filters.page}
              pageSize={ADMIN_BOOKINGS_PAGE_SIZE}
              total={bookings.data.total}
              onPage={filters.setPage}
              label="Pages of bookings"
            />
          </>
        )}
      </section>
      <AdminBookingDrawer id={filters.open} onClose={filters.closeBooking} />
    </>
  );
}
