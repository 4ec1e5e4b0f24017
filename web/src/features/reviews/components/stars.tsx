import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A rating shown as five stars, read out as `label` ('Rated 4 out of 5', `reviews.card.rating`; the
 * stars themselves are hidden from screen readers). Whole stars: a review's rating is a whole number.
 */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= full ? 'fill-accent-500 text-accent-500' : 'fill-none text-ink-300')}
        />
      ))}
    </span>
  );
}
