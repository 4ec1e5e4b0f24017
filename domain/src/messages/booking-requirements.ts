/**
 * Copy for what a renter must still verify before booking, on a listing's price box (issue 30).
 * Our wording: the spec fixes none of it.
 */

/** 'about 13 minutes', 'about 3 hours', 'about 2 days': a typical wait, rounded as people say it. */
export function aboutDuration(minutes: number): string {
  const about = (n: number, unit: string) => `about ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return about(Math.max(1, Math.round(minutes)), 'minute');
  if (minutes < 48 * 60) return about(Math.round(minutes / 60), 'hour');
  return about(Math.round(minutes / (24 * 60)), 'day');
}

export const bookingRequirementsMessages = {
  title: 'Before you can book',
  intro: 'Hosts take bookings from verified renters. Finish these steps; your dates stay as you chose them.',
  done: 'Done',
  email: 'Confirm your email address',
  emailTodo: (email: string) => `Open the link we sent to ${email}.`,
  emailAction: 'Get a new link',
  phone: 'Verify your mobile number',
  phoneTodo: (phone: string) => `Confirm ${phone} with a 6-digit code we text you.`,
  phoneAction: 'Verify your phone',
  id: 'Have your government ID checked',
  idMissing: 'Upload a photo of a government ID and a selfie on your profile.',
  idAction: 'Upload your ID',
  idPending: 'Our team is checking your ID. We will email you, and this page updates by itself.',
  idRejected: (reason: string | null) => `Not approved${reason ? `: ${reason}` : ''}. Please send new photos.`,
  idResend: 'Send new photos',
  usualReview: (minutes: number) => `ID review usually takes ${aboutDuration(minutes)}.`,
} as const;
