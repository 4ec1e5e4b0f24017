import type { ComponentProps } from 'react';
import { island } from '@/components/island';
import type { ListingReviewsSection } from './listing-reviews';
import { useMessages } from '@/lib/i18n';

/**
 * A listing's 'Reviews' section as an island (issue 30): the server renders it with the page; its
 * code (the summary, the reviews, their pages, the report dialog) is fetched when it comes near
 * the screen or is touched, so the listing page's first download and hydration leave it out.
 */
/** The section's place while its code is on the way. */
function Loading() {
  const m = useMessages('reviews').listing;
  return (
    <div role="status" className="h-40 animate-pulse rounded-card bg-ink-100">
      <span className="sr-only">{m.loading}</span>
    </div>
  );
}

export const ListingReviewsIsland = island<ComponentProps<typeof ListingReviewsSection>>(
  () => import('./listing-reviews').then((m) => ({ default: m.ListingReviewsSection })),
  {
    fallback: <Loading />,
    // Not among the page's namespaces (the server does not record an island's): fetched as it wakes.
    messages: ['reviews'],
  },
);
