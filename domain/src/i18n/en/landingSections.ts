/**
 * The landing page's sections below the hero (issue 34): features, how it works, testimonials,
 * pricing, safety and the footer's #support, #about, #privacy and #terms. Apart from `landing`
 * because they are an island (web/src/components/island.tsx): their words come with their code,
 * when they come near the screen, not with the page. Word for word as before. Plain data: ICU
 * MessageFormat strings.
 */
export default {
  features: {
    title: 'Why renters and hosts choose Espasyo',
    intro: 'Everything you need to store, park or stock with peace of mind.',
    items: {
      verified: {
        title: 'Verified hosts',
        body: 'Every host confirms their identity with a valid ID before listing.',
      },
      instant: { title: 'Instant booking', body: 'Book available spaces right away, no waiting for replies.' },
      security: {
        title: '24/7 security monitoring',
        body: 'Round-the-clock monitoring at participating spaces keeps your things safe.',
      },
      insurance: {
        title: 'Insurance coverage up to ₱100,000',
        body: 'Protection for your stored items if the unexpected happens.',
      },
      payments: {
        title: 'Pay with GCash or PayMaya',
        body: 'Pay the way you already do: GCash, PayMaya or card.',
      },
      savings: { title: 'Save up to 50%', body: 'Up to 50% less than traditional storage facilities.' },
    },
  },
  howItWorks: {
    title: 'How it works',
    tabsLabel: 'Guides',
    tab: { rent: 'Rent a space', host: 'Host your space' },
    step: 'Step {n}: ',
    rent: {
      search: {
        title: 'Search near you',
        body: 'Enter a city or use your location to see storage, parking and warehouse space nearby.',
      },
      compare: { title: 'Compare and book', body: 'Check photos, prices and reviews, then book instantly.' },
      pay: { title: 'Pay securely', body: 'Pay with GCash, PayMaya or card. Your payment is protected.' },
      moveIn: { title: 'Move in', body: 'Meet your host or get access details, and store with confidence.' },
    },
    host: {
      list: {
        title: 'List your space for free',
        body: 'Add photos, size, price and availability of your garage, room or lot.',
      },
      verify: { title: 'Get verified', body: 'Confirm your identity so renters know they can trust you.' },
      accept: { title: 'Accept bookings', body: 'Renters book instantly or send a request; you stay in control.' },
      paid: { title: 'Get paid', body: 'Earnings go to your wallet and are paid out on schedule.' },
    },
    rentCta: 'Sign up to rent',
    hostCta: 'Sign up to host',
  },
  testimonials: {
    title: 'What our customers say',
    rated: 'Rated {n} out of 5',
    comments: {
      maria:
        'I moved condos and needed somewhere for my furniture for two months. Booked a room in Cubao in minutes and paid with GCash.',
      paolo:
        'Finally a monthly parking slot near the office that costs less than the mall. The host was quick to reply and very kind.',
      jasmine:
        'Our online shop outgrew the house. A small warehouse space through Espasyo was half the price of the big facilities.',
    },
  },
  pricing: {
    title: 'Simple, transparent pricing',
    intro: 'Hosts set their prices in pesos, and you see the full total before you book.',
    items: {
      short: {
        label: 'Short stays',
        value: 'from ₱25',
        unit: '/day',
        body: 'Perfect for moving days, balikbayan boxes and weekend parking.',
      },
      monthly: {
        label: 'Monthly',
        value: '₱500 – ₱5,000',
        unit: '/month',
        body: 'From a closet-sized locker to a full garage or small warehouse.',
      },
      protection: {
        label: 'Protection',
        value: 'up to ₱100,000',
        unit: 'insurance',
        body: 'Coverage for your stored items while you rent through Espasyo.',
      },
    },
    cta: 'Browse Spaces',
  },
  safety: {
    title: 'Your safety comes first',
    intro: 'We check people and places so you can book with confidence.',
    points: {
      verified: 'Hosts are verified with a valid ID before they can list.',
      monitoring: '24/7 security monitoring at participating spaces.',
      insurance: 'Insurance coverage up to ₱100,000 for stored items.',
      payments: 'Secure payments through GCash, PayMaya or card.',
      reviews: 'Ratings and reviews from real renters on every listing.',
    },
    imageAlt: 'A tidy, brightly lit self-storage corridor with locked roll-up doors',
  },
  support: {
    title: 'Support',
    body: 'Questions about a booking, a payment or your listing? Our support team is here to help.',
    emailLabel: 'Email us',
  },
  about: {
    title: 'About Espasyo',
    body: 'Espasyo (Filipino for "space") connects people who need room with neighbours and businesses who have it to spare, so unused garages, rooms and lots earn money instead of gathering dust.',
  },
  privacy: {
    title: 'Privacy',
    body: 'We collect only what we need to run your bookings and keep the platform safe, and we never sell your personal data.',
    link: 'Read the Privacy Policy',
  },
  terms: {
    title: 'Terms',
    body: 'Renters and hosts agree to fair rules on bookings, payments, cancellations and the care of every space.',
    link: 'Read the Terms of Service',
  },
} as const;
