/**
 * Copy for the daily reconciliation report (issue 20, decision 0040): the Reconciliation section
 * of admin /payments, its report's detail, staff's run for a day and the alert emailed to admins.
 * Our wording: the spec fixes none of it.
 */
export const reconciliationMessages = {
  section: {
    title: 'Reconciliation',
    description:
      'Each night at 02:30 the ledger’s payments and refunds of the day before are compared with each payment gateway’s own list.',
    loading: 'Loading reconciliation reports',
    error: 'Reconciliation reports could not be loaded',
    retry: 'Try again',
    pages: 'Pages of reconciliation reports',
    noun: 'report',
    none: {
      title: 'No reports yet',
      text: 'The first report comes after 02:30, or run one for a day with the form above.',
    },
  },
  columns: {
    day: 'Day',
    gateway: 'Gateway',
    matched: 'Matched',
    discrepancies: 'Discrepancies',
    status: 'Status',
  },
  status: { ok: 'Matched', mismatch: 'Mismatch', failed: 'Failed' },
  open: (day: string, gateway: string) => `Open the report of ${day}, ${gateway}`,
  run: {
    label: 'Run for a day',
    help: 'A day in the platform’s time zone; a report of that day is replaced.',
    submit: 'Run reconciliation',
    pending: 'Running...',
    done: (n: number) => `Reconciliation ran: ${n} report${n === 1 ? '' : 's'}.`,
    dayRequired: 'Enter the day as YYYY-MM-DD.',
    future: 'Choose a day that has ended.',
  },
  detail: {
    title: (day: string, gateway: string) => `Reconciliation of ${day}, ${gateway}`,
    back: 'Back to the reports',
    loading: 'Loading the report',
    error: 'The report could not be loaded',
    notFound: 'That reconciliation report was not found.',
    ledger: 'Our ledger',
    gatewaySide: 'The gateway',
    payments: (n: number, total: string) => `${n} payment${n === 1 ? '' : 's'}, ${total}`,
    refunds: (n: number, total: string) => `${n} refund${n === 1 ? '' : 's'}, ${total}`,
    ranAt: (when: string, runs: number) => `Run ${when}${runs > 1 ? ` (${runs} runs)` : ''}`,
    failed: (error: string) => `The gateway could not be asked: ${error}`,
    noDiscrepancies: 'Every payment and refund of the day matched.',
    discrepancies: 'Discrepancies',
    reference: 'Reference',
    gatewayId: 'Gateway id',
    ledgerAmount: 'Ledger',
    gatewayAmount: 'Gateway',
    ledgerFee: 'Ledger fee',
    gatewayFee: 'Gateway fee',
    booking: 'Booking',
    none: '—',
  },
  kinds: {
    missing_at_gateway: 'Missing at the gateway',
    missing_in_ledger: 'Missing in our ledger',
    amount_mismatch: 'Amount differs',
    fee_mismatch: 'Fee differs (for information)',
  },
  items: { payment: 'Payment', refund: 'Refund' },
  alert: {
    subject: (platform: string, day: string, gateway: string) =>
      `${platform}: reconciliation of ${day} with ${gateway} does not match`,
    failedSubject: (platform: string, day: string, gateway: string) =>
      `${platform}: reconciliation of ${day} with ${gateway} could not run`,
    text: (o: {
      firstName: string;
      day: string;
      gateway: string;
      lines: string[];
      url: string;
      error: string | null;
    }) =>
      [
        `Hi ${o.firstName},`,
        '',
        o.error
          ? `The daily reconciliation of ${o.day} could not ask ${o.gateway}: ${o.error}`
          : `The daily reconciliation of ${o.day} found what does not match between our ledger and ${o.gateway}:`,
        '',
        ...o.lines.map((l) => `- ${l}`),
        ...(o.lines.length ? [''] : []),
        `See the report: ${o.url}`,
      ].join('\n'),
    line: (kind: string, item: string, ref: string, ledger: string, gateway: string) =>
      `${kind}: ${item} ${ref} (ledger ${ledger}, gateway ${gateway})`,
    more: (n: number) => `and ${n} more`,
  },
};
