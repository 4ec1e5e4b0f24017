/**
 * Copy for typhoon and force majeure events (issue 33, decision 0090): staff's declaration, the
 * public advisories page, the booking page's banner and what each side is told. Our wording.
 */
export const forceMajeureMessages = {
  field: {
    name: 'Enter the event’s name.',
    nameLong: (max: number) => `The name is at most ${max} characters.`,
    details: 'Enter the details as text.',
    detailsLong: (max: number) => `The details are at most ${max.toLocaleString('en-US')} characters.`,
    places: 'Choose at least one province or city.',
    placesMany: (max: number) => `Choose at most ${max} provinces or cities.`,
    place: 'Choose a province or city from the list.',
    startDate: 'Enter the first day as a date.',
    endDate: 'Enter the last day as a date.',
    endBeforeStart: 'The last day cannot be before the first day.',
    tooLong: (max: number) => `An event lasts at most ${max} days.`,
    reason: 'Enter the reason.',
    reasonLong: (max: number) => `The reason is at most ${max} characters.`,
  },
  notFound: 'That event was not found.',
  alreadyOver: 'That event has already ended or been withdrawn.',
  notAffected: 'No force majeure event covers this booking now.',
  states: { upcoming: 'Upcoming', in_force: 'In force', over: 'Over', withdrawn: 'Withdrawn' },
  ends: { end: 'End it today', withdraw: 'Withdraw it (declared in error)' },
  /** What each side of an affected booking is told on declaration. */
  told: {
    subject: (event: string) => `Affected by ${event}`,
    message: (event: string, listing: string) =>
      `${event} covers your booking of ${listing}. Either side may cancel it with a full refund of the affected days, whatever the cancellation policy.`,
    link: 'See the booking',
  },
  banner: {
    title: (event: string) => `Affected by ${event}`,
    text: (days: number) =>
      `${days === 1 ? 'One day' : `${days} days`} of this booking ${days === 1 ? 'falls' : 'fall'} inside the event. Either side may cancel with a full refund of the affected days, whatever the cancellation policy.`,
    action: 'Cancel with a full refund of affected days',
    confirmTitle: 'Cancel for force majeure?',
    refund: 'Refunded to the client',
    kept: 'Kept for the days outside the event',
    confirm: 'Cancel booking',
    pending: 'Cancelling...',
    done: 'Booking cancelled. The refund is on its way.',
  },
  admin: {
    title: 'Typhoons and force majeure',
    description:
      'Declare a typhoon or other force majeure event for provinces or cities: every booking and tenancy there on those days can be cancelled by either side with a full refund of the affected days.',
    declare: 'Declare an event',
    declaring: 'Declaring...',
    declared: (n: number) =>
      `Event declared. ${n === 1 ? 'One booking is' : `${n} bookings are`} affected; both sides were told.`,
    empty: 'No events declared yet.',
    affected: (n: number) => (n === 1 ? '1 booking affected' : `${n} bookings affected`),
    end: 'End or withdraw',
    ending: 'Saving...',
    ended: 'Event updated.',
    addPlace: 'Add place',
    loading: 'Loading events',
    error: 'Events could not be loaded',
  },
  public: {
    title: 'Typhoon and force majeure advisories',
    intro:
      'When a typhoon signal or another force majeure event is declared for a place, every booking and tenancy there on those days can be cancelled by the renter or the host with a full refund of the affected days, whatever the cancellation policy.',
    empty: 'No advisories have been declared.',
  },
} as const;
