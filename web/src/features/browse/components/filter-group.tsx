import type { ReactNode } from 'react';
import { listingFeatures } from '@espasyo/domain/listings/fields';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import type { SearchFormValues } from '../search-filters';

/** One group of filters under its heading, a rule above all but the first. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-base font-semibold text-ink-900">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** A checkbox per feature of the fixed list (a listing must have every one ticked). */
export function FeatureChecks({ form, values, wide }: { form?: string; values: SearchFormValues; wide: boolean }) {
  const labels = useMessages('search').features;
  const f = { form };
  return (
    <div className={cn('-mt-2 grid gap-x-4', wide ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-1')}>
      {listingFeatures.map((feature) => (
        <Checkbox
          {...f}
          key={feature}
          label={labels[feature]}
          name="features"
          value={feature}
          defaultChecked={values.features.includes(feature)}
        />
      ))}
    </div>
  );
}
