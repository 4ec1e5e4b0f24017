import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyBookingStatus, BookingKind } from '@espasyo/domain/tenancies/kinds';
import type { BookingsPage } from '@espasyo/domain/contracts/bookings';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

/** Staff's filters of every booking, as the address keeps them ('' for none). */
export interface AdminBookingFilters {
  status: AnyBookingStatus | '';
  /** days, hours or tenancy (monthly, issue 32). */
  kind: BookingKind | '';
  listingId: string;
  hostId: string;
  clientId: string;
  from: string;
  to: string;
  /** 'true': only the bookings flagged for staff (a host suspended while they were paid for). */
  flagged: '' | 'true';
}

/** GET /api/admin/bookings?status&kind&listingId&hostId&clientId&from&to&flagged&page: a page of every booking, newest stay first. */
export const adminBookingsQuery = (filters: AdminBookingFilters, page: number) => {
  const url = href('/api/admin/bookings', { ...filters, page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE });
  return queryOptions({
    queryKey: bookingKeys.adminList(url),
    queryFn: ({ signal }) => api.get<BookingsPage>(url, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminBookings(filters: AdminBookingFilters, page: number) {
  return useQuery(adminBookingsQuery(filters, page));
}
