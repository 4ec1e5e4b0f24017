import { beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { renderApp, screen, within } from '@/testing/test-utils';
import { buildPublicReview, serveListingReviews } from '../reviews.fixtures';
import { ListingReviewsSection } from './listing-reviews';

describe("A listing's reviews in Filipino (issue 34)", { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the summary, each review and the host’s response in Filipino', async () => {
    const reviews = Array.from({ length: 12 }, (_, i) =>
      buildPublicReview({ id: `r${i}`, author: { name: `Renter ${i}`, avatarUrl: null } }),
    );
    reviews[0] = buildPublicReview({
      id: 'r0',
      author: { name: 'Maria S.', avatarUrl: null },
      rating: 4,
      reply: { body: 'Salamat, Maria!', createdAt: '2026-11-12T02:00:00.000Z' },
    });
    serveListingReviews(reviews, { rating: 4.666, totalRatings: 12, distribution: [0, 1, 0, 2, 9] });
    renderApp(<ListingReviewsSection listingId="l1" hostName="Ramon" />, {
      url: '/spaces/l1',
      path: '/spaces/:listingId',
      lang: 'fil',
    });
    const section = await screen.findByRole('region', { name: 'Mga review' });
    expect(await within(section).findByText('4.7 sa 5 mula sa 12 review')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Rating ayon sa star' })).toBeInTheDocument();
    const first = within(section).getByRole('article', { name: 'Ni Maria S.' });
    expect(first).toHaveTextContent('Umupa noong');
    expect(within(first).getByRole('img', { name: 'Rating na 4 sa 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Sagot ni Ramon');
    expect(within(section).getByRole('navigation', { name: 'Mga pahina ng review' })).toHaveTextContent(
      'Pahina 1 ng 2',
    );
    expect(within(section).getByRole('link', { name: /Mas lumang review/ })).toBeInTheDocument();
  });
});
