/**
 * The host's side of bookings (issue 34): the host's Bookings page, answering a request (accept,
 * decline with a reason, cancel), the time left to answer, the earnings of a booking, what the host
 * may do on a booking, the dashboard's bookings and earnings panel, a tenancy's price change, and
 * where a booking stands in a sentence for its host or for staff. English word for word as the
 * components and domain/src/messages (tenancies.ts: price, dashboard) had it. Words a client's page
 * shares are in 'booking' (status, cancel dialog). Plain data: ICU MessageFormat strings.
 */
export default {
  page: {
    description: 'Requests and bookings for your spaces: answer requests, see who is coming and what you earn.',
  },
  /** What the host (or staff) may do on a booking. */
  actions: {
    staffLabel: 'What staff can do',
    nothing: 'Nothing to do on this booking now.',
    agreement: 'Rental agreement (printable)',
  },
  /** Completes a button's name for screen readers where several are on one page. */
  context: 'from {client} for {listing}',
  accept: {
    button: 'Accept request',
    pending: 'Accepting...',
    doneTitle: 'Request accepted',
    doneUntil: '{name} has until {when} to pay to confirm it.',
    done: '{name} has 24 hours to pay to confirm it.',
    failed: 'The request could not be accepted',
  },
  answerBy: {
    left: '{left} left to answer',
    until: '(until {when})',
    runOut: 'The time to answer has run out.',
  },
  /** Declining a request or cancelling a booking with a reason (the cancel dialog's words are 'booking'). */
  reason: {
    decline: {
      button: 'Decline request',
      title: 'Decline this request?',
      pending: 'Declining...',
      keep: 'Keep request',
    },
    description: '{client} · {listing} · {dates}',
    label: 'Reason',
    help: 'The client sees it.',
    declined: 'Request declined. The client has been told why.',
    cancelled: 'Booking cancelled.',
    cancelledRefund: 'Booking cancelled. The client gets back {amount}.',
  },
  earnings: {
    title: 'Your earnings',
    staffTitle: "The host's earnings",
    price: 'Price of the stay',
    fee: 'Platform fee',
    feePercent: 'Platform fee ({percent}%)',
    youEarn: 'You earn',
    hostEarns: 'The host earns',
  },
  /** The host dashboard's bookings and earnings. */
  dashboard: {
    heading: 'Bookings and earnings',
    error: 'Your bookings and earnings could not be loaded',
    emptyTitle: 'No bookings or earnings yet',
    createListing: 'Create a listing',
    emptyText:
      'Once renters book your space, you will see your earnings this month, requests waiting for your answer, upcoming move-ins and how full your spaces are.',
    seeAll: 'See all bookings',
    loading: 'Loading your bookings and earnings',
    earnings: 'Earnings, {month}',
    occupancy: 'Occupancy, next {days} days',
    percent: '{percent}%',
    unitsBooked: '{booked} of {offered, plural, one {# unit} other {# units}} booked on average',
    expected: 'Expected from tenancies, next {months} months',
    window: 'Bills due {from} to {to}, and the months not billed yet',
    running: '{count, plural, one {# tenancy running} other {# tenancies running}}',
    overdue:
      '{count, plural, =0 {No bills overdue} one {# bill overdue ({amount})} other {# bills overdue ({amount})}}',
    requests: 'Requests waiting for you',
    seeAllRequests: 'See all {count} requests',
    requestsError: 'The requests could not be loaded',
    requestsLoading: 'Loading requests',
    noRequests: 'No requests waiting. New ones show here for you to answer within 24 hours.',
    moveIns: 'Move-ins, next {days} days',
    noMoveIns: 'No one moves in during the next {days} days.',
    moveIn: '{listing} · {dates} · {units}',
    more: 'and {count} more',
  },
  /** A host's change of a running tenancy's monthly price (from a bill 30 days ahead at least). */
  price: {
    open: 'Change monthly price',
    title: 'Change the monthly price',
    price: 'New price a month, per unit',
    help: 'In pesos, like 3,000. The renter is told at once and may give notice instead.',
    from: 'It applies from the bill due {day}: a new price starts at least 30 days after you change it.',
    pending: 'Saving...',
    keep: 'Not now',
    done: 'New monthly price {amount} from the bill due {day}.',
  },
  /**
   * Where a booking stands and what comes next, for its host (`viewer` host: 'You have') or for
   * staff (other: 'The host has'). `tenancy` yes: a monthly tenancy's first month.
   */
  note: {
    pending:
      '{viewer, select, host {You have} other {The host has}} to answer. Accepted, the client has 24 hours to pay{tenancy, select, yes { the first month} other {}}; unanswered, the request expires.',
    pendingDue:
      '{viewer, select, host {You have} other {The host has}} until {due} to answer. Accepted, the client has 24 hours to pay{tenancy, select, yes { the first month} other {}}; unanswered, the request expires.',
    underReview:
      'The client paid, but the amount the payment gateway reported does not match the booking: it is not confirmed, and the payment goes back to them if it expires.',
    awaitingPayment:
      'Accepted. Waiting for the client to pay{tenancy, select, yes { the first month} other {}}; unpaid, it expires and the units are free again.',
    awaitingPaymentDue:
      'Accepted. Waiting for the client to pay{tenancy, select, yes { the first month} other {}} by {due}; unpaid, it expires and the units are free again.',
    confirmed: 'Paid and confirmed. The client moves in on {start}.',
    confirmedTenancy:
      'Paid and confirmed. The client moves in on {start}; it is billed each month until either side gives notice.',
    activeMonthly: 'In use month to month, until either side gives notice.',
    declined: 'The request was declined. Nothing was charged.',
    expiredUnpaid: 'The client did not pay in time, so it expired and the units went back on sale.',
    expiredUnanswered: 'The request was not answered in time, so it expired. Nothing was charged.',
    cancelled:
      'Cancelled by {who, select, client {the client} host {{viewer, select, host {you} other {the host}}} admin {staff} other {the platform}}.',
    cancelledOn:
      'Cancelled by {who, select, client {the client} host {{viewer, select, host {you} other {the host}}} admin {staff} other {the platform}} on {date}.',
  },
} as const;
