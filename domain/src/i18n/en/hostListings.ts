/**
 * The host's listings (issue 10, issue 12): /host/listings with each listing's status, prices and
 * actions, and /host/listings/{id}/availability with its calendar, bookings and blocks. English
 * word for word as the pages had it. Plain data: ICU MessageFormat strings.
 */
export default {
  title: 'My Listings',
  description: 'The spaces you rent out: their status, prices and calendars.',
  listSpace: 'List a space',
  /** The listing statuses in the host's words, for badges. */
  status: {
    draft: 'Draft',
    pending_review: 'Pending review',
    active: 'Active',
    paused: 'Paused',
    rejected: 'Rejected',
    archived: 'Archived',
  },
  /** The filters' tabs; 'All' leaves archived ones out. */
  filters: {
    label: 'Filter listings by status',
    all: 'All',
    active: 'Active',
    draft: 'Drafts',
    pending_review: 'Pending review',
    paused: 'Paused',
    rejected: 'Rejected',
    archived: 'Archived',
  },
  list: {
    count: '{count, plural, one {# listing} other {# listings}}',
    archivedNote: ' (archived ones are under Archived)',
    /** The hidden heading, by the filter: 'All listings', 'Drafts listings'. */
    heading:
      '{filter, select, active {Active listings} draft {Drafts listings} pending_review {Pending review listings} paused {Paused listings} rejected {Rejected listings} archived {Archived listings} other {All listings}}',
    loading: 'Loading your listings',
    error: 'Your listings could not be loaded',
    pages: 'Pages of listings',
  },
  empty: {
    firstTitle: 'List your first space',
    firstText:
      'A spare room, a garage, a parking slot or warehouse space can earn every month. Describe it, add photos and prices, and once a moderator approves it renters can find and book it.',
    /** By the filter: 'No drafts listings' (the filter's name in lower case). */
    filteredTitle:
      '{filter, select, active {No active listings} draft {No drafts listings} pending_review {No pending review listings} paused {No paused listings} rejected {No rejected listings} archived {No archived listings} other {No all listings}}',
    showAll: 'Show all listings',
    filteredText: 'Choose another filter, or list a new space.',
  },
  card: {
    untitled: 'Untitled draft',
    noPhoto: 'No photo yet',
    /** One price and its unit: '₱120 / day'; several are joined by ' · '. */
    price: '{amount} / {unit, select, hour {hour} day {day} other {month}}',
    noPrice: 'No price yet',
    units: '{count, plural, one {# unit} other {# units}}',
    updated: 'Updated {date}',
    notApproved: 'Not approved',
    notApprovedWhy: 'Not approved:',
    editAndResubmit: 'Edit the listing and submit it again.',
    draftNote: 'Not submitted yet: finish it and send it for review.',
    reviewNote: 'A moderator is checking it. You will get an email when it is decided.',
    staffPausedNote: 'Paused by Espasyo staff. When you resume it, it goes back to review first.',
    pausedNote: 'Out of search until you resume it.',
  },
  actions: {
    edit: 'Edit',
    editLabel: 'Edit {title}',
    availability: 'Availability',
    availabilityLabel: 'Availability of {title}',
    pause: 'Pause',
    pauseLabel: 'Pause {title}',
    pausing: 'Pausing...',
    resume: 'Resume',
    resumeLabel: 'Resume {title}',
    resuming: 'Resuming...',
    duplicating: 'Duplicating...',
    more: 'More',
    moreLabel: 'More actions for {title}',
    viewPublic: 'View public page',
    gateKeepers: 'Gate keepers',
    duplicate: 'Duplicate',
    archive: 'Archive',
    editCopy: 'Edit the copy',
    archiveTitle: 'Archive this listing?',
    archiveText:
      '“{title}” leaves search for good and can no longer be edited or booked. You can duplicate it later to list the space again.',
    archiveConfirm: 'Archive listing',
    archiving: 'Archiving...',
    /** What each action did. */
    paused: 'Paused. “{title}” is out of search until you resume it.',
    backToReview: '“{title}” went back to review: staff paused it, so a moderator checks it before it is live again.',
    resumed: 'Resumed. “{title}” is live again.',
    archived: 'Archived. “{title}” is off Espasyo; you can still duplicate it.',
    duplicated: 'Copied as a new draft: “{title}”.',
  },
  /** A page about one listing that cannot be read. */
  loadError: {
    back: 'My listings',
    notFound: 'This listing was not found',
    notFoundText: 'It may have been removed, or the link is wrong.',
    failed: 'The listing could not be loaded',
  },
  availability: {
    title: 'Availability',
    pageTitle: 'Availability · {title}',
    units: ' · {count, plural, one {# unit} other {# units}}',
    loadingListing: 'Loading the listing',
    archived: 'This listing is archived: its calendar can no longer be changed.',
    calendar: 'Calendar',
    monthFailed: '{month} could not be loaded',
    tryAgain: 'Try again',
    blockDates: 'Block dates',
    bookedIn: 'Booked in {month}',
    loadingBookings: 'Loading the bookings',
    blockedIn: 'Blocked in {month}',
    loadingBlocks: 'Loading the blocks',
  },
  /** A day of the host's calendar. */
  day: {
    booked: 'Booked',
    blocked: 'Blocked',
    full: 'Full',
    free: 'Free',
    /** The note in a day's cell: '2 of 3 free' (the number, then ' of 3' hidden on a phone, then ' free'). */
    ofCapacity: ' of {capacity}',
    freeWord: ' free',
    /** The day's accessible name after its date. */
    label: '{free} of {capacity} free',
    bookedUnits: '{count} booked',
    blockedUnits: '{count} blocked',
  },
  legend: {
    allFree: 'All free',
    booked: 'Booked',
    someBlocked: 'Some blocked',
    noneFree: 'None free',
    selection: 'Your selection',
    today: 'Today',
  },
  block: {
    chooseFirst: 'Choose the first day on the calendar, or type the dates.',
    chooseLast: 'From {start}: now choose the last day.',
    chosen: '{range} ({count, plural, one {# day} other {# days}}).',
    /** 'Tue, 3 Dec 2026 to Fri, 6 Dec 2026'. */
    range: '{start} to {end}',
    firstDay: 'First day',
    lastDay: 'Last day',
    units: 'Units to block',
    oneUnit: 'This space has 1 unit.',
    outOf: 'Out of {capacity} identical units.',
    note: 'Note (optional)',
    noteHelp: "Only you see it, e.g. 'Repairs' or 'Rented offline'. Up to {max} characters.",
    submit: 'Block dates',
    blocking: 'Blocking...',
    blocked: 'Blocked {count, plural, one {# unit} other {# units}}: {range}.',
    noBlocks: 'No dates are blocked in {month}.',
    wholeSpace: 'The whole space',
    unitsOf: '{units} of {capacity} units',
    unblock: 'Unblock',
    unblockLabel: 'Unblock {range}',
    unblocking: 'Unblocking...',
    unblocked: 'Unblocked: {range}.',
  },
  booked: {
    none: 'No bookings in {month}.',
    /** A booking by the hour: 'Sat, 5 Dec 2026, 9:00 AM – 12:00 PM'. */
    hours: '{date}, {from} – {to}',
  },
  /** /debug/listings, in development builds only. */
  debug: {
    title: 'Listings debug',
    description: 'Development builds only: your listings as the API returns them (GET /api/host/listings).',
    noTitle: '(no title)',
    none: 'No listings.',
    loading: 'Loading…',
  },
} as const;
