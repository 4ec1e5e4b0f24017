import { useQuery } from '@tanstack/react-query';
import type { Booking, BookingsPage } from '@espasyo/domain/contracts/bookings';
import { clientBookingsCountQuery, useClientBookings } from '@/features/bookings/api/use-bookings';

/** The client dashboard's groups of bookings still to come, in the order the client looks for them. */
export type DashboardGroup = 'booked' | 'unpaid' | 'requested';

export type DashboardBookings =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** The client has never booked. */
  | { status: 'none' }
  /** Each group with what is loaded of it; all empty when nothing is coming up. */
  | { status: 'ready'; groups: { group: DashboardGroup; items: Booking[]; more: boolean }[] };

/**
 * The bookings in use (current, by end) and paid ones to come (by start), then those awaiting the
 * client's payment, then requests waiting for the host (both by deadline, from the unconfirmed
 * group, so none is missed behind many paid ones: decision 0069). `more`: the list holds more.
 */
export function dashboardGroups(
  current: BookingsPage,
  upcoming: BookingsPage,
  unconfirmed: BookingsPage,
): { group: DashboardGroup; items: Booking[]; more: boolean }[] {
  const confirmed = upcoming.items.filter((b) => b.status === 'confirmed');
  const pageFull = (p: BookingsPage) => p.total > p.items.length;
  return [
    {
      group: 'booked',
      items: [...current.items, ...confirmed],
      more: pageFull(current) || pageFull(upcoming),
    },
    {
      group: 'unpaid',
      items: unconfirmed.items.filter((b) => b.status === 'awaiting_payment'),
      more: pageFull(unconfirmed),
    },
    {
      group: 'requested',
      items: unconfirmed.items.filter((b) => b.status === 'pending'),
      more: pageFull(unconfirmed),
    },
  ];
}

/** The client dashboard's bookings: read from the client's lists (the same pages My Bookings shows first). */
export function useClientDashboardBookings(): DashboardBookings {
  const current = useClientBookings('current', 1);
  const upcoming = useClientBookings('upcoming', 1);
  const unconfirmed = useClientBookings('unconfirmed', 1);
  const made = useQuery(clientBookingsCountQuery());
  const reads = [current, upcoming, unconfirmed, made];

  const failed = reads.find((q) => q.isError);
  if (failed) {
    return { status: 'error', error: failed.error, retry: () => reads.forEach((q) => q.isError && void q.refetch()) };
  }
  if (!current.data || !upcoming.data || !unconfirmed.data || made.data === undefined) return { status: 'pending' };
  if (made.data === 0) return { status: 'none' };
  return { status: 'ready', groups: dashboardGroups(current.data, upcoming.data, unconfirmed.data) };
}
