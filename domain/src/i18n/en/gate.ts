/**
 * The gate (issue 33): the client's pass (on the booking page and full screen), the check-in page
 * with its camera, PIN form, offline queue and who is checked in, a booking's scans, a listing's
 * gate keepers and the invite page. English word for word as the components had it. Plain data:
 * ICU MessageFormat strings.
 */
export default {
  pass: {
    heading: 'Pass',
    loading: 'Loading the pass',
    loadError: 'The pass could not be loaded',
    pin: 'PIN',
    /** The PIN read out digit by digit: 'PIN 4 8 2 9 1 3'. */
    pinSpoken: 'PIN {digits}',
    qrAlt: 'QR code of the pass',
    howTo: 'Show the QR code or tell the PIN at the gate. Once opened, the pass also shows without a connection.',
    showAtGate: 'Show at the gate',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    /** Until when a tenancy with no end yet is valid. */
    tenancyEnds: 'the tenancy ends',
    photoOf: 'Photo of {name}',
    /** The pass kept on the phone, as the server last gave it. */
    offline: 'Offline — shown as of {when}',
    /** The full-screen pass. */
    close: 'Close',
    showError: 'The pass could not be shown',
    /** A tenancy with no end yet. */
    fromMonthly: 'From {from}, monthly',
    units: '{count} units',
  },
  checkIn: {
    title: 'Check-in',
    description: 'Scan the pass’s QR code or type its PIN to let the renter in.',
    loadingGates: 'Loading your gates',
    gatesError: 'Your gates could not be loaded',
    noGate: 'No gate to check',
    noGateText:
      'Passes are checked here by a space’s host, and by the gate keepers a host names. Ask the host for an invite.',
    checkPass: 'Check a pass',
    gate: 'Gate',
    gateHelp: 'Where you stand: wrong PINs count against that space’s gate.',
    allGates: 'All my gates',
    /** Before the only gate's name: 'Gate: Dry room in Bel-Air'. */
    gateNamed: 'Gate:',
    startingCamera: 'Starting the camera…',
    scanQr: 'Scan QR',
    offlineTitle: 'Offline: saved on this phone',
    offlineText: 'It is sent when the connection returns.',
  },
  camera: {
    label: 'Camera',
    blocked: 'The camera is blocked. Allow it in the browser, or type the PIN.',
    failed: 'The camera could not be started. Type the PIN instead.',
    point: 'Point the camera at the pass’s QR code',
    close: 'Close the camera',
  },
  pin: {
    label: 'PIN',
    help: 'The 6 digits on the renter’s pass',
    checking: 'Checking...',
    submit: 'Check in',
  },
  result: {
    /** The title over each refusal at the gate; the server's message under it. */
    titles: {
      alreadyIn: 'Already checked in',
      outsideDates: 'Not valid now',
      notFound: 'No valid pass',
      locked: 'Check-in locked',
      cancelled: 'Pass cancelled',
      other: 'Not checked in',
    },
    checkedInAt: 'Checked in {when}',
    checkedOutAt: 'Checked out {when}',
    space: 'Space',
    units: 'Units',
    until: 'Until',
    checkingOut: 'Checking out...',
    checkOut: 'Check out',
  },
  checkedIn: {
    heading: 'Checked in now',
    headingCount: 'Checked in now ({count})',
    loading: 'Loading who is checked in',
    error: 'The list could not be loaded.',
    empty: 'No one is checked in now.',
  },
  queue: {
    heading: 'Typed offline',
    text: 'Sent in order when the connection returns, with the time each was typed.',
    states: {
      waiting: 'Waiting for a connection',
      sending: 'Sending',
      sent: 'Checked in',
      refused: 'Refused',
    },
    pin: 'PIN {code}',
    qr: 'QR code',
    refusal: '{title}: {message}',
    clear: 'Clear the answered ones',
  },
  scans: {
    heading: 'At the gate',
    loading: 'Loading the scans',
    error: 'The scans could not be loaded.',
    empty: 'No scans yet.',
    results: {
      checked_in: 'Checked in',
      checked_out: 'Checked out',
      already_in: 'Refused: already checked in',
      outside_dates: 'Refused: outside its dates',
      not_found: 'Refused: no valid pass',
      cancelled: 'Refused: pass cancelled',
      locked: 'Refused: check-in locked',
    },
    /** 'Jun Reyes (gate keeper) · QR code' */
    by: '{name} ({role, select, host {host} other {gate keeper}}) · {method, select, qr {QR code} other {PIN}}',
  },
  keepers: {
    title: 'Gate keepers',
    pageTitle: 'Gate keepers · {title}',
    listings: 'Listings',
    checkIn: 'Check-in',
    loading: 'Loading the gate keepers',
    loadError: 'The gate keepers could not be loaded',
    empty:
      'No gate keepers yet. Invite the caretaker or guard who lets renters in: they can check passes for this space only.',
    inviteHeading: 'Invite a gate keeper',
    phone: 'Mobile number',
    phoneHelp: 'We send them an invite by SMS (and by email when the number is of an Espasyo account).',
    sending: 'Sending...',
    invite: 'Invite gate keeper',
    sent: 'Invite sent to {phone}.',
    invited: 'Invited {date}',
    statuses: { active: 'Active', invited: 'Invited' },
    remove: 'Remove',
    confirmTitle: 'Remove this gate keeper?',
    confirmText: '{who} will no longer be able to check passes for this space.',
    confirmLabel: 'Remove gate keeper',
    removing: 'Removing...',
    removed: '{who} was removed.',
  },
  invite: {
    title: 'Gate keeper invite',
    loading: 'Loading the invite',
    error: 'This invite cannot be opened',
    /** 'You keep the gate of <space>: check renters’ passes there.' */
    activeBefore: 'You keep the gate of',
    activeAfter: ': check renters’ passes there.',
    goCheckIn: 'Go to check-in',
    /** '<host> asks you (<phone>) to check renters’ passes at the gate of <space>. You can …' */
    asksBefore: '{host} asks you ({phone}) to check renters’ passes at the gate of',
    asksAfter: '. You can check passes for this space only, and the host can remove you at any time.',
    accepting: 'Accepting...',
    accept: 'Accept invite',
  },
} as const;
