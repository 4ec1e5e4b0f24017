import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useFormat } from '@/lib/use-format';
import { UiWord } from './ui-word';

/** A multi-line field: label above, help and the error under it, like TextField (the listing form, staff refunds and corrections). */
export function TextArea({
  label,
  help,
  error,
  id,
  required,
  className,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} help={help} error={error} required={required}>
      <textarea
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, help, error)}
        aria-required={required || undefined}
        className={cn(controlClasses(!!error), 'min-h-32 resize-y', className)}
        {...rest}
      />
    </Field>
  );
}

/** '42 of 100 characters' under a field with a limit. */
export function CharacterCount({ value, max, min }: { value: string; max: number; min?: number }) {
  const n = value.trim().length;
  const short = min != null && n < min;
  const f = useFormat();
  const values = { count: f.number(n), max: f.number(max) };
  return (
    <span className={cn(short && n > 0 && 'text-warning-700')}>
      <UiWord
        pick={(m) => (short && n > 0 ? m.charactersShort({ ...values, min: String(min) }) : m.characters(values))}
      />
    </span>
  );
}
