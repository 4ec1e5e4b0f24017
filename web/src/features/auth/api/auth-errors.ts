import { FrameErrorCode } from '@/lib/frame-error-codes';
import { ClientErrorCode, isApiError, isRefusal } from '@/lib/api-client';

/**
 * The message to show for a failed auth call (docs/product/errors.md): the server's own wording
 * for known problems (wrong password, locked, no account…), the network message when the
 * request never arrived, and the form's fallback ('Sign in failed. Please try again.')
 * when something unexpected broke.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  // The request never arrived, or the platform is down for maintenance: their messages say so.
  if (isApiError(error, ClientErrorCode.network, FrameErrorCode.maintenance)) return error.message;
  if (isRefusal(error)) return error.message || fallback;
  return fallback;
}
