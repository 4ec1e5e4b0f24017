/**
 * Copy for monthly tenancies (issue 32): the listing page's offer, a tenancy's line on a booking,
 * notice and its refusals, bills and their reminders, the tenancy's and the bill's statuses and
 * actions. Our wording: the spec fixes none of it. Amounts and dates come formatted by the caller
 * (tenancies/words.ts: '₱2,500', 'Fri, 1 Jan 2027').
 */
import { days, noticeOf, tenancyOfferMessages } from './tenancy-offer';

export const tenancyMessages = {
  /** The listing page's offer: 'Monthly, no end date', its price a month and notice (tenancy-offer.ts). */
  ...tenancyOfferMessages,
  noMonthlyPrice: 'This space is not rented by the month',
  /** A tenancy's length where a booking shows its days or hours. */
  length: 'Month to month',
  /** A tenancy's line on the booking: its parts joined by ' · '. */
  line: {
    startsOn: (day: string) => `Monthly from ${day}`,
    since: (day: string) => `Monthly since ${day}`,
    nextBill: (amount: string, day: string) => `next bill ${amount} due ${day}`,
    endsOn: (day: string) => `ends ${day}`,
    ended: (from: string, to: string) => `Monthly from ${from} to ${to}`,
    /** A tenancy's end before a notice sets one. */
    noEnd: 'No end date: ends with notice',
  },
  statusLabels: {
    pending: 'Requested',
    awaiting_payment: 'Awaiting payment',
    confirmed: 'Confirmed',
    active: 'Active',
    notice_given: 'Notice given',
    ended: 'Ended',
    declined: 'Declined',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  actionLabels: {
    request: tenancyOfferMessages.request,
    book_instantly: tenancyOfferMessages.bookInstantly,
    accept: 'Accept',
    decline: 'Decline',
    expire_request: 'Expire the request',
    pay: 'Pay the first month',
    expire_payment: 'Expire the payment',
    start: 'Start',
    cancel: 'Cancel tenancy',
    give_notice: 'Give notice',
    end: 'End',
  },
  /** The host's words for the same action. */
  hostActionLabels: { give_notice: 'End with notice' },
  /** The past participle for notAllowed: 'cannot be accepted'. */
  actionDone: {
    request: 'requested',
    book_instantly: 'booked',
    accept: 'accepted',
    decline: 'declined',
    expire_request: 'expired',
    pay: 'paid',
    expire_payment: 'expired',
    start: 'started',
    cancel: 'cancelled',
    cancel_force_majeure: 'cancelled for force majeure',
    give_notice: 'given notice',
    end: 'ended',
  },
  notAllowed: (action: string, status: string) => `A tenancy that is ${status} cannot be ${action}.`,
  notice: {
    /** The client's notice period, or staff's. */
    tooSoon: (n: number, earliest: string) =>
      n === 0
        ? `The end date cannot be before ${earliest}.`
        : `With ${noticeOf(n)}, the earliest end date is ${earliest}.`,
    hostTooSoon: (n: number, earliest: string) =>
      `A host gives at least ${noticeOf(n)}: the earliest end date is ${earliest}.`,
    minimum: (earliest: string) => `This space is rented for a minimum period: the earliest end date is ${earliest}.`,
    alreadyEnds: (day: string) => `This tenancy already ends on ${day}. A new notice can only bring the end nearer.`,
    /** A host may end it with the short notice: a bill is unpaid past its grace period. */
    nonPayment: (n: number) => `A bill is unpaid past its grace period, so ${noticeOf(n)} is enough.`,
    given: (day: string) => `Notice given: the tenancy ends on ${day}.`,
    /** 'Last bill: ₱1,290.32 for Sun, 1 Aug 2027 – Mon, 16 Aug 2027 (16 of 31 days)' */
    lastBill: (amount: string, from: string, to: string, used: number, of: number) =>
      used === of
        ? `Last bill: ${amount} for ${from} – ${to}`
        : `Last bill: ${amount} for ${from} – ${to} (${used} of ${days(of)})`,
    /** A month paid past the end: its unused days come back. */
    refund: (amount: string, unused: number) => `${amount} back for ${days(unused)} not used`,
    reasonRequired: 'Give a reason: both sides will see it.',
    /** The booking page's notice form (the client's 'Give notice', the host's 'End with notice'). */
    form: {
      title: 'Give notice',
      hostTitle: 'End this tenancy with notice',
      description: (listing: string) => `${listing}: choose the last day, or leave it empty to end on the earliest.`,
      endDate: 'Last day (optional)',
      /** Under the earliest end date: what the last bill counts. */
      prorated:
        'The last bill counts only the days up to the last day, and a month paid past it comes back for the days not used.',
      reason: 'Reason',
      reasonOptional: 'Reason (optional)',
      reasonHelp: 'The other side sees it.',
      pending: 'Giving notice...',
      keep: 'Not now',
    },
  },
  /** A host's change of the monthly price (from a bill 30 days ahead at least). */
  price: {
    changed: (title: string, amount: string, day: string) =>
      `The monthly price of “${title}” changes to ${amount} a unit from the bill due ${day}. If you would rather not pay it, you may give notice before then.`,
    changedHost: (amount: string, day: string) => `New monthly price ${amount} from the bill due ${day}.`,
    endsFirst: 'This tenancy ends before a new price could apply.',
    notRunning: 'Only a running tenancy’s monthly price can change.',
    subject: (title: string) => `New monthly price: ${title}`,
    /** The host's form. */
    form: {
      open: 'Change monthly price',
      title: 'Change the monthly price',
      price: 'New price a month, per unit',
      help: 'In pesos, like 3,000. The renter is told at once and may give notice instead.',
      from: (day: string) =>
        `It applies from the bill due ${day}: a new price starts at least 30 days after you change it.`,
      pending: 'Saving...',
      keep: 'Not now',
      done: (amount: string, day: string) => `New monthly price ${amount} from the bill due ${day}.`,
    },
  },
  /** The host dashboard's tenancies (issue 32). */
  dashboard: {
    expected: (months: number) => `Expected from tenancies, next ${months} months`,
    window: (from: string, to: string) => `Bills due ${from} to ${to}, and the months not billed yet`,
    running: (n: number) => (n === 1 ? '1 tenancy running' : `${n} tenancies running`),
    overdue: (n: number, amount: string) =>
      n === 0 ? 'No bills overdue' : n === 1 ? `1 bill overdue (${amount})` : `${n} bills overdue (${amount})`,
  },
  /** Staff's alert when a host ends a tenancy for non-payment. */
  staff: {
    nonPaymentTitle: (title: string) => `Tenancy ended for non-payment: ${title}`,
    nonPayment: (title: string, day: string) =>
      `The host of “${title}” ended a monthly rental for non-payment: it ends on ${day}. Check the unpaid bills.`,
  },
  bills: {
    /** The booking page's list of a tenancy's bills. */
    heading: 'Bills',
    /** A bill's pay button: 'Pay ₱2,500'. */
    pay: (amount: string) => `Pay ${amount}`,
    /** The host's share of a bill. */
    hostEarns: (amount: string) => `You earn ${amount}`,
    statusLabels: { upcoming: 'Upcoming', open: 'Due', paid: 'Paid', overdue: 'Overdue', void: 'Void' },
    actionLabels: {
      schedule: 'Schedule',
      issue: 'Issue',
      open: 'Open',
      overdue: 'Mark overdue',
      pay: 'Pay',
      reprice: 'Reprice',
      void: 'Void bill',
    },
    actionDone: {
      schedule: 'scheduled',
      issue: 'issued',
      open: 'opened',
      overdue: 'marked overdue',
      pay: 'paid',
      reprice: 'repriced',
      void: 'voided',
    },
    notAllowed: (action: string, status: string) => `A bill that is ${status} cannot be ${action}.`,
    notFound: 'Bill not found',
    notPayable: 'This bill is not due for payment.',
    /** The period a bill covers, both days included. */
    period: (from: string, to: string) => `${from} – ${to}`,
    due: (amount: string, day: string) => `${amount} due ${day}`,
    /** The reminders, 3 days and 1 day before and on the day. */
    reminder: (amount: string, day: string, daysBefore: number) =>
      daysBefore === 0
        ? `Your monthly bill of ${amount} is due today.`
        : `Your monthly bill of ${amount} is due in ${days(daysBefore)}, on ${day}.`,
    /** The same reminder to a client who pays by saved card. */
    autopayReminder: (amount: string, day: string) => `${amount} will be charged to your saved card on ${day}.`,
    overdue: (amount: string, day: string) =>
      `Your monthly bill of ${amount} was due on ${day}. Pay it now to keep your space.`,
    hostOverdue: (amount: string, day: string) => `The monthly bill of ${amount} due ${day} is not paid yet.`,
    paidClient: (amount: string, day: string) => `Thank you: your monthly bill of ${amount} due ${day} is paid.`,
    paidHost: (amount: string, day: string) => `The monthly bill of ${amount} due ${day} is paid.`,
    repriced: (amount: string, day: string) => `The monthly bill due ${day} is now ${amount}.`,
    voided: (amount: string, day: string, reason: string | null) =>
      `The monthly bill of ${amount} due ${day} is void: nothing is owed for it.${reason ? ` Reason: ${reason}` : ''}`,
    /** To the host (and staff) once the grace period has passed. */
    graceEnded: (amount: string, day: string, n: number) =>
      `The bill of ${amount} due ${day} is still unpaid. You may now end the tenancy with ${noticeOf(n)}.`,
    voidReasonRequired: 'Give a reason for voiding this bill: it is kept in the audit log.',
    voidReasonTooLong: (max: number) => `Keep the reason under ${max} characters.`,
    /** Staff's list of bills (/bookings/bills). */
    staffList: {
      title: 'Bills',
      description:
        'Monthly bills of tenancies. Overdue ones first: chase them with the client, or void one with a reason.',
      status: 'Status',
      anyStatus: 'Any status',
      emptyTitle: (status: string | null) => (status ? `No ${status.toLowerCase()} bills` : 'No bills yet'),
      emptyText: 'Bills show here once a monthly tenancy is accepted.',
      open: 'Open the tenancy',
    },
    /** A bill above an e-wallet's largest payment: why they are not offered, and what is. */
    aboveLimit: (methods: string, max: string, fits: string) =>
      `${methods} take at most ${max} in one payment, so pay this bill by ${fits}.`,
  },
  /** Paying a tenancy's bills with a saved card (decision 0085). */
  autopay: {
    heading: 'Automatic payment',
    /** The switch: 'Pay automatically with your saved card (Visa •••• 4242)'. */
    toggle: (card: string) => `Pay automatically with your saved card (${card})`,
    card: (brand: string, last4: string) => `${brand} •••• ${last4}`,
    unavailable: 'Automatic payment by card is not available right now.',
    noSavedCard: 'No saved card: pay a bill by card and tick “Save this card for the next bills” first.',
    notRunning: 'Automatic payment is for a monthly rental that is running.',
    charging: 'Your saved card is being charged for this bill. Check again in a minute.',
    /** The client, when the due-day charge could not be made without them. */
    needsApproval: (amount: string, day: string) =>
      `Your card needs your approval: pay this bill of ${amount} due ${day} here.`,
    declined: (amount: string, day: string) =>
      `Your saved card was declined for the bill of ${amount} due ${day}. Pay it here.`,
    cardNotFound: 'This card is not among your saved cards',
  },
} as const;
