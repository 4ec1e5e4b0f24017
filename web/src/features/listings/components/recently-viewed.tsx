import { paths } from '@espasyo/domain/paths';
import { ResultCard } from '@/features/browse';
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
      <ul className="mt-3 grid snap-x auto-cols-[minmax(15rem,18rem)] grid-flow-col gap-4 overflow-x-auto pb-2">
        {items.map((item) => (
          <ResultCard
            key={item.id}
            item={item}
            href={paths.client.listing.getHref(item.id)}
            priceUnit={item.type === 'parking' ? 'day' : 'month'}
            eager={false}
          />
        ))}
      </ul>
    </section>
  );
}
