import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useMyReviews } from '../api/use-my-reviews';

/**
 * On a completed booking's page, while its viewer may still review it (it is among their reviews to
 * write): the days left and a link to the form. Nothing otherwise (written, or the 14 days are over).
 */
export function ReviewCallToAction({ bookingId, viewer }: { bookingId: string; viewer: 'client' | 'host' }) {
  const m = useMessages('reviewPages').cta;
  const mine = useMyReviews();
  const item = mine.data?.toWrite.find((t) => t.bookingId === bookingId);
  if (!item) return null;
  return (
    <section aria-labelledby="review-cta" className="rounded-card border border-accent-100 bg-accent-50 p-4 sm:p-5">
      <h2 id="review-cta" className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <Star aria-hidden="true" className="size-5 fill-accent-500 text-accent-500" />
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-ink-800">
        {m[viewer]({ name: item.subject.name, days: item.daysLeft })}
        {item.otherSideWritten && ` ${m.otherSideWritten({ name: item.subject.name })}`}
      </p>
      <Link to={paths[viewer].reviews.getHref(bookingId)} className={`${buttonClasses('primary', 'md')} mt-3`}>
        {m.write}
      </Link>
    </section>
  );
}
