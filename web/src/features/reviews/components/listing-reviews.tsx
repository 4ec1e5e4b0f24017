import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { reviewsPageParam } from '../api/listing-reviews-query';
import { useListingReviews } from '../api/use-listing-reviews';
import { PublicReviewItem } from './public-review-item';
import { RatingSummary } from './rating-summary';

// Its own chunk (with react-hook-form and zod): loaded when a signed-in reader reports a review.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * The 'Reviews' section of a listing's page (issue 22): the rating summary and the visible reviews,
 * newest first, a page at a time. The page is in the address (`?reviews=2`), so the server renders
 * it with the page and the links work without JavaScript; signed-in readers can report a review.
 */
export function ListingReviewsSection({ listingId, hostName }: { listingId: string; hostName: string }) {
  const m = useMessages('reviews').listing;
  const [params] = useSearchParams();
  const page = reviewsPageParam(params);
  const reviews = useListingReviews(listingId, page);
  const { status } = useAuth();
  const [reporting, setReporting] = useState<string | null>(null);

  return (
    <section
      aria-labelledby="reviews-title"
      id="reviews"
      className="scroll-mt-24"
      aria-busy={reviews.isFetching || undefined}
    >
      <h2 id="reviews-title" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      <div className="mt-4">
        {reviews.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-card bg-ink-100">
            <span className="sr-only">{m.loading}</span>
          </div>
        ) : reviews.isError ? (
          <LoadError title={m.error} error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.summary.totalRatings === 0 && reviews.data.total === 0 ? (
          <p className="flex items-center gap-2 text-base text-ink-700">
            <Star aria-hidden="true" className="size-5 text-ink-400" />
            <span>
              <span className="font-semibold">{m.none}.</span> {m.noneBody}
            </span>
          </p>
        ) : (
          <>
            <RatingSummary summary={reviews.data.summary} />
            <ul className="mt-4">
              {reviews.data.items.map((r) => (
                <PublicReviewItem
                  key={r.id}
                  review={r}
                  hostName={hostName}
                  onReport={status === 'signedIn' ? () => setReporting(r.id) : undefined}
                />
              ))}
            </ul>
            <ReviewPages page={page} pageSize={reviews.data.pageSize} total={reviews.data.total} />
          </>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** Newer and older reviews as links to `?reviews=n#reviews` (the page's other parameters kept). */
function ReviewPages({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const m = useMessages('reviews').listing;
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(location.search);
    if (n > 1) next.set('reviews', String(n));
    else next.delete('reviews');
    const qs = next.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}#reviews`;
  };
  const link = 'inline-flex min-h-11 items-center gap-1 rounded-field px-3 text-sm font-semibold';
  return (
    <nav
      aria-label={m.pagesLabel}
      className="mt-4 flex items-center justify-between gap-3 border-t border-ink-200 pt-4"
    >
      {page > 1 ? (
        <Link to={to(page - 1)} preventScrollReset className={cn(link, 'text-brand-700 hover:bg-brand-50')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-600">{m.pageOf({ page: Math.min(page, pages), pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} preventScrollReset className={cn(link, 'text-brand-700 hover:bg-brand-50')}>
          {m.older}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
