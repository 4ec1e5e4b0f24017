import { ApiError } from '@/lib/api-client';

/**
 * The message to show for a failed auth call (docs/product/errors.md): the server's own wording
 * for known problems (wrong password, locked, no account…), the network message when the
 * request never arrived, and the form's fallback ('Sign in failed. Please try again.')
 * when something unexpected broke.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 500 && error.code !== 'maintenance') return fallback;
  return error.message || fallback;
}
