/**
 * The host's analytics (issue 22, issue 34): the period picker, the charts with their tables and
 * CSV, the figures, and a month's earnings lines of the host's dashboard and wallet. English word
 * for word as domain/src/messages/analytics.ts and money.ts and the page had it (staff's analytics
 * page still reads those). Plain data: ICU MessageFormat strings.
 */
export default {
  period: {
    label: 'Period',
    presets: {
      '3m': 'Last 3 months',
      '6m': 'Last 6 months',
      '12m': 'Last 12 months',
      ytd: 'This year',
      custom: 'Custom',
    },
    from: 'From',
    to: 'To',
    apply: 'Show',
  },
  chart: {
    showTable: 'Show the figures as a table',
    downloadCsv: 'Download CSV',
    downloadCsvOf: 'Download CSV: {title}',
  },
  empty: 'Nothing in this period yet.',
  /** Durations, short: '1 h 35 min', '1 d 9 h'. */
  duration: {
    minutes: '{minutes} min',
    hours: '{hours} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{days} d',
    daysHours: '{days} d {hours} h',
  },
  /** A month's net earnings, what they are made of (the host's dashboard and wallet too). */
  earnings: {
    earned: '{amount} earned',
    refunded: '−{amount} refunded to clients',
    earnedRefunded: '{earned} earned, −{refunded} refunded to clients',
    stays: '{count, plural, one {# paid booking} other {# paid bookings}} starting this month',
  },
  host: {
    title: 'Analytics',
    description: 'How your spaces are doing.',
    loadError: 'Your analytics could not be loaded',
    listSpace: 'List a space',
    noListings: 'You have no listings yet. Your figures appear here once you list a space.',
    periodEarnings: 'Earnings in the period',
    rating: 'Average rating',
    ratingValue: '{rating} ★',
    ratings: '{count, plural, one {# rating} other {# ratings}}',
    noRatings: 'No ratings yet',
    responseRate: 'Response rate',
    responses: '{accepted} accepted, {declined} declined, {expired} expired',
    responseTime: 'Median time to answer',
    noRequests: 'No requests to answer in this period.',
    earnings: 'Earnings by month',
    earningsHint:
      'What you earn from the stays that start in each month, less what refunds of them gave back, by where the money is now.',
    earningsSummary: '{total} from stays in this period; the best month was {month} with {best}.',
    earningsSummaryRefunds:
      '{total} from stays in this period after {refunded} of refunds; the best month was {month} with {best}.',
    month: 'Month',
    earned: 'Earned',
    refunded: 'Refunded',
    net: 'Net',
    paidOut: 'Paid out',
    available: 'Available',
    pending: 'Pending',
    occupancy: 'Occupancy by listing',
    occupancyHint: 'Unit-days booked ÷ unit-days offered (units × days live, less the days you blocked).',
    occupancySummary: '{rate} over the period: {booked} of {offered} unit-days booked.',
    /** Monthly tenancies' months paid for in the period (issue 32). */
    monthsRented: '{months, plural, one {# month} other {# months}} rented by monthly tenancies.',
    occupancyChartShows: 'The chart shows your first {count} listings; the table has them all.',
    listing: 'Listing',
    unitDaysBooked: 'Unit-days booked',
    unitDaysOffered: 'Unit-days offered',
    occupancyColumn: 'Occupancy',
    funnel: 'Views to bookings',
    funnelHint: 'Page views by other people (one per visitor a day), booking requests made, and those confirmed.',
    funnelSummary: '{views} views, {requests} requests, {confirmed} confirmed.',
    /** When the host has more listings than the views-to-bookings chart has room for. */
    funnelChartShows: 'The chart shows your {count} most viewed listings; the table has them all.',
    views: 'Views',
    requests: 'Requests',
    confirmed: 'Confirmed',
    viewsToConfirmed: 'Views to confirmed',
  },
} as const;
