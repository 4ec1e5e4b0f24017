/**
 * The public landing page '/' (issue 34). Strings and numbers fixed by docs/product/overview.md,
 * docs/product/routes.md, docs/product/errors.md, docs/product/settings.md (button labels,
 * location fallback note, marketing claims and prices) are word for word; the rest is our wording
 * around them. The suggested searches and the location fallback are what the search is sent, so
 * each language's are words the search understands (domain/src/places/search-words.ts: 'bodega',
 * 'sa', 'Pilipinas'); English word for word as domain/src/messages/landing.ts, which the search's
 * tests read. Plain data: ICU MessageFormat strings.
 */
export default {
  page: {
    title: '{name} — storage, parking and warehouse space in the Philippines',
    description:
      'Rent storage rooms, parking slots and warehouse space from verified hosts across the Philippines, by the hour, day or month.',
  },
  hero: {
    title: 'Space for your things, close to home',
    subtitle:
      'Rent storage rooms, parking slots and warehouse space from verified hosts across the Philippines. Book instantly and pay with GCash, PayMaya or card.',
    searchTypesLabel: 'What are you looking for?',
    tab: { storage: 'Storage', parking: 'Parking', warehouse: 'Warehouse' },
    submit: { storage: 'Find Storage', parking: 'Find Parking', warehouse: 'Find Warehouse' },
    locationLabel: 'Location',
    locationPlaceholder: 'City, barangay or landmark',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    locationFound: 'Location filled in from your device.',
    locationFallbackNote: "We couldn't get your location, so we filled in Metro Manila.",
    popularLabel: 'Popular searches',
    /** The suggested searches: each is shown and searched for as it is. */
    popular: {
      manila: 'Manila storage units',
      makati: 'Makati parking',
      quezonCity: 'Quezon City warehouse',
      bgc: 'BGC self storage',
      ortigas: 'Ortigas parking space',
    },
    /** What the location box gets when the device's location cannot be had. */
    locationFallback: 'Metro Manila, Philippines',
    hostPrompt: 'Have an empty garage, room or lot?',
    becomeHost: 'Become a Host',
  },
  slideshow: {
    label: 'Spaces on Espasyo',
    carousel: 'carousel',
    alt: {
      storage:
        'A clean, well-lit self-storage corridor lined with numbered teal roll-up doors, one unit open with boxes inside',
      parking: 'A covered parking level with marked, numbered slots, a few parked cars and daylight along one side',
      warehouse: 'A bright warehouse aisle between tall pallet racks stacked with cartons',
    },
    show: 'Show image {n} of {total}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
  stats: {
    label: 'Espasyo in numbers',
    rating: { value: '4.8/5', label: 'average rating' },
    customers: { value: '50,000+', label: 'happy customers' },
    spaces: { value: '10,000+', label: 'storage spaces' },
    satisfaction: { value: '95%', label: 'satisfaction' },
  },
} as const;
