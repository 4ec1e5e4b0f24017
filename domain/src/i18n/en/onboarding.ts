/**
 * The guides (decision 0067): the host's set-up guide (/onboarding) and the tutorials (/tutorial,
 * for hosts and for clients), with the words around them. English word for word as
 * web/src/features/onboarding had it. Each guide's steps are keyed by the step's id (stored in the
 * user's progress; never renamed), each step's points in order. Plain data: ICU MessageFormat strings.
 */
export default {
  steps: 'Steps',
  stepOf: 'Step {step} of {total}',
  done: 'Done',
  doneSr: '(done)',
  notDoneSr: '(not done yet)',
  shown: 'Your account shows this is done.',
  markUndone: 'Mark as not done',
  markDone: 'Mark as done',
  markDoneContinue: 'Mark as done and continue',
  back: 'Back',
  next: 'Next',
  progress: '{done} of {total} steps done',
  allDone: 'All steps done',
  yourProgress: 'Your progress',
  loadError: 'Your progress could not be loaded',
  /** A toast: the server's reason after it. */
  saveFailed: 'Your progress was not saved. {reason}',
  /** Beside /onboarding's steps: 'Already set up? <link>.' */
  setUpAside: { before: 'Already set up?', link: 'See how hosting works day to day' },
  /** Beside a host's /tutorial: 'Just starting? <link>.' */
  tutorialAside: { before: 'Just starting?', link: 'Follow the host set-up guide' },
  guides: {
    hostOnboarding: {
      title: 'Get set up as a host',
      description:
        'Five steps from a new account to your first payout. Your progress is saved, so you can stop and come back any time.',
      steps: {
        'complete-profile': {
          title: 'Complete your profile',
          summary:
            'Renters decide who to trust with their things. A real name and a clear photo of your face get more bookings.',
          points: {
            p1: 'Add a profile photo',
            p2: 'Check that your name matches your government ID',
            p3: 'Make sure your mobile number is one you answer',
          },
          brief: 'A clear photo of your face builds trust.',
          link: 'Open your profile',
        },
        'verify-identity': {
          title: 'Verify your identity',
          summary: 'Verified hosts get the badge renters look for. Publishing a listing may need it.',
          points: {
            p1: 'Confirm your email with the link we sent',
            p2: 'Confirm your mobile number with a 6-digit code',
            p3: 'Upload a government ID and a selfie for our team to check',
          },
          brief: 'Confirm your email and phone, and have your ID checked.',
          link: 'Go to verification',
        },
        'create-listing': {
          title: 'Create your first listing',
          summary: 'Describe your garage, storage room, parking slot or warehouse space so renters can picture it.',
          points: {
            p1: 'Pick the type: storage, parking or warehouse',
            p2: 'Add the address, size and features like CCTV or 24/7 access',
            p3: 'Upload up to 12 photos in good light',
          },
          brief: 'Photos, size, features and your price.',
          link: 'Create a listing',
        },
        'availability-pricing': {
          title: 'Set availability and pricing',
          summary: 'Choose your rates and the dates your space is free. You can change both whenever you like.',
          points: {
            p1: 'Set a daily and a monthly rate (and an hourly rate for parking)',
            p2: 'Choose instant booking or requests you approve',
            p3: 'Block the dates your space is not available',
          },
          brief: 'Your rates, and the dates your space is free.',
          link: 'Go to your listings',
        },
        'get-paid': {
          title: 'Get paid',
          summary: 'Renters pay through Espasyo, and your earnings go to your wallet after the platform fee.',
          points: {
            p1: 'Add a payout method: GCash, Maya or a bank account',
            p2: 'Earnings become available a few days after a booking starts',
            p3: 'Request a payout, or let automatic payouts send it',
          },
          brief: 'Add GCash, Maya or a bank account for your payouts.',
          link: 'Open your wallet',
        },
      },
      finish: {
        title: 'You are ready to host',
        body: 'Keep an eye on your dashboard for booking requests. Answer them quickly: renters book hosts who reply.',
        link: 'Go to your dashboard',
      },
    },
    hostTutorial: {
      title: 'How hosting works',
      description: 'What happens after your listing goes live, from the first request to your first review.',
      steps: {
        'answer-requests': {
          title: 'Answer booking requests',
          summary:
            'When a renter asks for dates, you accept or decline. Requests you do not answer within 24 hours expire.',
          points: {
            p1: 'See who is asking, for which dates and how much you earn',
            p2: 'Accept, or decline with a short reason',
            p3: 'Instant-book listings skip this step',
          },
          link: 'See your bookings',
        },
        'talk-to-renters': {
          title: 'Talk to renters',
          summary:
            'Answer questions in Espasyo messages. Phone numbers and emails stay hidden until a booking is confirmed.',
          points: { p1: 'Reply quickly: it shows on your listing', p2: 'Keep every agreement in writing in the chat' },
          link: 'Open messages',
        },
        'welcome-renter': {
          title: 'Welcome your renter',
          summary: 'Once the renter pays, the booking is confirmed and your access instructions are shared with them.',
          points: { p1: 'Write clear access instructions on your listing', p2: 'Be there or reachable on move-in day' },
          link: 'See upcoming bookings',
        },
        'track-earnings': {
          title: 'Track your earnings',
          summary:
            'Every payment, fee and payout is in your wallet, so you always know what is pending and what you can withdraw.',
          points: {
            p1: 'Earnings are pending until a few days after the booking starts',
            p2: 'Withdraw to GCash, Maya or your bank',
          },
          link: 'Open your wallet',
        },
        'build-reputation': {
          title: 'Build your reputation',
          summary: 'After each booking, you and the renter review each other. Good reviews bring more bookings.',
          points: { p1: 'Review your renter within 14 days', p2: 'Reply once to a review of your space' },
          link: 'See your reviews',
        },
      },
      finish: {
        title: 'You know the ropes',
        body: 'Questions later? This guide stays here, and support is one message away.',
        link: 'Go to your dashboard',
      },
    },
    clientTutorial: {
      title: 'How renting works',
      description:
        'Five steps from searching to moving your things in. Your progress is saved, so you can come back any time.',
      steps: {
        search: {
          title: 'Search for a space',
          summary:
            'Look for storage, parking or warehouse space near you, for example "Makati parking" or "Quezon City warehouse".',
          points: {
            p1: 'Type a city, district or barangay, or use your location',
            p2: 'Filter by price, size, features and dates',
          },
          link: 'Find a space',
        },
        compare: {
          title: 'Compare your options',
          summary: 'Check photos, size, features and reviews, and see where each space is on the map.',
          points: {
            p1: 'Save the ones you like to your favourites',
            p2: 'Look for verified hosts and good reviews',
            p3: 'Message a host if something is unclear',
          },
          link: 'Open the map',
        },
        book: {
          title: 'Book your dates',
          summary:
            'Choose your dates and see the full price before you commit. Some spaces book instantly; others wait for the host to accept.',
          points: {
            p1: 'Request to book: nothing is charged until the host accepts',
            p2: 'Instant book: pay right away to hold the dates',
            p3: 'Sign the rental agreement at checkout',
          },
          link: 'See your bookings',
        },
        pay: {
          title: 'Pay with GCash or Maya',
          summary:
            'Pay securely through Espasyo with GCash, Maya, a card or a bank transfer. You get a receipt for every payment.',
          points: {
            p1: 'After a host accepts, you have 24 hours to pay',
            p2: "Refunds follow the listing's cancellation policy, shown before you pay",
          },
          link: 'See your payments',
        },
        'move-in': {
          title: 'Move in',
          summary: "Once paid, your booking is confirmed and you get the host's access instructions.",
          points: {
            p1: 'Agree on a move-in time in messages',
            p2: 'Take photos of the space when you arrive',
            p3: 'Leave a review when your booking ends',
          },
          link: 'Open messages',
        },
      },
      finish: {
        title: 'You are ready to rent',
        body: 'Find a space near you and book it in a few minutes.',
        link: 'Find a space',
      },
    },
  },
} as const;
