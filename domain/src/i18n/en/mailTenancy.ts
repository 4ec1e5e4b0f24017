/**
 * What a monthly tenancy's sides (and staff) are told of its bills, its price and its saved card
 * (issue 32), in the recipient's language (issue 34): the in-app notification and its email.
 * English word for word as domain/src/messages/tenancies.ts says it (the server's
 * tenancy-words.test.ts compares them). Amounts and days come formatted.
 */
export default {
  /** The email: its greeting is emails.frame.greeting, then the news, then the link line. */
  subject: '{title}: {news}',
  link: '{label}: {url}',
  links: {
    payIt: 'Pay it',
    seeBills: 'See the bills',
    seeTenancy: 'See the tenancy',
    seeYourTenancy: 'See your tenancy',
  },
  bills: {
    overdueLabel: 'Overdue',
    reminderToday: 'Your monthly bill of {amount} is due today.',
    reminder: 'Your monthly bill of {amount} is due in {days, plural, one {# day} other {# days}}, on {day}.',
    autopayReminder: '{amount} will be charged to your saved card on {day}.',
    overdue: 'Your monthly bill of {amount} was due on {day}. Pay it now to keep your space.',
    hostOverdue: 'The monthly bill of {amount} due {day} is not paid yet.',
    paidClient: 'Thank you: your monthly bill of {amount} due {day} is paid.',
    paidHost: 'The monthly bill of {amount} due {day} is paid.',
    repriced: 'The monthly bill due {day} is now {amount}.',
    voided: 'The monthly bill of {amount} due {day} is void: nothing is owed for it.',
    voidedReason: 'The monthly bill of {amount} due {day} is void: nothing is owed for it. Reason: {reason}',
    graceEnded:
      'The bill of {amount} due {day} is still unpaid. You may now end the tenancy with {days, plural, one {# day’} other {# days’}} notice.',
  },
  price: {
    subject: 'New monthly price: {title}',
    changed:
      'The monthly price of “{title}” changes to {amount} a unit from the bill due {day}. If you would rather not pay it, you may give notice before then.',
  },
  autopay: {
    needsApproval: 'Your card needs your approval: pay this bill of {amount} due {day} here.',
    declined: 'Your saved card was declined for the bill of {amount} due {day}. Pay it here.',
  },
  /** Staff's alert when a host ends a tenancy for non-payment. */
  staff: {
    nonPaymentTitle: 'Tenancy ended for non-payment: {title}',
    nonPayment:
      'The host of “{title}” ended a monthly rental for non-payment: it ends on {day}. Check the unpaid bills.',
  },
} as const;
