/**
 * A monthly tenancy on its booking's page (issue 34; issue 32): its line under the status, its
 * bills, automatic payment by saved card, and ending it with notice. English word for word as
 * domain/src/messages/tenancies.ts had it (the server's own texts, emails and reminders, stay
 * there). Plain data: ICU MessageFormat strings.
 */
export default {
  /** A tenancy's line on the booking: its parts joined by ' · '. */
  line: {
    startsOn: 'Monthly from {day}',
    since: 'Monthly since {day}',
    nextBill: 'next bill {amount} due {day}',
    endsOn: 'ends {day}',
    ended: 'Monthly from {from} to {to}',
    /** An open tenancy's end in an email: domain/src/messages/tenancies.ts `line.noEnd`, word for word. */
    noEnd: 'No end date: ends with notice',
  },
  bills: {
    heading: 'Bills',
    loading: 'Loading the bills',
    error: 'The bills could not be loaded',
    /** A bill's pay button: 'Pay ₱2,500'. */
    pay: 'Pay {amount}',
    /** After a button's or link's name, for screen readers. */
    forPeriod: 'for {period}',
    statusLabels: { upcoming: 'Upcoming', open: 'Due', paid: 'Paid', overdue: 'Overdue', void: 'Void' },
    /** The period a bill covers, both days included. */
    period: '{from} – {to}',
    due: '{amount} due {day}',
    hostEarns: 'You earn {amount}',
  },
  /** Paying a tenancy's bills with a saved card (decision 0085). */
  autopay: {
    toggle: 'Pay automatically with your saved card ({card})',
    on: 'Each bill is charged to this card on its due date. Turn it off at any time.',
    off: 'You pay each bill yourself through its checkout.',
    noCard: 'To pay automatically, pay a bill by card and tick “Save this card for the next bills” at the checkout.',
    turnedOn: 'Automatic payment is on.',
    turnedOff: 'Automatic payment is off: pay each bill through its checkout.',
    turningOn: 'Turning on...',
    turningOff: 'Turning off...',
  },
  notice: {
    /** The client's button, and the host's (staff's too). */
    give: 'Give notice',
    hostGive: 'End with notice',
    /** The earliest last day, as the field's help and its refusal. */
    tooSoonNone: 'The end date cannot be before {earliest}.',
    tooSoon: 'With {days, plural, one {# day’ notice} other {# days’ notice}}, the earliest end date is {earliest}.',
    hostTooSoon:
      'A host gives at least {days, plural, one {# day’ notice} other {# days’ notice}}: the earliest end date is {earliest}.',
    minimum: 'This space is rented for a minimum period: the earliest end date is {earliest}.',
    nonPayment:
      'A bill is unpaid past its grace period, so {days, plural, one {# day’ notice} other {# days’ notice}} is enough.',
    given: 'Notice given: the tenancy ends on {day}.',
    lastBill: 'Last bill: {amount} for {from} – {to}',
    lastBillPart: 'Last bill: {amount} for {from} – {to} ({used} of {of, plural, one {# day} other {# days}})',
    reasonRequired: 'Give a reason: both sides will see it.',
    form: {
      title: 'Give notice',
      hostTitle: 'End this tenancy with notice',
      description: '{listing}: choose the last day, or leave it empty to end on the earliest.',
      endDate: 'Last day (optional)',
      prorated:
        'The last bill counts only the days up to the last day, and a month paid past it comes back for the days not used.',
      reason: 'Reason',
      reasonOptional: 'Reason (optional)',
      reasonHelp: 'The other side sees it.',
      pending: 'Giving notice...',
      keep: 'Not now',
    },
  },
  /** "Affected by <event>" on a booking's page (issue 33): a declared typhoon or force majeure event. */
  forceMajeure: {
    title: 'Affected by {event}',
    text: '{days, plural, one {One day of this booking falls} other {# days of this booking fall}} inside the event. Either side may cancel with a full refund of the affected days, whatever the cancellation policy.',
    action: 'Cancel with a full refund of affected days',
    confirmTitle: 'Cancel for force majeure?',
    refund: 'Refunded to the client',
    kept: 'Kept for the days outside the event',
    confirm: 'Cancel booking',
    pending: 'Cancelling...',
    done: 'Booking cancelled. The refund is on its way.',
    days: '{from} – {to}',
  },
} as const;
