/**
 * Copy for announcements, staff's notices and the staff's system alerts (issue 21, decision
 * 0045). Our wording: the spec fixes none of it.
 */
export const announcementMessages = {
  audiences: { everyone: 'Everyone', clients: 'Clients', hosts: 'Hosts' },
  audienceHelp: {
    everyone: 'Every signed-in user: clients, hosts and staff.',
    clients: 'Signed-in clients only.',
    hosts: 'Signed-in hosts only.',
  },
  states: { draft: 'Draft', live: 'Live', ended: 'Ended' },
  field: {
    title: 'Enter a title.',
    titleLong: (max: number) => `The title is at most ${max} characters.`,
    body: 'Enter the announcement.',
    bodyLong: (max: number) => `The announcement is at most ${max.toLocaleString('en-US')} characters.`,
    audience: 'Choose who sees it.',
    endsOn: 'Enter the end date as a date.',
    endsOnPast: 'The end date has passed. Choose today or a later day.',
  },
  notFound: 'That announcement was not found.',
  notLive: 'That announcement is no longer shown.',
  admin: {
    title: 'Announcements',
    description:
      'Banners shown at the top of the signed-in pages to everyone, to clients or to hosts, until each person dismisses them or the end date passes.',
    create: 'New announcement',
    heading: 'Announcements',
    loading: 'Loading announcements',
    error: 'Announcements could not be loaded',
    pages: 'Pages of announcements',
    noun: 'announcement',
    empty: {
      title: 'No announcements yet',
      text: 'Write one to tell clients, hosts or everyone about maintenance, new features or holidays.',
    },
    columns: {
      title: 'Announcement',
      audience: 'Audience',
      state: 'Status',
      ends: 'Ends',
      dismissed: 'Dismissed',
      actions: 'Actions',
    },
    noEnd: 'No end date',
    endsOn: (day: string) => `Shown until the end of ${day}`,
    dismissedBy: (n: number) => `${n.toLocaleString('en-US')} dismissed`,
    by: (name: string, when: string) => `By ${name}, ${when}`,
    publishedAt: (when: string) => `Published ${when}`,
    edit: 'Edit',
    publish: 'Publish',
    unpublish: 'Unpublish',
    drawer: { create: 'New announcement', edit: 'Edit announcement' },
    form: {
      title: 'Title',
      body: 'Announcement',
      bodyHelp: 'Plain text. Line breaks are kept; links are not made clickable.',
      audience: 'Who sees it',
      endsOn: 'End date (optional)',
      endsOnHelp: 'The banner is shown until the end of this day. Leave it empty to show it until you unpublish it.',
      preview: 'Preview',
      previewEmpty: 'The banner appears here as you type.',
      saveDraft: 'Save draft',
      saveAndPublish: 'Save and publish',
      save: 'Save changes',
      saving: 'Saving...',
      cancel: 'Cancel',
      liveNote: 'This announcement is live: saving changes it for everyone who has not dismissed it.',
      emailSubscribers: 'Also email it as news',
      emailSubscribersHelp:
        'When it is first published, the clients and hosts it is for who chose to receive news and offers get it by email.',
      marketingOff: 'Marketing emails are turned off in Settings (Notifications): nobody will be emailed.',
      emailedAt: (when: string) => `Emailed as news ${when}.`,
    },
    confirmPublish: {
      title: 'Publish this announcement?',
      text: (audience: string) =>
        `It shows at once as a banner to ${audience.toLowerCase()} on their signed-in pages, until they dismiss it.`,
      confirm: 'Publish',
      pending: 'Publishing...',
    },
    confirmUnpublish: {
      title: 'Unpublish this announcement?',
      text: 'The banner disappears from every page at once. You can publish it again later.',
      confirm: 'Unpublish',
      pending: 'Unpublishing...',
    },
    created: 'Announcement saved as a draft.',
    createdLive: 'Announcement published.',
    saved: 'Announcement saved.',
    published: 'Announcement published.',
    unpublished: 'Announcement unpublished.',
  },
  banner: {
    label: 'Announcement',
    dismiss: 'Dismiss announcement',
    dismissFailed: 'The announcement could not be dismissed. Please try again.',
  },
};

export const staffNoticeMessages = {
  audiences: { user: 'One user', clients: 'All clients', hosts: 'All hosts', staff: 'All staff' },
  kinds: { notice: 'Sent by staff', alert: 'System alerts' },
  field: {
    audience: 'Choose who receives it.',
    email: 'Enter the email address of the user.',
    emailFormat: 'Please enter a valid email address',
    title: 'Enter a title.',
    titleLong: (max: number) => `The title is at most ${max} characters.`,
    message: 'Enter the message.',
    messageLong: (max: number) => `The message is at most ${max.toLocaleString('en-US')} characters.`,
    link: 'Enter a path on this site that starts with /, such as /client/bookings.',
    linkLong: (max: number) => `The link is at most ${max} characters.`,
  },
  noRecipient: 'No account with this email address.',
  noRecipients: 'Nobody is in this group yet.',
  admin: {
    title: 'Notifications',
    description:
      'Send a notification to one user or to a group; it appears in their notifications at once. Below: what was sent, and the system alerts staff received.',
    send: 'Send notification',
    sending: 'Sending...',
    form: {
      heading: 'New notification',
      audience: 'Send to',
      email: 'Email address',
      emailHelp: 'The account the notification is for.',
      title: 'Title',
      message: 'Message',
      link: 'Link (optional)',
      linkHelp: 'A page on this site, such as /client/bookings. Opening the notification goes there.',
      preview: 'Preview',
      previewHint: 'How it shows in their notifications.',
      previewTitle: 'Title of the notification',
      previewMessage: 'The message shows here as you type.',
      justNow: 'Just now',
    },
    confirm: {
      title: 'Send this notification?',
      toUser: (email: string) => `It goes to ${email} at once and cannot be taken back.`,
      toGroup: (group: string) => `It goes to ${group.toLowerCase()} at once and cannot be taken back.`,
      confirm: 'Send',
    },
    sent: (n: number) => `Notification sent to ${n.toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'}.`,
    list: {
      heading: 'Sent',
      loading: 'Loading what was sent',
      error: 'What was sent could not be loaded',
      pages: 'Pages of sent notifications',
      noun: 'notification',
      tabsLabel: 'What was sent',
      empty: {
        notice: { title: 'Nothing sent yet', text: 'Notifications you and other staff send show here.' },
        alert: {
          title: 'No system alerts',
          text: 'Admins are alerted here and in their notifications when a webhook, a scheduled job, a delivery or a payout fails.',
        },
      },
      recipients: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'recipient' : 'recipients'}`,
      system: 'System',
      by: (name: string) => `Sent by ${name}`,
      to: (who: string) => `To ${who}`,
      suppressed: (n: number) => `${n} similar ${n === 1 ? 'alert' : 'alerts'} held back the hour before`,
    },
    alertsOn: 'System alerts are on: every admin is notified when something fails, at most once an hour per source.',
    alertsOff:
      'System alerts are off in the platform settings (Notifications → System alerts): admins are not told when something fails.',
    alertsSettings: 'Open settings',
  },
};

/** The staff's system alerts (decision 0045): what failed, in a line for the notification. */
export const systemAlertMessages = {
  job: {
    title: (job: string) => `Scheduled job failed: ${job}`,
    message: (error: string) => `The last run failed: ${error} Run it again from Admin tools once the cause is fixed.`,
  },
  webhook: {
    title: (gateway: string) => `Payment webhook failed: ${gateway}`,
    message: (event: string, error: string) =>
      `Event ${event} could not be processed: ${error} It is retried; reconciliation repairs what stays unprocessed.`,
  },
  outbox: {
    title: (what: string) => `Delivery given up: ${what}`,
    message: (summary: string, error: string) =>
      `${summary}: ${error} It will not be tried again unless staff retry it from Admin tools.`,
  },
  payout: {
    title: 'A payout failed',
    message: (amount: string, host: string, reason: string) =>
      `The payout of ${amount} to ${host} failed: ${reason} The money is available to the host again.`,
  },
  reconciliation: {
    message: (n: number, gateway: string) =>
      `${n} ${n === 1 ? 'difference' : 'differences'} between the ledger and ${gateway}. The report on Payments lists each.`,
    failed: (error: string) => `The reconciliation could not run: ${error}`,
  },
  /** Added to a message when alerts of the same source were held back the hour before. */
  suppressed: (n: number) => ` (${n} more of the same kind in the past hour.)`,
};
