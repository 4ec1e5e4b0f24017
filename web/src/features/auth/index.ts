/** What other features may use from auth; pages are reached through the router only. */
export { useSignIn, type AuthResult } from './api/use-sign-in';
export { useSignUp } from './api/use-sign-up';
export { useResendVerification } from './api/use-verify-email';
export { authErrorMessage } from './api/auth-errors';
export { destinationAfterSignIn } from './components/destination';
