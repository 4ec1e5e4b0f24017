import { Link } from 'react-router';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import type { SearchFormErrors, SearchFormValues } from '../search-filters';
import { FilterFields } from './filter-fields';
import { FILTERS_ID } from './filters-button';

/**
 * The filters beside the results on wide screens, part of the search bar's form (`formId`).
 * On a phone it is hidden: the 'Filters' button opens the sheet instead, and before the page's
 * JavaScript runs the same button, a link to #filters, shows this panel over the page.
 */
export function FiltersSidebar({
  formId,
  values,
  errors,
  kind,
  priceUnit,
  count,
  clearHref,
}: {
  formId: string;
  values: SearchFormValues;
  errors: SearchFormErrors;
  kind: string | null;
  priceUnit: string;
  count: number;
  clearHref: string;
}) {
  const m = useMessages('search').filters;
  return (
    <section
      id={FILTERS_ID}
      aria-labelledby="filters-title"
      className="hidden bg-white max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:block max-lg:target:overflow-y-auto lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:rounded-card lg:border lg:border-ink-200"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-ink-200 bg-white px-4 py-3">
        <h2 id="filters-title" className="text-lg font-semibold text-ink-900">
          {m.title}
        </h2>
        {count > 0 && (
          <Link to={clearHref} className="rounded-field px-2 py-2 text-sm font-semibold text-brand-700 underline">
            {m.clearAll}
          </Link>
        )}
        <a
          href="#results"
          aria-label={m.close}
          className="flex size-11 items-center justify-center rounded-field text-ink-600 hover:bg-ink-100 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </a>
      </div>
      <div className="px-4 py-4">
        <FilterFields form={formId} values={values} errors={errors} kind={kind} priceUnit={priceUnit} />
      </div>
      <div className="sticky bottom-0 border-t border-ink-200 bg-white px-4 py-3">
        <Button type="submit" form={formId} variant="secondary" full>
          {m.apply}
        </Button>
      </div>
    </section>
  );
}

export default FiltersSidebar;
