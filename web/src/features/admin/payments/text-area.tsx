import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** A multi-line field: label above, help and the error under it, like TextField (the listing form's has its own). */
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
        className={cn(controlClasses(!!error), 'min-h-24 resize-y', className)}
        {...rest}
      />
    </Field>
  );
}
