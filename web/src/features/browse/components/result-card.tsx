import { Link } from 'react-router';
import { MapPin, Star, Zap } from 'lucide-react';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { listingTypeLabels } from '@espasyo/domain/listings/fields';
import { formatMoney } from '@/lib/format';

/** The price a card leads with: the unit the search compares in, else the listing's first price. */
function leadPrice(item: ListingSearchItem, unit: 'hour' | 'day' | 'month') {
  const byUnit = { hour: item.pricePerHour, day: item.pricePerDay, month: item.pricePerMonth };
  const chosen = byUnit[unit] != null ? unit : (['day', 'month', 'hour'] as const).find((u) => byUnit[u] != null);
  return chosen ? { amount: byUnit[chosen]!, unit: chosen } : null;
}

const distance = (km: number) => (km < 1 ? `${Math.round(km * 1000)} m away` : `${Number(km.toFixed(1))} km away`);

/** One result: cover, title, barangay and city, price with its unit, rating, instant book, distance. */
export function ResultCard({
  item,
  href,
  priceUnit,
  eager,
}: {
  item: ListingSearchItem;
  href: string;
  priceUnit: 'hour' | 'day' | 'month';
  eager: boolean;
}) {
  const price = leadPrice(item, priceUnit);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card focus-within:ring-2 focus-within:ring-brand-600 hover:border-ink-300">
      <div className="relative aspect-[4/3] bg-ink-100">
        {item.coverUrl && (
          <img
            src={item.coverUrl}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover"
          />
        )}
        {item.instantBook && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-success-700 shadow-card">
            <Zap aria-hidden="true" className="size-3.5" /> Instant book
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{listingTypeLabels[item.type]}</p>
        <h3 className="text-base font-semibold text-ink-900">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link to={href} className="outline-none after:absolute after:inset-0">
            {item.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-ink-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {item.barangay}, {item.city}
          {item.distanceKm != null && <span className="text-ink-500"> · {distance(item.distanceKm)}</span>}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          {price ? (
            <p>
              <span className="text-lg font-bold text-ink-900">{formatMoney(price.amount)}</span>
              <span className="text-sm text-ink-600"> / {price.unit}</span>
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
              'New'
            )}
          </p>
        </div>
      </div>
    </li>
  );
}

export function ResultCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-card border border-ink-200 bg-white">
      <div className="aspect-[4/3] animate-pulse bg-ink-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-16 animate-pulse rounded bg-ink-100" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-ink-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-ink-100" />
      </div>
    </li>
  );
}
