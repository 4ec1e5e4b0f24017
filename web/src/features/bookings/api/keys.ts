import type { BookingGroup } from '@espasyo/domain/contracts/bookings';

/** The query keys of bookings (one object, so an invalidation names the same key the query uses). */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** Every page of every group of the client's list (a new or changed booking moves between them). */
  clientLists: ['bookings', 'client'] as const,
  /** A page of the signed-in client's bookings in one group. */
  clientList: (group: BookingGroup, page: number) => ['bookings', 'client', group, page] as const,
  /** How many bookings the signed-in client has made, in any status. */
  clientCount: ['bookings', 'client', 'count'] as const,
  /** Every page of every group of the host's list, and the host dashboard's figures (an answer moves them all). */
  hostLists: ['bookings', 'host'] as const,
  /** A page of the signed-in host's bookings in one group. */
  hostList: (group: BookingGroup, page: number) => ['bookings', 'host', group, page] as const,
  /** GET /api/host/bookings/summary. */
  hostSummary: ['bookings', 'host', 'summary'] as const,
  /** Every page of staff's list of every booking. */
  adminLists: ['bookings', 'admin'] as const,
  /** A page of staff's list under its filters (the query string). */
  adminList: (query: string) => ['bookings', 'admin', query] as const,
  /** A page of staff's list of tenancies' bills (its query string): under staff's lists, so a booking's change reaches it. */
  adminBills: (query: string) => ['bookings', 'admin', 'bills', query] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
  /** What cancelling now would refund: under the booking, so a change to it asks again. */
  cancellation: (id: string) => ['bookings', 'one', id, 'cancellation'] as const,
  /** The force majeure event covering it and what cancelling for it gives back (issue 33): under the booking. */
  forceMajeure: (id: string) => ['bookings', 'one', id, 'force-majeure'] as const,
  /** The rental agreement (as signed, once it is). */
  agreement: (id: string) => ['bookings', 'one', id, 'agreement'] as const,
  /** GET /api/bookings/:id/checklists: the move-in and move-out checklists (issue 33). */
  checklists: (id: string) => ['bookings', 'one', id, 'checklists'] as const,
  /** The booking's payments, and whether they run through the sandbox ("Test mode"). */
  payments: (id: string) => ['bookings', 'one', id, 'payments'] as const,
  /** A tenancy's bills (issue 32). */
  bills: (id: string) => ['bookings', 'one', id, 'bills'] as const,
  /** A tenancy's automatic payment by saved card, for its client (issue 32). */
  autopay: (id: string) => ['bookings', 'one', id, 'autopay'] as const,
};
