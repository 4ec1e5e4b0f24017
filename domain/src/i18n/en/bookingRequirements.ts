/**
 * What a client must still do before booking (issue 34; listings/components/booking-requirements):
 * shown only to a signed-in client who is not yet verified, so apart from `listing`, which every
 * visitor of a listing's page downloads. English word for word. Plain data: ICU MessageFormat strings.
 */
export default {
  title: 'Before you can book',
  intro: 'Hosts take bookings from verified renters. Finish these steps; your dates stay as you chose them.',
  done: 'Done',
  email: 'Confirm your email address',
  emailTodo: 'Open the link we sent to {email}.',
  emailAction: 'Get a new link',
  phone: 'Verify your mobile number',
  phoneTodo: 'Confirm {phone} with a 6-digit code we text you.',
  phoneAction: 'Verify your phone',
  id: 'Have your government ID checked',
  idMissing: 'Upload a photo of a government ID and a selfie on your profile.',
  idAction: 'Upload your ID',
  idPending: 'Our team is checking your ID. We will email you, and this page updates by itself.',
  idRejected: 'Not approved. Please send new photos.',
  idRejectedWhy: 'Not approved: {reason}. Please send new photos.',
  idResend: 'Send new photos',
  usualReview: 'ID review usually takes {duration}.',
  about: {
    minute: '{count, plural, one {about # minute} other {about # minutes}}',
    hour: '{count, plural, one {about # hour} other {about # hours}}',
    day: '{count, plural, one {about # day} other {about # days}}',
  },
} as const;
