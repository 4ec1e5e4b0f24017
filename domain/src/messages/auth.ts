import { sessionExpired } from './frame';

/**
 * Signing in, signing up and resetting a password (docs/product/routes.md, docs/product/errors.md):
 * `en.auth` in the catalogue (en.ts). Apart from it so that the public sign-in pages' first
 * download carries these and not the whole catalogue (issue 30's JavaScript budget).
 */
export const authMessages = {
  signInFailed: 'Sign in failed. Please try again.',
  invalidCredentials: 'Invalid email or password',
  noAccount: 'No account found with this email address.',
  wrongPassword: 'Incorrect email or password. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  disabled: 'This account has been disabled. Contact support.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  emailInUse: 'An account with this email address already exists. Sign in instead.',
  resetNoAccount: 'No account found with this email address.',
  resetInvalidEmail: 'Please enter a valid email address.',
  resetTooMany: 'Too many requests. Please try again later.',
  resetFailed: 'Failed to send reset email.',
  resetSent: 'Password reset email sent! Please check your inbox.',
  resetLinkUsed: 'This reset link has already been used. Request a new one.',
  resetLinkExpired: 'This reset link has expired. Request a new one.',
  resetLinkInvalid: 'This reset link is not valid. Request a new one.',
  signingIn: 'Signing In...',
  creatingAccount: 'Creating Account...',
  socialUnavailable: 'Signing in with Google or Facebook is not available yet. Please use your email and password.',
  sessionExpired,
  signInRequired: 'Please sign in to continue.',
  // Why /signin opened: a visitor's search from the landing page leads to /client/browse (guarded).
  signInToSearch: (q: string) => `Sign in or create an account to see spaces for ‘${q}’.`,
  signInToBrowse: 'Sign in or create an account to browse spaces.',
  /** The public search offered instead, on the sign-in page a search led to (issue 30). */
  browseWithoutAccount: 'Browse without an account',
  // Not in the spec: our wording for cases its catalogue does not cover.
  suspended: 'This account has been suspended. Contact support.',
  adminExists: 'An administrator already exists.',
};
