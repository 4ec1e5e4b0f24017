import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, Field } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  labelAside?: ReactNode;
  /** Content drawn inside the right edge of the input (e.g. the show-password button). */
  trailing?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  help,
  error,
  labelAside,
  trailing,
  containerClassName,
  className,
  id,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field
      id={inputId}
      label={label}
      help={help}
      error={error}
      required={required}
      labelAside={labelAside}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, help, error)}
          aria-required={required || undefined}
          className={cn(controlClasses(!!error), trailing ? 'pr-12' : undefined, className)}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
    </Field>
  );
}
