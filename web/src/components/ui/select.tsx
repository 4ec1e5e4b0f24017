import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, Field } from './field';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: Array<{ value: string; label: string }>;
  help?: ReactNode;
  error?: string;
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, options, help, error, placeholder, id, className, required, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} help={help} error={error} required={required}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, help, error)}
          required={required}
          className={cn(controlClasses(!!error), 'appearance-none pr-10', className)}
          {...rest}
        >
          {placeholder && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-500"
        />
      </div>
    </Field>
  );
}
