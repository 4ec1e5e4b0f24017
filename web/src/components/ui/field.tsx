import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import type authEn from '@espasyo/domain/i18n/en/auth';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';

/** A word of the shared fields: an account field's label, the password toggle, the screen reader's 'required'. */
export type FieldWordName = keyof (typeof authEn)['fields'];

/**
 * The shared fields' words in the page's language, given by the part around them from a namespace
 * its page loads anyway (the auth pages and the account: `auth.fields`; the reviews' forms their
 * own 'required'), so that a public page fetches nothing more for them.
 */
export const FieldWords = createContext<Partial<Record<FieldWordName, string>>>({});

function AuthFieldWord({ name }: { name: FieldWordName }) {
  return useMessages('auth').fields[name];
}

/** One of the shared fields' words: the part's (FieldWords), else `auth.fields`, fetched when first shown. */
export function FieldWord({ name }: { name: FieldWordName }) {
  const word = useContext(FieldWords)[name];
  return (
    word ?? (
      <Suspense fallback={null}>
        <AuthFieldWord name={name} />
      </Suspense>
    )
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  /** Extra content on the label's line, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** ids the control must reference in aria-describedby so its help and error are read out. */
export function describedBy(id: string, help?: ReactNode, error?: string): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full min-h-11 rounded-field border bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-400',
    'transition-colors focus-visible:outline-none focus:ring-3 disabled:bg-ink-100 disabled:text-ink-500',
    invalid
      ? 'border-danger-600 focus:ring-danger-600/25'
      : 'border-ink-300 hover:border-ink-400 focus:border-brand-600 focus:ring-brand-500/25',
  );

/** Label above, control, help text, then the error under the field (UI guidelines: forms). */
export function Field({ id, label, help, error, required, labelAside, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
          {required && (
            <span className="sr-only">
              {' '}
              <FieldWord name="required" />
            </span>
          )}
        </label>
        {labelAside}
      </div>
      {children}
      {help && (
        <p id={`${id}-help`} className="text-sm text-ink-600">
          {help}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <LocalMessage message={error} />
      </span>
    </p>
  );
}
