import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldError } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, help, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      {/* The whole row is the label, so the touch target is the full 44 px line. */}
      <div className="flex min-h-11 items-start gap-3 py-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, help, error)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink-400 accent-brand-600"
          {...rest}
        />
        <label htmlFor={inputId} className="cursor-pointer text-base text-ink-800">
          {label}
        </label>
      </div>
      {help && (
        <p id={`${inputId}-help`} className="ml-8 text-sm text-ink-600">
          {help}
        </p>
      )}
      <div className="ml-8">
        <FieldError id={inputId} error={error} />
      </div>
    </div>
  );
}
