/** Security deposits (issue 33): every word the server and the web show of them. */
export const depositMessages = {
  line: (amount: string) => `Security deposit ${amount}, returned after move-out`,
  lineLabel: 'Security deposit',
  lineNote:
    'Asked for stays by the day or month, not for a few hours of parking. Espasyo holds it, not the host, and returns it 7 days after move-out unless the host claims part of it. No fee or VAT is charged on it.',
  capHelp:
    "Optional. At most two months' rent or ₱20,000, whichever is less; not asked of bookings by the hour. Espasyo holds it and returns it 7 days after move-out unless you claim part of it.",
  title: 'Security deposit',
  status: {
    held: 'Held by Espasyo',
    claimed: 'Claimed by the host',
    disputed: 'Claim disputed',
    returned: 'Returned',
    settled: 'Settled',
  },
  returnDue: (date: string) => `Return due on ${date}`,
  returnAfterMoveOut:
    'Returned 7 days after the move-out checklist is signed by both sides (9 days after the end if no one starts one), unless the host claims part of it first.',
  claimed: (amount: string) => `The host claims ${amount}`,
  respondBy: (date: string) => `Accept or dispute by ${date}; after that the claim is taken as accepted.`,
  kept: (kept: string, returned: string) => `${kept} to the host, ${returned} returned`,
  returnedAll: (amount: string) => `${amount} returned`,
  accept: 'Accept the claim',
  accepting: 'Accepting...',
  dispute: 'Dispute the claim',
  disputing: 'Sending...',
  confirmAccept: (claimed: string, returned: string) =>
    `Accept: ${claimed} goes to the host and ${returned} comes back to you.`,
  claimForm: {
    title: 'Claim from the deposit',
    amount: 'Amount to claim (₱)',
    amountHelp: (max: string) => `At most ${max}, the whole deposit.`,
    reason: 'Reason',
    reasonHelp: 'What was damaged or left behind, and what it costs.',
    photos: 'Photos',
    photosHelp: 'At least one photo of what you claim for.',
    submit: 'Send the claim',
    submitting: 'Sending...',
    addPhoto: 'Add a photo',
    uploading: 'Uploading...',
  },
  disputeForm: {
    description: 'Why you dispute the claim',
  },
  errors: {
    notFound: 'This booking has no security deposit.',
    amount: (max: string) => `Enter an amount from ₱1 to ${max}`,
    amountInvalid: 'Enter an amount in pesos, for example 1,500',
    reason: (min: number, max: number) => `The reason must be between ${min} and ${max} characters`,
    photoRequired: 'Add at least one photo of what you claim for',
    photosFull: (max: number) => `A claim has at most ${max} photos`,
    photoMissing: 'Choose a photo to upload',
    photoUnreadable: 'This photo could not be read. Try a JPEG or PNG.',
    photoNotFound: 'Photo not found',
    claimClosed: 'The deposit can no longer be claimed: it was returned or its return is due.',
    notClaimed: 'There is no claim to answer.',
    description: (min: number, max: number) => `Say why in ${min} to ${max} characters`,
    split: (max: string) => `The host's part of the deposit must be from ₱0 to ${max}`,
    splitRequired: "Enter the host's part of the deposit",
  },
  notification: {
    claimedTitle: (listing: string) => `Deposit claim for ${listing}`,
    claimedMessage: (amount: string) =>
      `The host claims ${amount} of your security deposit. Accept or dispute it within 7 days.`,
    acceptedTitle: (listing: string) => `Deposit claim accepted for ${listing}`,
    acceptedMessage: (amount: string) => `${amount} of the deposit is in your balance.`,
    disputedTitle: (listing: string) => `Deposit claim disputed for ${listing}`,
    returnedTitle: (listing: string) => `Deposit returned for ${listing}`,
    returnedMessage: (amount: string) => `Your security deposit of ${amount} is on its way back to you.`,
  },
  /** For staff in the dispute. */
  staff: {
    heading: 'Security deposit',
    claim: (claimed: string, held: string) => `The host claims ${claimed} of a ${held} deposit`,
    toHost: "Host's part of the deposit (₱)",
    toHostHelp: (max: string) => `From ₱0 to ${max}; the rest goes back to the client.`,
  },
} as const;
