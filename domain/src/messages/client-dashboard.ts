/**
 * Copy for the client dashboard (/client-dashboard; design §10: "upcoming bookings, favourites,
 * recently viewed, messages"; issue 30, decision 0069). The spec fixes what it shows, not the words.
 */
const count = (n: number) => n.toLocaleString('en-PH');

export const clientDashboardMessages = {
  title: 'My Dashboard',
  line: 'Find a safe place for your things or your car, and keep track of your bookings here.',
  roleLabel: 'Renter',
  /** The client's own next step beside the account's (done once they made a booking, or marked it in the tutorial). */
  findStep: { label: 'Find a space', detail: 'Search storage, parking and warehouses near you.' },
  bookings: {
    heading: 'Your bookings',
    loading: 'Loading your bookings',
    error: 'Your bookings could not be loaded',
    /** The bookings still to come, in the order the client looks for them. */
    groups: {
      booked: 'Current and upcoming',
      unpaid: 'Waiting for your payment',
      requested: 'Waiting for the host',
    },
    /** Under a group with more than it shows. */
    more: 'More in My Bookings',
    seeAll: 'See all bookings',
    /** The client has never booked. */
    none: {
      title: 'No bookings yet',
      text: 'When you book a space, your upcoming bookings show up here, with what to do next.',
      action: 'Find a space',
    },
    /** The client has booked before, but nothing is coming up. */
    nothingAhead: {
      title: 'Nothing coming up',
      text: 'Your past and cancelled bookings are in My Bookings.',
      action: 'Find a space',
    },
  },
  saved: {
    heading: 'Saved spaces',
    loading: 'Loading your saved spaces',
    error: 'Your saved spaces could not be loaded',
    seeAll: (n: number) => `See all ${count(n)} saved`,
    empty: 'Tap Save on a space you like, and it shows up here to compare and book later.',
    browse: 'Browse spaces',
  },
  messages: {
    heading: 'Messages',
    loading: 'Loading your messages',
    error: 'Your messages could not be loaded',
    unread: (n: number) => (n === 0 ? 'No unread messages' : `${count(n)} unread conversation${n === 1 ? '' : 's'}`),
    empty: 'No messages yet. Ask a host about their space from its page, and your conversation shows up here.',
    open: 'Open messages',
  },
  payments: {
    heading: 'Payments to know about',
    error: 'Your payments could not be loaded',
    /** 'Refund of ₱1,008' */
    what: (kind: 'payment' | 'refund', amount: string) => `${kind === 'refund' ? 'Refund' : 'Payment'} of ${amount}`,
    seeAll: 'See your payments',
  },
} as const;
