import { lazy, Suspense } from 'react';
import { useMessages } from '@/lib/i18n';
import { useNearScreen } from '@/lib/use-near-screen';
import type { ListingAvailabilityProps } from './listing-availability';

const ListingAvailability = lazy(() => import('./listing-availability'));

/** The calendar's place while its code and data are on the way (the same on the server and in the browser). */
function Placeholder() {
  const m = useMessages('listing').availability;
  return (
    <div role="status" className="h-96 max-w-md animate-pulse rounded-card bg-ink-100">
      <span className="sr-only">{m.loading}</span>
    </div>
  );
}

/**
 * The 'Availability' section of a listing's page. Its calendar (and the calendar's code) is fetched
 * only when the section comes near the screen, so the page's first download stays within its
 * JavaScript budget (scripts/js-budget.mjs); the server renders the placeholder.
 */
export function ListingAvailabilitySection(props: ListingAvailabilityProps) {
  // 200 px ahead: on a phone it starts below the first screen, and comes when scrolled towards.
  const m = useMessages('listing').availability;
  const { ref, near } = useNearScreen<HTMLElement>('200px 0px');

  return (
    <section ref={ref} aria-labelledby="availability">
      <h2 id="availability" className="text-lg font-semibold text-ink-900">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{m.intro}</p>
      <div className="mt-3">
        {near ? (
          <Suspense fallback={<Placeholder />}>
            <ListingAvailability {...props} />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </section>
  );
}
