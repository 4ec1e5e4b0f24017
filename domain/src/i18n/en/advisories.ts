/**
 * The public /advisories page (issue 33): the typhoon and force majeure events declared. English
 * word for word as domain/src/messages/force-majeure.ts (`public`, `states`) and the page had it.
 * Kept small: the page has a JavaScript budget. Plain data: ICU MessageFormat strings.
 */
export default {
  title: 'Typhoon and force majeure advisories',
  intro:
    'When a typhoon signal or another force majeure event is declared for a place, every booking and tenancy there on those days can be cancelled by the renter or the host with a full refund of the affected days, whatever the cancellation policy.',
  empty: 'No advisories have been declared.',
  loadError: 'The advisories could not be loaded. Try again in a moment.',
  places: 'Places',
  days: 'Days',
  states: { upcoming: 'Upcoming', in_force: 'In force', over: 'Over', withdrawn: 'Withdrawn' },
} as const;
