import { useId, useState, type Ref } from 'react';
import { Star } from 'lucide-react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1–5 star rating as a native radio group: Tab reaches it, the arrow keys move between the
 * stars and choose, a screen reader hears '4 stars, radio button, 4 of 5' under the legend. The
 * radios are hidden; their labels are the stars (hover previews the rating, the chosen word shows
 * beside them).
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  legend: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const m = useMessages('reviewPages').form;
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-ink-800">
        {legend}
        <span className="sr-only">{` ${m.required}`}</span>
      </legend>
      <div className="mt-2 flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {STARS.map((n) => (
            <span key={n} className="relative">
              <input
                ref={n === (value ?? 1) ? inputRef : undefined}
                id={`${id}-${n}`}
                type="radio"
                name={id}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-${n}`}
                onMouseEnter={() => setHover(n)}
                className={cn(
                  'flex size-11 cursor-pointer items-center justify-center rounded-field',
                  'peer-focus-visible:ring-3 peer-focus-visible:ring-brand-500/40',
                )}
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8 transition-colors',
                    n <= shown ? 'fill-accent-500 text-accent-500' : 'fill-none text-ink-400',
                  )}
                />
                <span className="sr-only">{m.starLabel({ count: n })}</span>
              </label>
            </span>
          ))}
        </div>
        <span aria-hidden="true" className="text-base font-medium text-ink-700">
          {shown > 0 ? m.starWord({ stars: shown }) : ''}
        </span>
      </div>
      <div className="mt-1.5">
        <FieldError id={id} error={error} />
      </div>
    </fieldset>
  );
}
