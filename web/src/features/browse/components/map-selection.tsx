import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import type { PriceUnit } from '@espasyo/domain/listings/search-options';
import type { MarkerGroup } from '../map-markers';
import { useMessages } from '@/lib/i18n';
import { ResultCard } from './result-card';

/**
 * The space (or spaces) of the marker chosen on the map, in a card over the map's lower edge,
 * each linking to its page. The focus moves to the first link, so a keyboard goes on from the
 * marker to the space; Escape or 'Close' puts it back on the map.
 */
export function MapSelection({
  group,
  priceUnit,
  listingHref,
  onClose,
}: {
  group: MarkerGroup;
  priceUnit: PriceUnit;
  listingHref: (id: string) => string;
  onClose: () => void;
}) {
  const m = useMessages('search').map;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector('a')?.focus({ preventScroll: true });
  }, [group.id]);

  const many = group.items.length > 1;
  return (
    <section
      ref={ref}
      aria-label={many ? m.atPoint({ count: group.items.length }) : m.chosen}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="absolute inset-x-2 bottom-2 z-10 mx-auto max-w-md rounded-card bg-white p-2 shadow-raised sm:inset-x-4 sm:bottom-4"
    >
      <div className="flex items-center justify-between gap-2 pl-2">
        <p className="text-sm font-semibold text-ink-700">{m.here({ count: group.items.length })}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={m.close}
          className="flex size-11 shrink-0 items-center justify-center rounded-field text-ink-600 hover:bg-ink-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul className="grid max-h-[45dvh] gap-2 overflow-y-auto">
        {group.items.map((item) => (
          <ResultCard key={item.id} item={item} href={listingHref(item.id)} priceUnit={priceUnit} eager layout="row" />
        ))}
      </ul>
    </section>
  );
}
