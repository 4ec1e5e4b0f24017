/**
 * The move-in and move-out checklists' copy (issue 33, decision 0088): refusals, the pages of both
 * sides and staff's dispute view, the notifications. Our wording: the issue fixes only that a
 * deemed acceptance says so ("Accepted automatically after 48 hours") and "Move-out recorded".
 */
export const handoverMessages = {
  kinds: { move_in: 'Move-in', move_out: 'Move-out' },
  statuses: { none: 'Not started', draft: 'Draft', signed_by_one: 'Signed by one side', complete: 'Complete' },
  conditions: { good: 'Good', worn: 'Worn', damaged: 'Damaged', missing: 'Missing' },
  sides: { client: 'Client', host: 'Host' },
  deemed: 'Accepted automatically after 48 hours',

  // Refusals (server).
  notFound: 'That checklist was not found.',
  photoNotFound: 'That photo was not found.',
  notOpenYet: (when: string) => `This checklist opens on ${when}.`,
  closed: 'This checklist is closed: its window has passed.',
  notAvailable: 'This booking has no checklist: it is not paid, or it was cancelled.',
  moveOutNotYet: 'The move-out checklist opens once the tenancy has an end date (after notice).',
  complete: 'Both sides have signed this checklist: it can no longer be changed.',
  alreadySigned: 'You have signed this checklist already. The other side signs next.',
  staffReadOnly: 'Staff can read checklists but not change them.',
  unknownItem: 'That item is not on this listing’s checklist.',
  unknownArea: 'That area is not on this listing’s checklist.',
  photosFull: (max: number) => `An area can have up to ${max} photos.`,
  photoUnreadable: 'That file could not be read as a photo. Try a JPEG or PNG.',
  photoTooManyPixels: 'That photo is too large. Try one under 40 megapixels.',

  // What signing needs.
  photoRequired: (area: string) => `Add at least one photo of: ${area}.`,
  conditionRequired: (item: string) => `Choose the condition of: ${item}.`,
  meterRequired: (meter: string) => `Enter the reading of: ${meter}.`,
  noteTooLong: (max: number) => `Keep the note to ${max} characters or fewer.`,
  notesTooLong: (max: number) => `Keep the notes to ${max} characters or fewer.`,
  readingInvalid: 'Enter the reading as shown on the meter, digits only (a decimal point is fine).',

  // Notifications.
  signedTitle: (kind: string) => `${kind} checklist signed`,
  signedMessage: (kind: string, listing: string, who: string) =>
    `${who} signed the ${kind.toLowerCase()} checklist of ${listing}. Check it and sign within 48 hours, or it is taken as accepted.`,
  completeTitle: (kind: string) => `${kind} checklist complete`,
  completeMessage: (kind: string, listing: string) =>
    `The ${kind.toLowerCase()} checklist of ${listing} is signed by both sides.`,
  moveOutRecorded: 'Move-out recorded',
  moveOutRecordedMessage: (listing: string, day: string) =>
    `The move-out of ${listing} is recorded on ${day}: the move-out checklist is complete.`,
  editedTitle: (kind: string) => `${kind} checklist changed`,
  editedMessage: (kind: string, listing: string) =>
    `The ${kind.toLowerCase()} checklist of ${listing} was changed after you signed it, so your signature was cleared. Check it and sign again.`,
} as const;
