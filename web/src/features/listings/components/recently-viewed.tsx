import { Suspense } from 'react';
import type { RecentlyViewed } from '@espasyo/domain/contracts/listings';
import { useMessages } from '@/lib/i18n';
import { ResultCardRow } from '@/features/browse';
import { useRecentlyViewed } from '@/features/listings/api/use-recently-viewed';

/**
 * The client dashboard's 'Recently viewed' row: the spaces opened last, to go back to; nothing
 * until there are some. Its heading is the `listing` namespace's, fetched only once there is a row
 * to show, without holding up the rest of the dashboard.
 */
export function RecentlyViewedRow() {
  const recent = useRecentlyViewed();
  const items = recent.data?.items.slice(0, 8) ?? [];
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedSection items={items} />
    </Suspense>
  );
}

function RecentlyViewedSection({ items }: { items: RecentlyViewed['items'] }) {
  const m = useMessages('listing');
  return (
    <section aria-labelledby="recently-viewed" className="min-w-0">
      <h2 id="recently-viewed" className="text-lg font-semibold text-ink-900">
        {m.recentlyViewed}
      </h2>
      <ResultCardRow items={items} />
    </section>
  );
}
