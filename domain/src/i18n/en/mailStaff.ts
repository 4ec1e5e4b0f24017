/**
 * What the platform sends its staff (issue 34), in each admin's language: the system alerts
 * (a failed scheduled job, payment webhook, outbox delivery or payout, a reconciliation that does
 * not match), the reconciliation's email and the platform summary report. English word for word
 * as domain/src/messages/announcements.ts (systemAlertMessages), outbox.ts, reconciliation.ts and
 * reports.ts said it (the server's sent-words.test.ts compares them). A job's name, an error, a
 * gateway's name and a delivery's summary come as they are.
 */
export default {
  alerts: {
    job: {
      title: 'Scheduled job failed: {job}',
      message: 'The last run failed: {error} Run it again from Admin tools once the cause is fixed.',
    },
    webhook: {
      title: 'Payment webhook failed: {gateway}',
      message:
        'Event {event} could not be processed: {error} It is retried; reconciliation repairs what stays unprocessed.',
    },
    outbox: {
      title: 'Delivery given up: {what}',
      message: '{summary}: {error} It will not be tried again unless staff retry it from Admin tools.',
      /** What a task of each kind does (its kind with '.' as '_'), as the start of a sentence. */
      what: {
        email: 'Sending the email',
        sms: 'Sending the text message',
        file_delete: 'Deleting the files',
        realtime: 'The realtime push',
        payment_refund: 'Sending the refund to the payment gateway',
        payment_close_checkout: 'Closing the checkout at the payment gateway',
        payment_webhook: "Processing the payment gateway's event",
        payout_send: 'Sending the payout',
        notification_fanout: 'The live push of a notification sent to a group',
        announcement_email: 'Emailing an announcement to those who chose news and offers',
        maintenance_email: 'Emailing users that maintenance has begun',
        other: 'The delivery',
      },
    },
    payout: {
      title: 'A payout failed',
      message: 'The payout of {amount} to {host} failed: {reason} The money is available to the host again.',
    },
    reconciliation: {
      message:
        '{count} {count, plural, one {difference} other {differences}} between the ledger and {gateway}. The report on Payments lists each.',
      failed: 'The reconciliation could not run: {error}',
    },
    /** A message when alerts of the same source were held back the hour before. */
    heldBack: '{message} ({count} more of the same kind in the past hour.)',
  },
  /** The reconciliation's email to every admin (and its alert's title). */
  reconciliation: {
    subject: '{platform}: reconciliation of {day} with {gateway} does not match',
    failedSubject: '{platform}: reconciliation of {day} with {gateway} could not run',
    found: 'The daily reconciliation of {day} found what does not match between our ledger and {gateway}:',
    failed: 'The daily reconciliation of {day} could not ask {gateway}: {error}',
    line: '{kind}: {item} {ref} (ledger {ledger}, gateway {gateway})',
    more: 'and {count} more',
    seeReport: 'See the report: {url}',
    kinds: {
      missing_at_gateway: 'Missing at the gateway',
      missing_in_ledger: 'Missing in our ledger',
      amount_mismatch: 'Amount differs',
      fee_mismatch: 'Fee differs (for information)',
    },
    items: { payment: 'payment', refund: 'refund' },
  },
  /** The platform summary report (notifications.reportInterval). */
  report: {
    subject: '{platform} {interval, select, daily {daily} weekly {weekly} other {monthly}} report: {period}',
    intro: 'The {interval, select, daily {daily} weekly {weekly} other {monthly}} summary of {platform} for {period}:',
    bookingsRequested: 'Bookings requested: {count}',
    bookingsConfirmed: 'Bookings confirmed: {count}',
    payments: 'Payments: {count} {count, plural, one {payment} other {payments}}, {amount}',
    refunds: 'Refunds: {amount}',
    revenue: 'Platform revenue: {amount}',
    newUsers:
      'New users: {clients} {clients, plural, one {client} other {clients}}, {hosts} {hosts, plural, one {host} other {hosts}}',
    disputes: 'Disputes: {opened} opened, {resolved} resolved',
    dashboard: 'The dashboard: {url}',
    why: 'Administrators get this report {interval, select, daily {every day} weekly {every Monday} other {on the 1st of each month}} (Settings, Notifications: Report interval).',
  },
} as const;
