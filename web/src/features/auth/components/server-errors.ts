import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * The server checks with the same schema; if it still rejects a field (e.g. the email is
 * taken), show that message under the field and focus it, like a browser-side error.
 * Returns true when the error was about fields, so the caller need not show it twice.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const entries = Object.entries(error.fields).filter(([name]) => known.includes(name));
  entries.forEach(([name, message], i) =>
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
  );
  return entries.length > 0;
}

/** True when the server's error names one of the form's fields: it shows under that field, not again above the form. */
export function isFieldError(error: unknown, known: readonly string[]): boolean {
  return error instanceof ApiError && !!error.fields && Object.keys(error.fields).some((name) => known.includes(name));
}
