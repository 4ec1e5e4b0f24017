import { authMessages } from './auth';
import { generic, routes } from './frame';

/**
 * Every user-facing string that the specification fixes, word for word
 * (docs/product/routes.md, docs/product/validation.md, docs/product/roles.md, docs/product/errors.md). Other features add their own groups below;
 * never reword a string that carries a spec reference.
 */
export const en = {
  validation: {
    email: 'Please enter a valid email address',
    signInPasswordMin: 'Password must be at least 6 characters long',
    firstName: 'First name must be at least 2 characters long',
    lastName: 'Last name must be at least 2 characters long',
    phone: 'Please enter a valid phone number',
    passwordMin8: 'Password must be at least 8 characters long',
    passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    passwordsMismatch: 'Passwords do not match',
    terms: 'Please agree to the terms and conditions',
    // Platform password policy (security.password* settings); not in the spec's list, so our wording.
    passwordMinPolicy: (n: number) => `Password must be at least ${n} characters long`,
    passwordSpecial: 'Password must contain at least one special character (for example ! @ # $ %)',
    passwordNumber: 'Password must contain at least one number',
    passwordUppercase: 'Password must contain at least one uppercase letter',
    passwordMax: 'Password must be at most 128 characters long',
    // Checked by the server after all of the above (the list stays out of the browser); our wording.
    passwordCommon: 'This password is too common. Choose one that is harder to guess.',
    passwordPersonal: 'Your password must not contain your name or email.',
    passwordAvoidHint: 'Not a common password, and not your name or email.',
    required: 'This field is required',
    // Maximum lengths (schemas/limits.ts), each checked after the spec's rule for its field.
    emailMax: 'Email address must be at most 254 characters long',
    firstNameMax: 'First name must be at most 50 characters long',
    lastNameMax: 'Last name must be at most 50 characters long',
    phoneMax: 'Phone number must be at most 20 characters long, with at most 15 digits',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long`,
  },
  auth: authMessages,
  // Email and phone verification (docs/product/accounts.md); ID verification has its own group below.
  contact: {
    emailSent: 'We sent a verification link to your email address. Please check your inbox.',
    emailVerified: 'Your email address is verified.',
    emailAlreadyVerified: 'Your email address is already verified.',
    linkUsed: 'This verification link has already been used.',
    linkExpired: 'This verification link has expired. Request a new one from your profile.',
    linkInvalid: 'This verification link is not valid. Request a new one from your profile.',
    codeSent: 'We sent a 6-digit code to your phone number.',
    phoneVerified: 'Your phone number is verified.',
    phoneAlreadyVerified: 'Your phone number is already verified.',
    codeWrong: 'That code is not correct. Please check it and try again.',
    codeExpired: 'This code has expired. Request a new one.',
    codeTooManyTries: 'Too many wrong codes. Request a new one.',
    codeMissing: 'Request a code first.',
  },
  account: {
    profileSaved: 'Your profile has been saved.',
    passwordChanged: 'Your password has been changed. Other devices have been signed out.',
    wrongCurrentPassword: 'Your current password is incorrect.',
    passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
    photoMissing: 'Please choose an image to upload.',
    photoUnreadable: 'This image could not be read. Please choose another file.',
    sessionsRevoked: 'You have been signed out on all other devices.',
    notificationPreferencesSaved: 'Your notification preferences have been saved.',
    pushOn: 'Push notifications are on for this device.',
    pushOff: 'Push notifications are off for this device.',
    pushDenied:
      'Your browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.',
    pushDeviceRemoved: 'That device will no longer get push notifications.',
    pushFailed: 'This browser could not turn push notifications on. Please try again, or try another browser.',
    // Refusals of a subscription (decision 0057); a browser's own subscription never meets the first two.
    pushEndpointNotPushService: 'Push notifications go only through a browser’s own push service.',
    pushEndpointRefused: 'This push service cannot be reached from Espasyo. Please try another browser.',
    // The web answers it itself: a new subscription of this browser, for this account.
    pushEndpointTaken: 'This push subscription belongs to another account.',
  },
  generic,
  routes,
  // The development mailbox (/dev/mailbox): who may read it and why not.
  mailbox: {
    offTitle: 'The mailbox is switched off',
    off: 'This server does not keep the emails and text messages it sends (SMTP is configured or DEV_MAILBOX=off), so there is nothing to read here.',
    localOnlyTitle: 'The mailbox opens only on the server itself',
    /** `url`: the mailbox on the server's own machine, e.g. http://localhost:3000/dev/mailbox. */
    localOnly: (url: string) =>
      `It holds password-reset and verification links, so it answers only requests from the machine Espasyo runs on: open ${url} there. Whoever runs the server can set DEV_MAILBOX=on to open it to everyone, on a private test network only.`,
  },
  settings: {
    platformFee: 'Platform fee must be between 0% and 50%',
    minimumPayout: 'Minimum payout cannot be negative',
    passwordMinLength: 'Password minimum length must be between 6 and 128 characters',
    maxLoginAttempts: 'Max login attempts must be between 1 and 20',
    rateLimitPerMinute: 'Rate limit per minute must be between 1 and 10,000',
    invalidImport: 'Invalid import format: missing settings object',
    updateFailed: (detail: string) => `Failed to update settings: ${detail}`,
    historyFailed: (detail: string) => `Failed to load settings history: ${detail}`,
    // "and similar" (docs/product/errors.md): the other settings actions are wrapped the same way.
    loadFailed: (detail: string) => `Failed to load settings: ${detail}`,
    importFailed: (detail: string) => `Failed to import settings: ${detail}`,
    exportFailed: (detail: string) => `Failed to export settings: ${detail}`,
    resetFailed: (detail: string) => `Failed to reset settings: ${detail}`,
  },
  verification: {
    idTypeRequired: 'Choose the type of government ID you are uploading',
    idFrontRequired: 'Upload a photo or scan of the front of your ID',
    selfieRequired: 'Upload a selfie so we can match you to your ID',
    reasonLength: 'Give a reason between 5 and 500 characters',
    fileUnreadable: (field: string) => `${field} could not be read as an image. Take a new photo and try again.`,
    pdfNotPlain:
      'This PDF contains more than a document (scripts, attachments, forms or another file inside it). Upload a photo of your ID, or save the scan again as a plain PDF.',
    pdfEncrypted: 'This PDF is password-protected. Upload a photo of your ID, or a PDF without a password.',
    unknownField: (field: string) => `Unexpected field "${field}"`,
    alreadyVerified: 'Your ID is already verified.',
    notPending: 'This verification request has already been decided or replaced.',
    notFound: 'Verification request not found',
    approvedSubject: 'Your ID has been verified',
    approvedBody: (name: string, platform: string) =>
      `Hi ${name},\n\nYour government ID has been verified. Your account now shows as verified on ${platform}.\n\nThank you.\n\n— ${platform}`,
    backgroundCheck: {
      referenceLength: 'Give the reference of the check (an NBI clearance number, say) in 3 to 100 characters',
      hostsOnly: 'Background checks are for hosts.',
      idFirst: 'Approve the host’s government ID first: the background check is made on that identity.',
      passedSubject: 'Your background check is complete',
      passedBody: (name: string, platform: string) =>
        `Hi ${name},\n\nOur team has completed your background check. You can now publish your listings on ${platform}.\n\n— ${platform}`,
    },
    rejectedSubject: 'We could not verify your ID',
    rejectedBody: (name: string, reason: string, platform: string) =>
      `Hi ${name},\n\nWe could not verify the ID you submitted, for this reason:\n\n${reason}\n\nYou can submit a new photo of your ID and a selfie from your account settings.\n\n— ${platform}`,
  },
  twoFactor: {
    codeFormat: 'Enter the 6-digit code from your authenticator app',
    recoveryFormat: 'Enter one of your recovery codes (for example abcde-12345)',
    codeOrRecovery: 'Enter the code from your authenticator app or a recovery code',
    invalidCode: 'That code is not correct. Check the time on your phone and try again.',
    invalidRecovery: 'That recovery code is not valid or has already been used.',
    challengeExpired: 'Your sign-in has timed out. Please sign in again.',
    tooManyAttempts: 'Too many wrong codes. Please sign in again.',
    noSetup: 'Start two-factor setup first.',
    alreadyEnabled: 'Two-factor authentication is already on.',
    notEnabled: 'Two-factor authentication is not on.',
    wrongPassword: 'Your password is not correct.',
    setupRequired: 'Your role requires two-factor authentication. Set it up to continue.',
    enabledSubject: 'Two-factor authentication turned on',
    enabledBody: (name: string, platform: string) =>
      `Hi ${name},\n\nTwo-factor authentication is now on for your ${platform} account. If this was not you, reset your password and contact support at once.\n\n— ${platform}`,
    disabledSubject: 'Two-factor authentication turned off',
    disabledBody: (name: string, platform: string) =>
      `Hi ${name},\n\nTwo-factor authentication has been turned off for your ${platform} account. If this was not you, reset your password and contact support at once.\n\n— ${platform}`,
    recoveryRegeneratedSubject: 'New recovery codes for your account',
    recoveryRegeneratedBody: (name: string, platform: string) =>
      `Hi ${name},\n\nNew two-factor recovery codes were created for your ${platform} account; the old codes no longer work. If this was not you, reset your password and contact support at once.\n\n— ${platform}`,
    adminResetSubject: 'Two-factor authentication was reset',
    adminResetBody: (name: string, platform: string) =>
      `Hi ${name},\n\nA ${platform} administrator turned off two-factor authentication for your account and signed you out everywhere. Sign in with your password and set it up again from your settings. If you did not ask for this, reset your password and contact support at once.\n\n— ${platform}`,
    adminResetDone: 'Two-factor authentication was reset. The user was signed out and emailed.',
  },
  // Re-authentication before sensitive changes (decision 0020). Our wording.
  reauth: {
    required: 'For your security, enter your password to continue.',
    wrongPassword: 'Your password is incorrect.',
    passwordRequired: 'Please enter your password.',
  },
  // Changing the account's email address (decision 0020): a link to the new address confirms it.
  emailChange: {
    same: 'This is already your email address.',
    inUse: 'Another account already uses this email address.',
    sent: (email: string) => `We sent a confirmation link to ${email}. Your email address changes when you open it.`,
    changed: 'Your email address has been changed.',
    linkUsed: 'This link has already been used.',
    linkExpired: 'This link has expired. Change your email address again from your profile.',
    linkInvalid: 'This link is not valid. Change your email address again from your profile.',
    confirmSubject: 'Confirm your new email address',
    confirmBody: (name: string, platform: string) =>
      `Hi ${name},\n\nYou asked to use this email address for your ${platform} account. Open the link below to confirm it; it expires in 24 hours. Until then your old address stays in use.`,
    noticeSubject: 'Your email address is being changed',
    noticeBody: (name: string, newEmail: string, platform: string) =>
      `Hi ${name},\n\nSomeone signed in to your ${platform} account asked to change its email address to ${newEmail}. The change happens only when the link sent to that address is opened.\n\nIf this was not you, change your password now: that cancels the change.`,
  },
  // Platform settings rules beyond the spec's five (docs/product/validation.md gives those word for word above).
  settingsFields: {
    unknownKey: (keys: string) => `Unknown setting: ${keys}`,
    unknownCategory: (name: string) => `Unknown settings category: ${name}`,
    categoryObject: (name: string) => `Settings category ${name} must be an object`,
    platformName: 'Platform name must be between 1 and 100 characters',
    platformDescription: 'Platform description must be at most 500 characters',
    currency: 'Currency must be a three-letter ISO 4217 code, for example PHP',
    timezone: 'Timezone must be an IANA time zone, for example Asia/Manila',
    language: 'Language must be en (English) or fil (Filipino)',
    dateFormat: 'Date format must be MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD',
    maintenanceMode: 'Maintenance mode must be on or off',
    maintenanceMessage: 'Maintenance message must be between 1 and 500 characters',
    contactEmail: 'Contact email must be a valid email address',
    url: (label: string) =>
      `${label} must be a web address starting with https:// or http://, or a path starting with /`,
    version: 'Version must look like 1.0.0',
    hostPayoutDelay: 'Host payout delay must be a whole number of days between 0 and 90',
    refundPolicy: 'Refund policy must be flexible, moderate or strict',
    taxRate: 'Tax rate must be between 0% and 100%',
    minimumPayoutMax: 'Minimum payout must be at most 1,000,000',
    paymentGateway: 'Payment gateway must be stripe, paymongo or sandbox',
    cancellationFee: 'Cancellation fee must be between 0% and 100%',
    tenancyGraceDays: 'Grace period must be a whole number of days from 0 to 30',
    tenancyHostNoticeDays: 'Host notice must be a whole number of days from 7 to 90',
    companyName: 'Registered name must be between 1 and 200 characters',
    companyAddress: 'Registered address must be at most 300 characters',
    companyTin: 'TIN must be ###-###-###, with a 3- or 5-digit branch code if there is one',
    sessionTimeout: 'Session timeout must be a whole number of minutes between 5 and 43,200',
    accountLockout: 'Account lockout must be a whole number of minutes between 1 and 1,440',
    maxOpenRequests: 'Open requests per client must be a whole number between 1 and 100',
    maxOpenRequestsPerListing: 'Open requests per space must be a whole number between 1 and 100',
    passMargin: 'Pass margin must be a whole number of minutes between 0 and 120',
    openRequestsPerListingAboveAll: 'Open requests per space cannot be more than open requests per client',
    reportInterval: 'Report interval must be daily, weekly or monthly',
    notificationRetention: 'Notification retention must be a whole number of days between 1 and 3,650',
    rateLimitPerHour: 'Rate limit per hour must be between 1 and 1,000,000',
    rateLimitPerDay: 'Rate limit per day must be between 1 and 10,000,000',
    rateLimitHourBelowMinute: 'Rate limit per hour cannot be lower than the rate limit per minute',
    rateLimitDayBelowHour: 'Rate limit per day cannot be lower than the rate limit per hour',
    corsOrigin:
      'Each CORS origin must look like https://example.com (no path, at most 200 characters), at most 50 origins',
    webhookTimeout: 'Payment gateway timeout must be between 1,000 and 120,000 ms',
    apiVersion: 'API version must look like v1',
    maxFileSize: 'Max file size must be between 1 KB and 50 MB (1,024 to 52,428,800 bytes)',
    imageTypes: (allowed: string) => `Image types must be chosen from ${allowed}, at least one`,
    documentTypes: (allowed: string) => `Document types must be chosen from ${allowed}, at least one`,
    imageQuality: 'Image quality must be a whole number between 1 and 100',
    thumbnailSize: 'Thumbnail size must be a whole number of pixels between 50 and 2,000',
    cloudStorageProvider: 'Storage provider must be local or s3',
    onOff: (label: string) => `${label} must be on or off`,
  },
  // Admin area (docs/product/admin.md): our wording; the spec shows no admin page content.
  admin: {
    selfStatus: 'You cannot suspend or disable your own account.',
    selfDemote: 'You cannot change your own account type. Ask another administrator.',
    alreadyAdmin: 'This user is already an administrator.',
    selfTwoFactorReset: 'You cannot reset your own two-factor authentication. Turn it off from your account settings.',
    userNotFound: 'No user with this id.',
    jobNotFound: 'No scheduled job with this name.',
    jobRunning: 'This job is already running. Try again when it has finished.',
  },
  uploads: {
    tooLarge: (limit: string) => `The file is larger than the ${limit} limit.`,
    typeNotAllowed: (allowed: string) => `This type of file is not allowed. Allowed: ${allowed}.`,
    empty: 'The file is empty.',
  },
  // Data Privacy Act (docs/product/accounts.md, docs/product/routes.md#host-and-client-areas): download my data, delete my account. Our wording.
  privacy: {
    passwordRequired: 'Please enter your password.',
    wrongPassword: 'Your password is incorrect. Your account was not deleted.',
    confirmationMismatch: 'Type DELETE in capital letters to confirm.',
    lastAdmin:
      'You are the last administrator, so this account cannot be deleted. Make another user an administrator first.',
    accountDeleted: 'Your account has been deleted.',
  },
  pricing: {
    subtotal: 'Subtotal must be a whole number of centavos between 0 and 100,000,000,000',
  },
  // GET /api/placeholder/{width}/{height} (the spec: placeholder images come from there). Our wording.
  placeholder: {
    size: 'Width and height must be whole numbers of pixels from 1 to 2000',
  },
} as const;

export type Messages = typeof en;
