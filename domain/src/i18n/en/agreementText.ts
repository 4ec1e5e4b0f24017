/**
 * The rental agreement's own text as the server writes it (issue 19; domain bookings/agreement.ts):
 * its title, sections and clauses, which the client signs and whose SHA-256 is kept, and the
 * cancellation terms in plain words (bookings/terms.ts), which the agreement and a booking's
 * cancellation preview both state. English word for word as agreement.ts and
 * domain/src/messages/bookings.ts had it (agreement version 2). Server only: the web shows the
 * sections as the server sends them (en/agreement.ts is the page around them). A signed agreement
 * keeps the words and the language it was signed in. Plain data: ICU MessageFormat strings.
 */
export default {
  title: 'Rental agreement: {listing}',
  /** The text's first line, which is hashed with the rest. */
  heading: '{title} (version {version})',
  parties: {
    heading: 'The parties',
    host: 'Host: {name}',
    client: 'Client: {name}',
    madeThrough: 'Made through {platform}, which holds the payment and keeps this agreement.',
    reference: 'Booking reference: {id}',
  },
  space: {
    heading: 'The space',
    /** The listing, its type and its barangay, city and province. */
    line: '{listing} ({type, select, storage {storage} parking {parking} other {warehouse}}), in {area}',
    units: 'Units: {units}',
    accessHours: 'Access hours: {hours}',
    /** The access hours when the listing gives none. */
    asAgreed: 'as agreed with the host',
  },
  period: {
    heading: 'The period',
    /** A tenancy: `days` is the client's notice period (0: none); `zone` the time zone's name. */
    tenancy:
      'From the start of {first}, month to month, billed on the same day each month, until either side gives notice ({zone}). {days, plural, =0 {End it any day, no notice needed} one {End it with # day’ notice} other {End it with # days’ notice}}; the host gives at least 30 days’ notice.',
    hours: '{day}, from {from} to {to} ({zone})',
    wholeDay: '{day}, the whole day ({zone})',
    days: 'From the start of {first} to the end of {last} ({zone})',
  },
  price: {
    heading: 'The price',
    /** '3 days × ₱100.00 × 2 = ₱600.00'. */
    line: '{count} × {price} × {units} = {amount}',
    count: {
      hour: '{count, plural, one {# hour} other {# hours}}',
      day: '{count, plural, one {# day} other {# days}}',
      month: '{count, plural, one {# month} other {# months}}',
    },
    subtotal: 'Subtotal: {amount}',
    tax: 'Tax: {amount}',
    total: 'Total paid by the client: {amount}',
  },
  cancellation: {
    heading: 'Cancellation: {policy} policy',
    policyNames: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
  },
  clauses: {
    heading: 'Terms',
    access: 'The host gives the client access to the space for the period above, during the access hours.',
    goods:
      'The client keeps only lawful goods or vehicles in the space: nothing flammable, perishable, living or dangerous.',
    leave: 'The client leaves the space as they found it and returns any keys or passes at the end of the period.',
    privacy: 'Neither side shares the other’s contact details or address with anyone else.',
    problems:
      "Problems are raised first with the other side, then with {platform}'s support, whose decision on refunds follows the cancellation policy above.",
  },
  /**
   * A cancellation policy's terms, window by window (bookings/terms.ts): 'Full refund, less the 5%
   * cancellation fee, until 24 hours before the start.'
   */
  terms: {
    beforePayment: 'Cancel before you pay and nothing is charged.',
    byHost: 'If the host cancels, you get a full refund.',
    fullRefund: 'Full refund',
    refund: 'A refund',
    percentRefund: 'A {percent} refund',
    noRefund: 'No refund',
    less: 'less',
    lessFee: 'the {percent} cancellation fee',
    lessFirstDay: 'the first day',
    /** Between the two things a refund is less of: 'the 5% cancellation fee and the first day'. */
    and: 'and',
    until: 'until {time} before the start',
    afterThat: 'After that',
    hours: '{count, plural, one {# hour} other {# hours}}',
    days: '{count, plural, one {# day} other {# days}}',
  },
} as const;
