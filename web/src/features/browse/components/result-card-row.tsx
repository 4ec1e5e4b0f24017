import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { ResultCard, ResultCardSkeleton } from './result-card';

/**
 * Listings in one row that scrolls sideways, each opening its page in the client's area (the
 * client dashboard's saved and recently viewed spaces); `null` while they load: their shapes.
 */
export function ResultCardRow({ items }: { items: ListingSearchItem[] | null }) {
  return (
    <ul
      aria-busy={!items || undefined}
      className="mt-3 grid snap-x auto-cols-[minmax(15rem,18rem)] grid-flow-col gap-4 overflow-x-auto pb-2"
    >
      {items
        ? items.map((item) => (
            <ResultCard
              key={item.id}
              item={item}
              href={paths.client.listing.getHref(item.id)}
              priceUnit={item.type === 'parking' ? 'day' : 'month'}
              eager={false}
            />
          ))
        : Array.from({ length: 3 }, (_, i) => <ResultCardSkeleton key={i} />)}
    </ul>
  );
}
