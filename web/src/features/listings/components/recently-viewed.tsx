import { ResultCardRow } from '@/features/browse';
import { useRecentlyViewed } from '@/features/listings/api/use-recently-viewed';

/** The client dashboard's 'Recently viewed' row: the spaces opened last, to go back to; nothing until there are some. */
export function RecentlyViewedRow() {
  const recent = useRecentlyViewed();
  const items = recent.data?.items.slice(0, 8) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="min-w-0">
      <h2 id="recently-viewed" className="text-lg font-semibold text-ink-900">
        Recently viewed
      </h2>
      <ResultCardRow items={items} />
    </section>
  );
}
