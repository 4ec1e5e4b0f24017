/**
 * What the account, verification and two-factor endpoints and their shared schemas answer
 * (issue 34), word for word as domain/src/messages/en.ts (contact, account, verification,
 * twoFactor, reauth, emailChange, privacy, uploads), invoices.ts (`tax.tinInvalid`) and
 * bookings.ts (`accountHasBookings`) word them: they stay English, and a page in another language
 * shows one through this namespace (`LocalMessage`, the server's lookup). Messages the account pages
 * show themselves are in account.ts; the sign-in and email-link ones in authPages.ts (`errors`).
 * Plain data: ICU MessageFormat strings.
 */
export default {
  contact: {
    phoneAlreadyVerified: 'Your phone number is already verified.',
    codeWrong: 'That code is not correct. Please check it and try again.',
    codeExpired: 'This code has expired. Request a new one.',
    codeTooManyTries: 'Too many wrong codes. Request a new one.',
    codeMissing: 'Request a code first.',
  },
  account: {
    wrongCurrentPassword: 'Your current password is incorrect.',
    photoUnreadable: 'This image could not be read. Please choose another file.',
    pushEndpointNotPushService: 'Push notifications go only through a browser’s own push service.',
    pushEndpointRefused: 'This push service cannot be reached from Espasyo. Please try another browser.',
    pushEndpointTaken: 'This push subscription belongs to another account.',
  },
  verification: {
    idTypeRequired: 'Choose the type of government ID you are uploading',
    idFrontRequired: 'Upload a photo or scan of the front of your ID',
    selfieRequired: 'Upload a selfie so we can match you to your ID',
    fileUnreadable: '{field} could not be read as an image. Take a new photo and try again.',
    pdfNotPlain:
      'This PDF contains more than a document (scripts, attachments, forms or another file inside it). Upload a photo of your ID, or save the scan again as a plain PDF.',
    pdfEncrypted: 'This PDF is password-protected. Upload a photo of your ID, or a PDF without a password.',
    unknownField: 'Unexpected field "{field}"',
    alreadyVerified: 'Your ID is already verified.',
  },
  twoFactor: {
    noSetup: 'Start two-factor setup first.',
    alreadyEnabled: 'Two-factor authentication is already on.',
    notEnabled: 'Two-factor authentication is not on.',
    wrongPassword: 'Your password is not correct.',
  },
  reauth: {
    wrongPassword: 'Your password is incorrect.',
    passwordRequired: 'Please enter your password.',
  },
  emailChange: {
    same: 'This is already your email address.',
    inUse: 'Another account already uses this email address.',
    sent: 'We sent a confirmation link to {email}. Your email address changes when you open it.',
    linkUsed: 'This link has already been used.',
    linkExpired: 'This link has expired. Change your email address again from your profile.',
  },
  privacy: {
    wrongPassword: 'Your password is incorrect. Your account was not deleted.',
    confirmationMismatch: 'Type DELETE in capital letters to confirm.',
    lastAdmin:
      'You are the last administrator, so this account cannot be deleted. Make another user an administrator first.',
    accountDeleted: 'Your account has been deleted.',
    hasBookings:
      'You have bookings still to come or under way ({titles}). Cancel them or wait until they end before you delete your account.',
  },
  uploads: {
    empty: 'The file is empty.',
  },
  tax: {
    tinInvalid: 'Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.',
  },
} as const;
