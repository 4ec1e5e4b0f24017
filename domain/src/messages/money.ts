/**
 * Copy for the host's wallet and payouts (issue 20, design §6). Our wording: the spec fixes only
 * the payout statuses (processed, pending, failed) and the high-priority failed payout.
 */
export const moneyMessages = {
  methodTypes: { gcash: 'GCash', maya: 'Maya', bank: 'Bank account' },
  payoutStatuses: { processed: 'Processed', pending: 'Pending', failed: 'Failed' },
  field: {
    type: 'Choose GCash, Maya or a bank account.',
    mobile: 'Enter the 11-digit mobile number of the account, e.g. 0917 123 4567.',
    accountName: 'Enter the name on the account.',
    accountNameLong: 'The name on the account is at most 100 characters.',
    bank: 'Choose the bank.',
    accountNumber: 'Enter the account number: 10 to 16 digits.',
    amount: 'Enter an amount in pesos, with at most two decimals.',
  },
  methodNotFound: 'That payout method was not found.',
  methodLimit: 'You can keep at most 5 payout methods. Remove one first.',
  methodTooNew: (from: string) => `A new payout method receives payouts 24 hours after it was added: from ${from}.`,
  noDefault: 'Add a payout method first.',
  belowMinimum: (minimum: string) => `The minimum payout is ${minimum}.`,
  aboveAvailable: (available: string) => `You can take out at most your available balance, ${available}.`,
  owes: (debt: string) =>
    `You owe ${debt} from a refund after a payout. It is taken from your next earnings; payouts resume once it is paid.`,
  payoutNotFound: 'That payout was not found.',
  payoutSettled: 'This payout is no longer pending.',
  referenceRequired: 'Enter the transfer reference.',
  reasonRequired: 'Enter the reason.',
  adjustmentZero: 'Enter an amount other than zero.',
  hostNotFound: 'That host was not found.',
  emails: {
    methodAdded: {
      subject: 'A payout method was added to your Espasyo account',
      text: (label: string, from: string) =>
        `${label} was added as a payout method on your Espasyo account. It can receive payouts from ${from}.\n\nIf this was not you, change your password now and contact support: nothing will be paid to it before then.`,
    },
    payoutFailed: {
      subject: 'Your Espasyo payout failed',
      text: (amount: string, reason: string) =>
        `Your payout of ${amount} could not be sent: ${reason}\n\nThe money is back in your available balance. Check your payout method and request it again.`,
    },
    payoutProcessed: {
      subject: 'Your Espasyo payout was sent',
      text: (amount: string, to: string, reference: string) =>
        `Your payout of ${amount} was sent to ${to}. Reference: ${reference}.`,
    },
  },
  /** The host's in-app payout_update notification (requirements §3). */
  notifications: {
    payoutProcessed: (net: string, to: string) => `${net} was sent to ${to}.`,
    payoutFailed: (amount: string, reason: string) =>
      `Your payout of ${amount} could not be sent: ${reason} The money is back in your available balance.`,
  },
  sandboxFailure: 'The receiving account was not found (sandbox: account numbers ending in 0000 always fail).',
  /**
   * A month's earnings on the host's dashboard and wallet (money/earnings.ts): of the stays
   * starting in it, net, with the refunds of them on their own line whenever there are any.
   */
  earnings: {
    label: (month: string) => `Earnings, ${month}`,
    help: 'From the stays starting this month. A refund counts against the stay it gives money back for.',
    earned: (amount: string) => `${amount} earned`,
    refunded: (amount: string) => `−${amount} refunded to clients`,
    stays: (n: number) => `${n.toLocaleString('en-PH')} paid ${n === 1 ? 'booking' : 'bookings'} starting this month`,
  },
  /** The wallet page's words its end-to-end test reads (e2e/money.spec.ts); the page reads the catalogue's. */
  wallet: {
    title: 'Wallet',
    request: {
      amount: 'Amount in pesos',
      submit: 'Request payout',
      confirmTitle: 'Request this payout?',
    },
    payouts: {
      heading: 'Payouts',
      reference: (reference: string) => `Reference: ${reference}`,
    },
    methods: {
      heading: 'Payout methods',
      add: 'Add payout method',
    },
    addMethod: {
      title: 'Add payout method',
      accountName: 'Name on the account',
      mobile: 'Mobile number',
      makeDefault: 'Make this my default payout method',
      submit: 'Save payout method',
    },
  },
  /** Staff's payout queue, /payouts (web). */
  adminPayouts: {
    title: 'Payouts',
    description:
      'Money owed to hosts. Send each pending payout, then mark it processed with the transfer reference, or failed with the reason.',
    filters: {
      label: 'Filter payouts',
      status: 'Status',
      all: 'All statuses',
      search: 'Search',
      searchPlaceholder: 'Host name, email or payout id',
    },
    export: 'Export pending as CSV',
    exporting: 'Exporting...',
    exported: (name: string) => `Pending payouts exported to ${name}.`,
    heading: 'Payouts found',
    loading: 'Loading payouts',
    error: 'Payouts could not be loaded',
    pages: 'Pages of payouts',
    noun: 'payout',
    empty: {
      pending: {
        title: 'No payouts waiting',
        text: 'Payouts that hosts request, and the daily automatic ones, wait here until they are sent.',
      },
      none: { title: 'No payouts yet', text: 'Payouts show here once hosts take out their earnings.' },
      noMatch: { title: 'No payouts match', text: 'Check the spelling, or search by email address or payout id.' },
    },
    columns: {
      host: 'Host',
      amount: 'Amount',
      withholding: 'Withholding',
      net: 'Net',
      method: 'Method',
      requested: 'Requested',
      status: 'Status',
      actions: 'Actions',
    },
    requestedBy: { host: 'By the host', auto: 'Automatic' },
    reference: (reference: string) => `Reference: ${reference}`,
    net: (net: string) => `Net ${net}`,
    withholding: (withholding: string) => `Withholding ${withholding}`,
    markProcessed: 'Mark processed',
    markFailed: 'Mark failed',
    actionFor: (action: string, host: string) => `${action}: ${host}`,
    processed: {
      title: (host: string) => `Mark ${host}'s payout processed?`,
      text: (net: string, method: string, accountName: string) =>
        `Only once ${net} was sent to ${method} (${accountName}). The host gets an email with the reference.`,
      reference: 'Transfer reference',
      referenceHelp: 'The reference number of the bank or e-wallet transfer.',
      pending: 'Saving...',
      done: (host: string) => `${host}'s payout is marked processed.`,
    },
    failed: {
      title: (host: string) => `Mark ${host}'s payout failed?`,
      text: (amount: string) =>
        `${amount} goes back to the host's available balance, and they get an email with your reason.`,
      reason: 'Reason',
      reasonHelp: "The host reads this. Say what to fix, e.g. 'The account number does not exist.'",
      pending: 'Saving...',
      done: (host: string) => `${host}'s payout is marked failed. They have been told why.`,
    },
  },
  /** A host's balances and staff corrections of them, in the user drawer on /users (web). */
  adminBalance: {
    heading: 'Balance',
    loading: 'Loading balances',
    error: 'The balances could not be loaded',
    names: {
      available: 'Available',
      pending: 'Pending',
      payoutPending: 'Payout requested',
      paidOut: 'Paid out',
      debt: 'Owed to Espasyo',
      held: 'On hold (dispute)',
    },
    adjust: {
      heading: 'Adjust balance',
      description:
        "Correct the host's available balance. The host sees the reason in their wallet history, and the adjustment is in the audit log.",
      direction: 'Adjustment',
      directionRequired: 'Choose Give or Take back.',
      give: 'Give',
      take: 'Take back',
      amount: 'Amount in pesos',
      amountHelp: (available: string) => `For example 500 or 1,250.50. Available now: ${available}.`,
      reason: 'Reason',
      reasonHelp: "The host reads this, e.g. 'Cleaning fee refunded to the host'.",
      submit: 'Review adjustment',
      pending: 'Adjusting...',
      confirm: {
        title: (name: string) => `Adjust ${name}'s balance?`,
        give: (amount: string, name: string) => `${amount} is added to ${name}'s available balance.`,
        take: (amount: string, name: string) => `${amount} is taken back from ${name}'s available balance.`,
        takeWithDebt: (amount: string, name: string, debt: string) =>
          `${amount} is taken back from ${name}'s available balance; ${debt} more becomes a debt.`,
        after: (available: string, debt: string) => `Afterwards: ${available} available, ${debt} owed.`,
        debtNote: 'A debt is paid from their next earnings; they cannot request a payout until it is paid.',
        giveButton: (amount: string) => `Give ${amount}`,
        takeButton: (amount: string) => `Take back ${amount}`,
      },
      given: (amount: string, name: string) => `${amount} given to ${name}.`,
      takenBack: (amount: string, name: string) => `${amount} taken back from ${name}.`,
    },
  },
} as const;
