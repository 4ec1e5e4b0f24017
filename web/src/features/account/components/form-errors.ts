import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's field errors under their fields (the first one gets focus) and says
 * whether any was placed; the caller shows anything else as a toast or alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let first = true;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
