import { Link } from 'react-router';
import { MapPin, Star, Zap } from 'lucide-react';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { placeholderSrc } from '@/lib/placeholder';
import { distanceText, leadPrice } from '../listing-price';

/**
 * One result: cover, title, barangay and city, price with its unit, rating, instant book,
 * distance. A card in a grid, or a row (the list beside the map, where `onHover` tells the
 * map which marker to raise).
 */
export function ResultCard({
  item,
  href,
  priceUnit,
  eager,
  layout = 'card',
  highlighted = false,
  onHover,
}: {
  item: ListingSearchItem;
  href: string;
  priceUnit: 'hour' | 'day' | 'month';
  eager: boolean;
  layout?: 'card' | 'row';
  highlighted?: boolean;
  onHover?: (id: string | null) => void;
}) {
  const m = useMessages('search');
  const price = leadPrice(item, priceUnit);
  const row = layout === 'row';
  const hover = onHover && {
    onPointerEnter: () => onHover(item.id),
    onPointerLeave: () => onHover(null),
    onFocus: () => onHover(item.id),
    onBlur: () => onHover(null),
  };
  return (
    <li
      {...hover}
      className={cn(
        'group relative flex overflow-hidden rounded-card border bg-white shadow-card focus-within:ring-2 focus-within:ring-brand-600 hover:border-ink-300',
        row ? 'flex-row' : 'flex-col',
        highlighted ? 'border-brand-600' : 'border-ink-200',
      )}
    >
      <div className={cn('relative shrink-0 bg-ink-100', row ? 'w-28 sm:w-36' : 'aspect-[4/3]')}>
        {/* A listing without a photo shows the neutral placeholder of the same size. */}
        <img
          src={item.coverUrl ?? placeholderSrc(400, 300)}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className={cn('object-cover', row ? 'absolute inset-0 size-full' : 'size-full')}
        />
        {item.instantBook && !row && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-success-700 shadow-card">
            <Zap aria-hidden="true" className="size-3.5" /> {m.card.instantBook}
          </span>
        )}
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', row ? 'p-3' : 'p-4')}>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {m.types[item.type]}
          {item.instantBook && row && (
            <span className="inline-flex items-center gap-0.5 tracking-normal text-success-700 normal-case">
              <Zap aria-hidden="true" className="size-3.5" /> {m.card.instantBook}
            </span>
          )}
        </p>
        <h3 className={cn('text-base font-semibold text-ink-900', row && 'line-clamp-2')}>
          {/* The whole card is the link's target area; the title is its name. */}
          <Link to={href} className="outline-none after:absolute after:inset-0">
            {item.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-ink-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className={cn(row && 'truncate')}>
            {item.barangay}, {item.city}
            {item.distanceKm != null && (
              <span className="text-ink-500"> · {distanceText(item.distanceKm, m.card)}</span>
            )}
          </span>
        </p>
        <div className={cn('mt-auto flex items-end justify-between gap-2', row ? 'pt-1' : 'pt-2')}>
          {price ? (
            <p>
              <span className={cn('font-bold text-ink-900', row ? 'text-base' : 'text-lg')}>
                {formatMoney(price.amount)}
              </span>
              <span className="text-sm text-ink-600"> {m.card.perUnit({ unit: m.unit[price.unit] })}</span>
            </p>
          ) : (
            <span />
          )}
          <p className="flex items-center gap-1 text-sm text-ink-700">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            {item.totalRatings > 0 ? (
              <>
                {item.rating.toFixed(1)} <span className="text-ink-500">({item.totalRatings})</span>
              </>
            ) : (
              m.card.new
            )}
          </p>
        </div>
      </div>
    </li>
  );
}

export function ResultCardSkeleton({ layout = 'card' }: { layout?: 'card' | 'row' }) {
  const row = layout === 'row';
  return (
    <li
      aria-hidden="true"
      className={cn('flex overflow-hidden rounded-card border border-ink-200 bg-white', row ? 'flex-row' : 'flex-col')}
    >
      <div className={cn('animate-pulse bg-ink-100', row ? 'h-28 w-28 sm:w-36' : 'aspect-[4/3]')} />
      <div className="flex-1 space-y-2 p-4">
        <div className="h-3 w-16 animate-pulse rounded bg-ink-100" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink-100" />
      </div>
    </li>
  );
}
