/**
 * Security deposits on the web (issue 34; issue 33): the deposit's line beside a price, the
 * deposit on a booking's page (its state, the client's answer to a claim, the host's claim form)
 * and staff's view of it in a dispute. English word for word as domain/src/messages/deposits.ts and
 * the components had it. Plain data: ICU MessageFormat strings.
 */
export default {
  line: 'Security deposit {amount}, returned after move-out',
  lineLabel: 'Security deposit',
  lineNote:
    'Asked for stays by the day or month, not for a few hours of parking. Espasyo holds it, not the host, and returns it 7 days after move-out unless the host claims part of it. No fee or VAT is charged on it.',
  dueNow: 'Due now (price and deposit)',
  title: 'Security deposit {amount}',
  status: {
    held: 'Held by Espasyo',
    claimed: 'Claimed by the host',
    disputed: 'Claim disputed',
    returned: 'Returned',
    settled: 'Settled',
  },
  returnDue: 'Return due on {date}',
  returnAfterMoveOut:
    'Returned 7 days after the move-out checklist is signed by both sides (9 days after the end if no one starts one), unless the host claims part of it first.',
  claimed: 'The host claims {amount}',
  claimedDisputed: 'The host claims {amount}. Espasyo staff decide the split.',
  respondBy: 'Accept or dispute by {date}; after that the claim is taken as accepted.',
  kept: '{kept} to the host, {returned} returned',
  returnedAll: '{amount} returned',
  reason: 'Reason:',
  seeDispute: 'See the dispute',
  accept: 'Accept the claim',
  accepting: 'Accepting...',
  dispute: 'Dispute the claim',
  disputing: 'Sending...',
  back: 'Back',
  confirmAccept: 'Accept: {claimed} goes to the host and {returned} comes back to you.',
  disputeDescription: 'Why you dispute the claim',
  photos: 'Photos of the claim',
  photoAlt: 'Claim photo {n}',
  claimForm: {
    title: 'Claim from the deposit',
    amount: 'Amount to claim (₱)',
    amountHelp: 'At most {max}, the whole deposit.',
    reason: 'Reason',
    reasonHelp: 'What was damaged or left behind, and what it costs.',
    photos: 'Photos',
    photosHelp: 'At least one photo of what you claim for. ({count}/{max})',
    submit: 'Send the claim',
    submitting: 'Sending...',
    addPhoto: 'Add a photo',
    uploading: 'Uploading...',
    confirm: 'You claim {amount} of the {deposit} deposit; the client may accept or dispute it within 7 days.',
    amountError: 'Enter an amount from ₱1 to {max}',
    amountInvalid: 'Enter an amount in pesos, for example 1,500',
    photoRequired: 'Add at least one photo of what you claim for',
  },
  /** Staff's view in a dispute. */
  staff: {
    heading: 'Security deposit {amount}',
    claim: 'The host claims {claimed} of a {held} deposit',
  },
} as const;
