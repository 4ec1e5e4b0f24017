import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  buildPublicListing,
  buildUser,
  configure,
  renderApp,
  screen,
  server,
  waitFor,
  within,
} from '@/testing/test-utils';
import { ListingJsonLd } from '@/features/listings/components/listing-json-ld';
import { buildPublicReview, serveListingReviews } from '../reviews.fixtures';
import { buildToWrite, serveMyReviews } from '../reviews.fixtures';
import { ReviewCallToAction } from './review-cta';
import { ListingReviewsSection } from './listing-reviews';

configure({ asyncUtilTimeout: 5000 });

const summary = { rating: 4.666, totalRatings: 12, distribution: [0, 1, 0, 2, 9] };
const twelve = Array.from({ length: 12 }, (_, i) =>
  buildPublicReview({ id: `r${i}`, author: { name: `Renter ${i}`, avatarUrl: null }, comment: `Review number ${i}.` }),
);
const open = (url = '/spaces/l1', user: ReturnType<typeof buildUser> | null = null) =>
  renderApp(<ListingReviewsSection listingId="l1" hostName="Ramon" />, { url, path: '/spaces/:listingId', user });

describe("A listing's reviews", { timeout: 20_000 }, () => {
  it('shows the average, the count, a bar per star, the newest reviews with the host’s response, and pages by links', async () => {
    const reviews = [...twelve];
    reviews[0] = buildPublicReview({
      id: 'r0',
      author: { name: 'Maria S.', avatarUrl: null },
      rating: 4,
      reply: { body: 'Salamat, Maria!', createdAt: '2026-11-12T02:00:00.000Z' },
    });
    const asked = serveListingReviews(reviews, summary);
    const { user } = open('/spaces/l1?from=2026-12-01');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('4.7 out of 5 from 12 reviews')).toBeInTheDocument();
    const bars = within(section).getByRole('list', { name: 'Ratings by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('5 stars: 9 reviews'),
      expect.stringContaining('4 stars: 2 reviews'),
      expect.stringContaining('3 stars: 0 reviews'),
      expect.stringContaining('2 stars: 1 review'),
      expect.stringContaining('1 star: 0 reviews'),
    ]);
    const first = within(section).getByRole('article', { name: 'By Maria S.' });
    expect(first).toHaveTextContent('Stayed October 2026');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Response from Ramon');
    expect(first).toHaveTextContent('Salamat, Maria!');
    // Signed out: nothing to report with.
    expect(within(first).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    const pages = within(section).getByRole('navigation', { name: 'Pages of reviews' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    const older = within(pages).getByRole('link', { name: /Older reviews/ });
    expect(older).toHaveAttribute('href', '/spaces/l1?from=2026-12-01&reviews=2#reviews');
    await user.click(older);
    expect(await within(section).findByText('Review number 11.')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(pages).getByRole('link', { name: /Newer reviews/ })).toHaveAttribute(
      'href',
      '/spaces/l1?from=2026-12-01#reviews',
    );
    expect(asked).toEqual([1, 2]);
  });

  it('says there are none yet', async () => {
    serveListingReviews([], { rating: 0, totalRatings: 0, distribution: [0, 0, 0, 0, 0] });
    open();
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings by stars' })).not.toBeInTheDocument();
  });

  it('lets a signed-in reader report a review, with a reason the server’s schema checks', async () => {
    serveListingReviews(twelve.slice(0, 2), { rating: 5, totalRatings: 2, distribution: [0, 0, 0, 0, 2] });
    const reports: unknown[] = [];
    server.use(
      http.post('/api/reviews/:id/report', async ({ params, request }) => {
        reports.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'Thank you. Our team will look at this review.' });
      }),
    );
    const { user } = open('/spaces/l1', buildUser({ id: 'c9', userType: 'client', type: 'client' }));
    await user.click(await screen.findByRole('button', { name: 'Report Renter 1’s review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong with this review.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What is wrong with it/ }),
      'It is about another place.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reports).toEqual([{ id: 'r1', reason: 'It is about another place.' }]));
    expect(await screen.findByText('Thank you. Our team will look at this review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("The listing page's JSON-LD", { timeout: 20_000 }, () => {
  const jsonLd = (container: HTMLElement) =>
    JSON.parse(container.querySelector('script[type="application/ld+json"]')!.innerHTML.replace(/\\u003c/g, '<'));

  it('carries the aggregate rating and the newest reviews once there are some', async () => {
    serveListingReviews(twelve.slice(0, 7), summary);
    const { container } = renderApp(<ListingJsonLd listing={buildPublicListing()} description="A slot." />);
    await waitFor(() => expect(jsonLd(container).review).toHaveLength(5));
    const data = jsonLd(container);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Renter 0' },
      datePublished: '2026-11-11',
      reviewBody: 'Review number 0.',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no rating and no review while there are none', async () => {
    const asked = serveListingReviews([], { rating: 0, totalRatings: 0, distribution: [0, 0, 0, 0, 0] });
    const { container } = renderApp(<ListingJsonLd listing={buildPublicListing()} description="A slot." />);
    await waitFor(() => expect(asked).toEqual([1]));
    const data = jsonLd(container);
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
  });
});

describe("A completed booking's call to review", { timeout: 20_000 }, () => {
  it('shows the days left and links to the form while the booking can be reviewed, and nothing after', async () => {
    serveMyReviews({ toWrite: [buildToWrite({ daysLeft: 5, otherSideWritten: true })], written: [], received: [] });
    const first = renderApp(<ReviewCallToAction bookingId="b1" viewer="client" />);
    expect(
      await screen.findByText(
        'Rate the space and Ramon Dela Cruz: you have 5 days left. Ramon Dela Cruz already wrote theirs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/client/reviews?write=b1');
    first.unmount();
    renderApp(<ReviewCallToAction bookingId="other" viewer="client" />);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument());
    expect(screen.queryByText('How did it go?')).not.toBeInTheDocument();
  });
});
