import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { pesosToCentavos } from './money';

/** A price typed in pesos, with ₱ before it and its unit after it; what renters will see under it. */
export function PesoField({
  label,
  unit,
  value,
  error,
  help,
  seen,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  /** After the amount ('/ day'); null: an amount paid once, with no unit. */
  unit: 'hour' | 'day' | 'month' | null;
  value: string;
  error?: string;
  help?: string;
  /** What renters see of a typed amount (default: the amount per unit). */
  seen?: (amount: string) => string;
  ref?: Ref<HTMLInputElement>;
}) {
  const m = useMessages('listingWizard').prices;
  const f = useFormat();
  const id = useId();
  const centavos = pesosToCentavos(value);
  const shown = centavos != null && Number.isInteger(centavos) && centavos > 0 ? f.money(centavos) : null;
  const helpText = shown ? (seen ? seen(shown) : m.seen({ amount: shown, unit: unit ?? 'month' })) : help;
  return (
    <Field id={id} label={label} help={helpText} error={error}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600"
        >
          ₱
        </span>
        <input
          id={id}
          ref={ref}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, helpText, error)}
          className={cn(controlClasses(!!error), 'pr-20 pl-8')}
          {...rest}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-600"
          >
            / {m.unit({ unit })}
          </span>
        )}
      </div>
    </Field>
  );
}
