import { ErrorCode } from '@espasyo/domain/errors';
import { isApiError } from '@/lib/api-client';

export type SensitiveAction<T> = (password?: string) => Promise<T>;
export interface SensitiveHandlers<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/** The server wants the password first: no sign-in on this device in the last 5 minutes. */
export const needsPassword = (e: unknown) => isApiError(e, ErrorCode.reauthRequired);

/**
 * Runs a sensitive change without a password; when the server answers 'reauth_required',
 * hands the action to `askPassword` (the dialog runs it again with the password) instead
 * of reporting an error.
 */
export async function runWithReauth<T>(
  action: SensitiveAction<T>,
  handlers: SensitiveHandlers<T>,
  askPassword: () => void,
): Promise<void> {
  let result: T;
  try {
    result = await action();
  } catch (e) {
    if (needsPassword(e)) askPassword();
    else handlers.onError?.(e);
    return;
  }
  handlers.onSuccess?.(result);
}
