/**
 * Disputes as their sides see them (issue 22, design §8): the booking page's panel and the form
 * that opens one, a dispute's page with its thread, and each side's resolution centre
 * (/client/disputes, /host/disputes). English word for word as domain/src/messages/disputes.ts had
 * it; the spec fixes none of it. The server's refusals and the schema's messages are in apiMoney.
 */
export default {
  reasons: {
    damage: 'Damage',
    access_refused: 'Access refused',
    not_as_described: 'Not as described',
    payment: 'Payment',
    other: 'Something else',
  },
  statuses: { open: 'Open', resolved: 'Resolved' },
  sides: { client: 'Client', host: 'Host', staff: 'Espasyo staff' },
  open: {
    clientButton: 'Report a problem',
    hostButton: 'Open a dispute',
    heading: 'Report a problem with this booking',
    intro:
      'Tell us what went wrong. The other side reads this and can answer; Espasyo staff decide, and can refund the client. While the dispute is open, the host is not paid for this booking.',
    reason: 'What is the problem?',
    reasonPlaceholder: 'Choose one',
    description: 'What happened',
    descriptionHelp: 'Dates, times, what you saw, what you were told. Do not share bank or card details.',
    photos: 'Photos (optional)',
    photosHelp: 'Up to {max} photos: JPEG, PNG or WebP.',
    photosChosen: '{count, plural, one {# photo chosen} other {# photos chosen}}',
    removePhoto: 'Remove {name}',
    submit: 'Open dispute',
    pending: 'Opening...',
    cancel: 'Cancel',
    uploading: 'Adding photos: {done} of {total}',
    photosFailed: 'The dispute is open, but some photos could not be added. Add them on the dispute page.',
    opened: 'Your dispute is open. We have told the other side and Espasyo staff.',
  },
  view: {
    title: 'Dispute',
    /** The page's title and heading: 'Dispute: Garage in Makati'. */
    titleOf: 'Dispute: {listing}',
    pageTitle: 'Dispute · {listing}',
    loading: 'Loading the dispute',
    error: 'The dispute could not be loaded',
    openedBy: 'Opened by {name} ({side}) on {when}',
    reason: 'Reason',
    description: 'What happened',
    photos: 'Photos',
    noPhotos: 'No photos.',
    addPhoto: 'Add a photo',
    photoAdded: 'Photo added.',
    photoAlt: 'Photo {n}',
    thread: 'Conversation',
    threadEmpty: 'No messages yet. Write to the other side and Espasyo staff here.',
    composer: 'Message',
    composerHelp: 'Both sides and Espasyo staff read this thread.',
    messageRequired: 'Write a message.',
    send: 'Send',
    sending: 'Sending...',
    held: '{amount} of your earnings for this booking is on hold until the dispute is resolved.',
    holdNote: 'Your earnings for this booking are on hold until the dispute is resolved.',
    decision: 'Decision',
    resolvedOn: 'Resolved on {when} by {name}',
    refund: 'Refund to the client: {amount}',
    noRefund: 'No refund.',
    closedNote: 'This dispute is resolved. For anything else, contact support.',
    backToBooking: 'Back to the booking',
    bookingDisputes: 'Disputes',
    viewDispute: 'View dispute',
  },
  /** Each side's resolution centre, /client/disputes and /host/disputes. */
  centre: {
    title: 'Disputes',
    intro: 'Problems raised on your bookings, by you or the other side, and what Espasyo staff decided.',
    heading: 'Your disputes',
    loading: 'Loading your disputes',
    error: 'Your disputes could not be loaded',
    pages: 'Pages of disputes',
    count: '{count, plural, one {# dispute} other {# disputes}}',
    empty: {
      title: 'No disputes',
      client:
        'If something goes wrong with a booking, open it and choose “Report a problem”. The host can answer, and Espasyo staff decide.',
      host: 'If something goes wrong with a booking, open it and choose “Open a dispute”. The client can answer, and Espasyo staff decide.',
      action: 'See my bookings',
    },
    openedBy: '{who, select, you {Opened by you} client {Opened by the client} other {Opened by the host}} on {when}',
    withSide: { client: 'Host: {name}', host: 'Client: {name}' },
    /** 'Resolved on Tue, 1 Dec 2026: ₱500 refunded to you'. */
    resolved: 'Resolved on {when}: {outcome}',
    refundToYou: '{amount} refunded to you',
    refundToClient: '{amount} refunded to the client',
    noRefund: 'No refund',
    viewBooking: 'View booking',
    /** The booking page's link to the centre. */
    all: 'All your disputes',
  },
} as const;
