import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

const sortOptions = ['relevance', 'distance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;

/**
 * The order of the results, part of the search form `form` (by its attribute): a change sends
 * the form at once; without JavaScript it goes with the next 'Search'. 'Nearest' only when the
 * search has a place or a point.
 */
export function SortSelect({ form, value, near }: { form: string; value: string; near: boolean }) {
  const m = useMessages('search').sort;
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink-700">
        {m.label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          name="sort"
          form={form}
          defaultValue={value}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className={cn(controlClasses(false), 'appearance-none py-1.5 pr-9 text-sm sm:w-auto')}
        >
          {sortOptions
            .filter((o) => near || o !== 'distance' || value === 'distance')
            .map((o) => (
              <option key={o} value={o}>
                {m[o]}
              </option>
            ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-500"
        />
      </div>
    </div>
  );
}
