/**
 * The query keys of the gate (issue 33). A booking's pass and scans sit under the booking's own key
 * (['bookings', 'one', id], as bookingKeys.one), so a booking's change or notification refreshes them too.
 */
export const gateKeys = {
  pass: (bookingId: string) => ['bookings', 'one', bookingId, 'pass'] as const,
  scans: (bookingId: string) => ['bookings', 'one', bookingId, 'scans'] as const,
  /** Where the signed-in person may check passes in (own listings and those they keep the gate of). */
  checkInListings: ['gate', 'listings'] as const,
  /** Who is checked in now at a listing's gate. */
  /** Who is checked in now, at one gate or ('all') at every gate: a check-in or out refreshes them all. */
  checkedInAll: ['gate', 'checked-in'] as const,
  checkedIn: (listingId: string) => ['gate', 'checked-in', listingId] as const,
  keepers: (listingId: string) => ['gate', 'keepers', listingId] as const,
  invite: (token: string) => ['gate', 'invite', token] as const,
};
