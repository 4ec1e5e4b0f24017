import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

export interface FieldErrorOptions {
  /** Focus the first field with an error (default true). */
  focus?: boolean;
  /** The server names fields by their path in a document ('general.platformName'): match the last part. */
  byLastSegment?: boolean;
}

/**
 * The server checks with the same schema; when it still rejects a field (the email is taken,
 * the code is wrong), its message goes under that field and the first such field gets focus,
 * like a browser-side error. True when any was placed, so the caller shows nothing twice.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
  { focus = true, byLastSegment = false }: FieldErrorOptions = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const entries = Object.entries(error.fields)
    .map(([name, message]) => [byLastSegment ? (name.split('.').pop() ?? name) : name, message] as const)
    .filter(([name]) => known.includes(name));
  entries.forEach(([name, message], i) =>
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: focus && i === 0 }),
  );
  return entries.length > 0;
}

/** True when the server's error names one of the form's fields: it shows under that field, not again above the form. */
export function isFieldError(error: unknown, known: readonly string[]): boolean {
  return error instanceof ApiError && !!error.fields && Object.keys(error.fields).some((name) => known.includes(name));
}
