/*
 * Copy for a listing's page as a renter meets it (issue 30): the photos, the stay's pickers and
 * the phone's price bar. The parts loaded later have their words in files of their own
 * (photo-viewer.ts, booking-requirements.ts), so the page's first download does not carry them.
 * Our wording: the spec fixes none of it.
 */

export const galleryMessages = {
  region: (n: number) => `Photos (${n})`,
  showAll: (n: number) => `All ${n} photos`,
  /**
   * A photo's alternative text, from the listing's own words (photos carry no caption):
   * 'Covered slot near Ayala Triangle, parking in Bel-Air, Makati City: photo 2 of 5'.
   */
  photoAlt: (listing: { title: string; type: string; place: string }, index: number, count: number) =>
    `${listing.title}, ${listing.type.toLowerCase()}${listing.place ? ` in ${listing.place}` : ''}: photo ${index + 1} of ${count}`,
} as const;

export const stayMessages = {
  start: 'Start',
  end: 'End',
  arrive: 'Arrive',
  arrivalTime: 'Arrival time',
  leave: 'Leave',
  leavingTime: 'Leaving time',
  choose: 'Choose',
  /** The leaving time that ends the day. */
  midnight: 'Midnight',
  units: 'Units',
  wholeDays: 'Over more than one day you book whole days: from midnight on the first to midnight after the last.',
  chooseDates: 'Choose your dates to see the total.',
  chooseTimes: 'Choose when you arrive and leave to see the total.',
  bookDates: 'Choose your dates to book.',
  bookTimes: 'Choose when you arrive and leave to book.',
  /** A renter with verification still to finish (the steps show above the button). */
  bookVerify: 'Finish the steps above to book.',
} as const;

export const priceBarMessages = {
  checkPrice: 'Check price',
  review: 'Review and book',
  /** The priced stay beside its total: '₱105 for 3 hours', '₱1,200 for 4 days, 2 units'. */
  forStay: (length: string, units: number) => `for ${length}${units > 1 ? `, ${units} units` : ''}`,
} as const;
