import { Star } from 'lucide-react';
import type { RatingSummary as Summary } from '@espasyo/domain/contracts/reviews';
import { formatRating } from '@espasyo/domain/reviews/reviews';
import { useMessages } from '@/lib/i18n';

/** A listing's average, its number of reviews and a bar per star (5 down to 1), each with its count. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const m = useMessages('reviews').listing;
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <p className="flex items-center gap-3">
        <Star aria-hidden="true" className="size-8 fill-accent-500 text-accent-500" />
        <span aria-hidden="true" className="text-4xl font-bold text-ink-900">
          {formatRating(summary.rating)}
        </span>
        <span className="sr-only">
          {m.average({ rating: formatRating(summary.rating), count: summary.totalRatings })}
        </span>
        <span aria-hidden="true" className="text-base text-ink-700">
          {m.count({ count: summary.totalRatings })}
        </span>
      </p>
      <ul aria-label={m.distributionLabel} className="max-w-sm space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-ink-700">
              <span className="sr-only">{m.starsRow({ stars, count })}</span>
              <span aria-hidden="true" className="inline-flex w-8 items-center gap-0.5 tabular-nums">
                {stars}
                <Star className="size-3.5 fill-ink-500 text-ink-500" />
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100">
                <span
                  className="block h-full rounded-full bg-accent-500"
                  style={{ width: `${Math.round((count / most) * 100)}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-8 text-right tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
