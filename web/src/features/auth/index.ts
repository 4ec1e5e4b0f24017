/** What other features may use from auth; pages are reached through the router only. */
export { useSignIn } from './api/use-sign-in';
export type { AuthResult } from '@espasyo/domain/contracts/auth';
export { useSignUp } from './api/use-sign-up';
export { useResendVerification } from './api/use-resend-verification';
export { authErrorMessage } from './api/auth-errors';
export { destinationAfterSignIn } from './components/destination';
export { usePasswordHint } from './components/password-hint';
