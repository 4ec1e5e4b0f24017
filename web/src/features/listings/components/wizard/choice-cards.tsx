import type { ComponentType, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export interface Choice {
  value: string;
  label: string;
  description?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/**
 * A group of radio buttons or checkboxes drawn as cards: a fieldset whose legend names the
 * question, each choice a native input inside its label (keyboard and screen readers get the
 * browser's own behaviour), the error under the group.
 */
export function ChoiceCards({
  id,
  legend,
  help,
  choices,
  input,
  kind = 'radio',
  error,
  columns = 'sm:grid-cols-3',
  legendClassName,
}: {
  id: string;
  legend: ReactNode;
  help?: ReactNode;
  choices: Choice[];
  input: UseFormRegisterReturn;
  kind?: 'radio' | 'checkbox';
  error?: string;
  columns?: string;
  legendClassName?: string;
}) {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className={cn('text-sm font-semibold text-ink-800', legendClassName)}>{legend}</legend>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-ink-600">
          {help}
        </p>
      )}
      <div className={cn('mt-2 grid gap-2', columns)}>
        {choices.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-card border bg-white p-3 transition-colors',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
              'has-focus-visible:outline-3 has-focus-visible:outline-brand-500 hover:border-ink-400',
              error ? 'border-danger-600' : 'border-ink-300',
            )}
          >
            <input
              type={kind}
              value={value}
              {...input}
              className="mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 font-semibold text-ink-900">
                {Icon && <Icon aria-hidden="true" className="size-5 text-brand-700" />}
                {label}
              </span>
              {description && <span className="mt-0.5 block text-sm text-ink-600">{description}</span>}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-1.5">
        <FieldError id={id} error={error} />
      </div>
    </fieldset>
  );
}
