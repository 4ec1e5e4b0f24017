/**
 * The client dashboard (/client-dashboard; design §10, issue 30, decision 0069) and the host
 * dashboard (/host-dashboard): English word for word as domain/src/messages/client-dashboard.ts
 * and the components had it. The spec fixes what they show, not the words.
 */
export default {
  client: {
    title: 'My Dashboard',
    line: 'Find a safe place for your things or your car, and keep track of your bookings here.',
    roleLabel: 'Renter',
    /** The client's own next step beside the account's (done once they made a booking, or marked it in the tutorial). */
    findStep: { label: 'Find a space', detail: 'Search storage, parking and warehouses near you.' },
  },
  host: {
    title: 'Host Dashboard',
    line: 'Turn your unused garage, room or lot into monthly income. Here is what to do next.',
    roleLabel: 'Host',
    stepsGuide: 'Open the set-up guide',
    loading: 'Loading your bookings and earnings',
  },
  /** 'Good morning, Ana', by the platform's clock. */
  greeting: {
    morning: 'Good morning, {name}',
    afternoon: 'Good afternoon, {name}',
    evening: 'Good evening, {name}',
  },
  /** The steps every account has. */
  accountSteps: {
    photo: { label: 'Add a profile photo', detail: 'A friendly, clear photo of your face builds trust.' },
    verify: { label: 'Verify your account', detail: 'Confirm your email and phone, and have your ID checked.' },
  },
  nextSteps: {
    heading: 'Next steps',
    allDone: 'All done',
    progress: '{done} of {total} done',
    error: 'Your next steps could not be loaded',
    done: '(done)',
    toDo: '(to do)',
  },
  guide: {
    allDone: 'All steps done.',
    progress: '{done} of {total} steps done.',
    error: 'Your progress could not be loaded',
    start: 'Start the guide',
    open: 'Open the guide',
    continue: 'Continue the guide',
  },
  profile: {
    heading: 'Your profile',
    email: 'Email',
    phone: 'Mobile number',
    memberSinceLabel: 'Member since',
    memberSince: 'Member since {date}',
    edit: 'Edit profile',
  },
  verification: {
    heading: 'Verification',
    optional: '(optional)',
    email: 'Email',
    emailDetail: 'Open the link we sent to {email}.',
    phone: 'Mobile number',
    phoneDetail: 'Confirm {phone} with a 6-digit code.',
    verifyPhone: 'Verify phone',
    id: 'Government ID',
    checking: 'Checking…',
    idDetail: {
      done: 'Your government ID has been checked.',
      pending: 'Our team is checking your ID. We will email you.',
      rejectedBecause: 'Not approved: {reason}',
      rejected: 'Not approved. Please send new photos.',
      missing: 'Upload a government ID and a selfie.',
    },
    sendNewPhotos: 'Send new photos',
    uploadId: 'Upload ID',
    backgroundCheck: 'Background check',
  },
  bookings: {
    heading: 'Your bookings',
    loading: 'Loading your bookings',
    error: 'Your bookings could not be loaded',
    /** The bookings still to come, in the order the client looks for them. */
    groups: {
      booked: 'Current and upcoming',
      unpaid: 'Waiting for your payment',
      requested: 'Waiting for the host',
    },
    /** Under a group with more than it shows. */
    more: 'More in My Bookings',
    seeAll: 'See all bookings',
    /** The client has never booked. */
    none: {
      title: 'No bookings yet',
      text: 'When you book a space, your upcoming bookings show up here, with what to do next.',
      action: 'Find a space',
    },
    /** The client has booked before, but nothing is coming up. */
    nothingAhead: {
      title: 'Nothing coming up',
      text: 'Your past and cancelled bookings are in My Bookings.',
      action: 'Find a space',
    },
  },
  saved: {
    heading: 'Saved spaces',
    loading: 'Loading your saved spaces',
    error: 'Your saved spaces could not be loaded',
    seeAll: 'See all {count, number} saved',
    empty: 'Tap Save on a space you like, and it shows up here to compare and book later.',
    browse: 'Browse spaces',
  },
  messages: {
    heading: 'Messages',
    loading: 'Loading your messages',
    error: 'Your messages could not be loaded',
    unread: '{count, plural, =0 {No unread messages} one {# unread conversation} other {# unread conversations}}',
    empty: 'No messages yet. Ask a host about their space from its page, and your conversation shows up here.',
    open: 'Open messages',
  },
  payments: {
    heading: 'Payments to know about',
    error: 'Your payments could not be loaded',
    /** 'Refund of ₱1,008' */
    what: '{kind, select, refund {Refund of {amount}} other {Payment of {amount}}}',
    seeAll: 'See your payments',
  },
} as const;
