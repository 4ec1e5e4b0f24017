/**
 * The signed-in areas' guard screens (web/src/app/guards, issue 34): a page for another account
 * type, a verification still to do, staff without two-factor sign-in, access denied, and the
 * session that could not be checked (decision 0062; its title is in errors.ts). English word for
 * word as domain/src/messages/en.ts (`guards`) and the screens had it.
 * Plain data: ICU MessageFormat strings.
 */
export default {
  goToDashboard: 'Go to my dashboard',
  /** `types`: the account types' names below, joined in the page's language ('client and host'). */
  restricted: 'This area is restricted to {types} accounts only.',
  /** Split around the account type, which is bold: 'You are signed in with a {type} account.' */
  signedInAs: 'You are signed in with a {type} account.',
  types: { client: 'client', host: 'host', admin: 'admin', moderator: 'moderator' },
  verificationTitle: 'Account Verification Required',
  verificationBody: 'Please verify your account to access this feature.',
  withOurTeam: 'Your documents are with our team for review. We will let you know as soon as they are approved.',
  steps: {
    email: 'Confirm your email address',
    phone: 'Verify your mobile number',
    id: 'Upload a government ID for review',
    backgroundCheck: 'Wait for our team’s background check',
  },
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have permission to access this area.",
  accessDeniedHint: 'Contact your administrator if you believe this is an error.',
  twoFactorTitle: 'Set up two-factor sign-in',
  twoFactorBody:
    'The platform requires administrators and moderators to sign in with an authenticator app. Turn it on below to continue.',
  session: {
    failedBody: 'Your session could not be checked just now. You have not been signed out.',
    retryIn: 'Trying again in {seconds, plural, one {# second} other {# seconds}}.',
  },
} as const;
