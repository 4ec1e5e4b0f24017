/**
 * What the sides of a booking (and staff) are told beyond its transitions (issue 34): force majeure
 * declarations, the gate's lockout and gate keeper invites, the move-in and move-out checklists,
 * security deposits and disputes, in the recipient's language. English word for word as
 * domain/src/messages (force-majeure.ts, handover.ts, deposits.ts, disputes.ts) and the gate's
 * notices said it (server sent-words tests compare them).
 */
export default {
  forceMajeure: {
    subject: 'Affected by {event}',
    message:
      '{event} covers your booking of {listing}. Either side may cancel it with a full refund of the affected days, whatever the cancellation policy.',
    link: 'See the booking',
  },
  gate: {
    /** Where the wrong PINs were typed: one space, or all of the host's. */
    whereSpace: '"{title}"',
    whereAll: 'your spaces',
    lockedSubject: 'Check-in locked at {where}',
    locked:
      '{wrong} wrong PINs were typed within {minutes} minutes at the gate of {where}. Check-in is locked for {lock} minutes. If this was not you or your gate keeper, someone may be guessing PINs: check who has access to the check-in page.',
    openCheckIn: 'Open the check-in page: {url}',
    invite: {
      subject: '{platform}: check passes at "{title}"',
      sms: '{host} asks you to check {platform} passes at the gate of "{title}". Sign in or sign up with this number, then accept: {link}',
      named:
        '{host} named you gate keeper of "{title}" on {platform}: you may check renters\' access passes at its gate, and nothing else of theirs.',
      accept: 'Accept: {link}',
      ignore: 'If you do not know {host}, ignore this message.',
    },
  },
  checklists: {
    signedTitle: '{kind, select, move_in {Move-in} other {Move-out}} checklist signed',
    signed:
      '{who} signed the {kind, select, move_in {move-in} other {move-out}} checklist of {listing}. Check it and sign within 48 hours, or it is taken as accepted.',
    completeTitle: '{kind, select, move_in {Move-in} other {Move-out}} checklist complete',
    complete: 'The {kind, select, move_in {move-in} other {move-out}} checklist of {listing} is signed by both sides.',
    moveOutRecordedTitle: 'Move-out recorded',
    moveOutRecorded: 'The move-out of {listing} is recorded on {day}: the move-out checklist is complete.',
    editedTitle: '{kind, select, move_in {Move-in} other {Move-out}} checklist changed',
    edited:
      'The {kind, select, move_in {move-in} other {move-out}} checklist of {listing} was changed after you signed it, so your signature was cleared. Check it and sign again.',
  },
  deposits: {
    claimedTitle: 'Deposit claim for {listing}',
    claimed: 'The host claims {amount} of your security deposit. Accept or dispute it within 7 days.',
    acceptedTitle: 'Deposit claim accepted for {listing}',
    accepted: '{amount} of the deposit is in your balance.',
    returnedTitle: 'Deposit returned for {listing}',
    returned: 'Your security deposit of {amount} is on its way back to you.',
  },
  disputes: {
    openedTitle: 'A dispute was opened on {listing}',
    opened:
      "{name} reported a problem ({reason, select, damage {damage} access_refused {access refused} not_as_described {not as described} payment {payment} deposit {security deposit} other {something else}}). Read it and answer in the dispute's thread; Espasyo staff will decide.",
    openedStaffTitle: 'New dispute: {listing}',
    messageTitle: 'New message in a dispute from {name}',
    resolvedTitle: 'The dispute on {listing} is resolved',
    resolvedRefund: 'Decision: a refund of {amount} to the client. {decision}',
    resolvedNoRefund: 'Decision: no refund. {decision}',
  },
} as const;
