import { lazy, Suspense, useState, type MouseEvent, type Ref } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import type { FilterSheetProps } from './filter-sheet';

/** The id the 'Filters' link points at: without JavaScript it opens the filters panel on a phone (CSS :target). */
export const FILTERS_ID = 'filters';

const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadSheet);

/**
 * 'Filters' with the number of filters on, and the sheet it opens (fetched on first hover,
 * touch or focus, so it is there by the time of the click). A link to the filters panel
 * (#filters) until the page's JavaScript runs: the panel then shows over the page by CSS.
 */
export function FiltersButton({
  className,
  ref,
  ...sheet
}: Omit<FilterSheetProps, 'open' | 'onClose' | 'session'> & { className?: string; ref?: Ref<HTMLAnchorElement> }) {
  const m = useMessages('search').filters;
  const [state, setState] = useState({ wanted: false, open: false, session: 0 });

  function open(event: MouseEvent) {
    event.preventDefault();
    setState((s) => ({ wanted: true, open: true, session: s.session + 1 }));
  }

  return (
    <>
      <a
        ref={ref}
        href={`#${FILTERS_ID}`}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={loadSheet}
        onTouchStart={loadSheet}
        onFocus={loadSheet}
        className={cn(buttonClasses('outline', 'md'), className)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {m.title}
        {sheet.count > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-600 px-1.5 text-sm font-bold text-white">
            {sheet.count}
            <span className="sr-only">{m.on}</span>
          </span>
        )}
      </a>
      {state.wanted && (
        <Suspense fallback={null}>
          <FilterSheet
            {...sheet}
            open={state.open}
            session={state.session}
            onClose={() => setState((s) => ({ ...s, open: false }))}
          />
        </Suspense>
      )}
    </>
  );
}
