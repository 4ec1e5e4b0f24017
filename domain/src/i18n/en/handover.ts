/**
 * The move-in and move-out checklists on the web (issue 34; issue 33, decision 0088): the booking
 * page's cards, the checklist page (photos area by area, conditions, meters, notes, signing) and
 * the signed record both sides and staff read. English word for word as the components and
 * domain/src/messages/handover.ts had it. The areas', items' and meters' names are the listing's
 * checklist's, as the server sends them. Plain data: ICU MessageFormat strings.
 */
export default {
  kinds: { move_in: 'Move-in', move_out: 'Move-out' },
  /** A checklist's name: `kind` move_in or move_out. */
  title: '{kind, select, move_in {Move-in checklist} other {Move-out checklist}}',
  pageTitle: '{kind, select, move_in {Move-in checklist} other {Move-out checklist}} · {listing}',
  statuses: { none: 'Not started', draft: 'Draft', signed_by_one: 'Signed by one side', complete: 'Complete' },
  conditions: { good: 'Good', worn: 'Worn', damaged: 'Damaged', missing: 'Missing' },
  sides: { client: 'Client', host: 'Host' },
  /** When it can be filled in, or why not. */
  window: {
    unpaid: 'Opens once the booking is paid.',
    noEnd: 'The move-out checklist opens once the tenancy has an end date (after notice).',
    opens: 'Opens {when}.',
    closed: 'Closed: its window has passed.',
    complete: 'Signed by both sides on {when}.',
    deemedOn: 'Taken as accepted by the other side on {when} unless signed before.',
    openUntil: 'Open until {when}.',
    openWhile: 'Open while the tenancy runs.',
  },
  /** The booking page's cards. */
  cards: {
    heading: 'Handover checklists',
    view: 'View the checklist',
    start: 'Start the {kind, select, move_in {move-in} other {move-out}} checklist',
    openAndSign: 'Open and sign',
    open: 'Open the checklist',
  },
  page: {
    notStarted: 'No one has started this checklist.',
    photoAdded: 'Photo added.',
    saved: 'Saved.',
    savedCleared: 'Saved. Signatures given were cleared.',
    signed: 'Signed.',
    youSigned: 'You have signed. The other side signs next.',
  },
  photos: {
    heading: 'Photos',
    beside: 'Each area’s move-in photos are beside the move-out’s.',
    editable: 'At least one photo of each area. Location data is removed from every photo.',
    view: 'Each area as it was photographed.',
    none: 'No photos.',
    at: '{kind, select, move_in {At move-in} other {At move-out}}',
    areaAt: '{area} {kind, select, move_in {at move-in} other {at move-out}}',
    alt: '{label}, photo {n}',
    remove: 'Remove',
    removeLabel: 'Remove {label}, photo {n}',
    add: 'Add a photo of {area}',
  },
  form: {
    label: 'Checklist',
    condition: 'Condition',
    note: 'Note on the {item}',
    notePlaceholder: 'Optional: what you see',
    meters: 'Meter readings',
    meter: '{label} ({unit})',
    meterHelp: 'As the meter shows it.',
    notes: 'Notes',
    notesHelp: 'Anything else: keys handed over, things left in the space, who was there.',
    saving: 'Saving...',
    save: 'Save checklist',
    notRecorded: 'Not recorded',
  },
  signatures: {
    heading: 'Signatures',
    notYet: '{name} has not signed yet.',
    /** After the side's name in bold. */
    deemed: ': Accepted automatically after 48 hours ({when})',
  },
  sign: {
    title: 'Sign the {kind, select, move_in {move-in} other {move-out}} checklist',
    otherSigned: 'The other side has signed. Check the photos and conditions, then sign.',
    otherSignedBefore:
      'The other side has signed. Check the photos and conditions, then sign before {when}, when it is taken as accepted.',
    first:
      'Once you sign, the other side has 48 hours to sign too, or it is taken as accepted. A change after you sign clears your signature.',
    drawRequired: 'Draw your signature in the box.',
    nameRequired: 'Type your full name.',
    saveFirst: 'Save your changes before signing.',
    button: 'Sign the checklist',
  },
} as const;
