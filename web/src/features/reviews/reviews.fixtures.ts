import { http, HttpResponse } from 'msw';
import type { ListingReviews, MyReviews, PublicReview, Review, ReviewToWrite } from '@espasyo/domain/contracts/reviews';
import { errorBody, server } from '@/testing/test-utils';

/** A completed booking the client may still review. */
export function buildToWrite(overrides: Partial<ReviewToWrite> = {}): ReviewToWrite {
  return {
    bookingId: 'b1',
    listing: { id: 'l1', title: 'Covered slot near Ayala Triangle', coverUrl: null },
    direction: 'client_to_host',
    subject: { id: 'h1', name: 'Ramon Dela Cruz', avatarUrl: null },
    endedAt: '2026-11-20T04:00:00.000Z',
    windowClosesAt: '2026-12-04T04:00:00.000Z',
    daysLeft: 8,
    otherSideWritten: false,
    ...overrides,
  };
}

/** A visible review the client wrote of the host's listing. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    bookingId: 'b0',
    listing: { id: 'l1', title: 'Covered slot near Ayala Triangle' },
    direction: 'client_to_host',
    author: { id: 'c1', name: 'Maria Santos', avatarUrl: null },
    subject: { id: 'h1', name: 'Ramon Dela Cruz', avatarUrl: null },
    rating: 5,
    comment: 'Clean, safe and easy to reach. Would book again.',
    status: 'visible',
    reply: null,
    createdAt: '2026-11-10T02:00:00.000Z',
    publishedAt: '2026-11-11T02:00:00.000Z',
    hiddenReason: null,
    ...overrides,
  };
}

export function buildPublicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 'r1',
    author: { name: 'Maria S.', avatarUrl: null },
    rating: 5,
    comment: 'Clean, safe and easy to reach. Would book again.',
    reply: null,
    publishedAt: '2026-11-11T02:00:00.000Z',
    stayedAt: '2026-10-30T02:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /api/me/reviews, POST /api/bookings/:id/reviews and POST /api/reviews/:id/reply, backed by
 * `mine`: a review written leaves 'to write' for 'written' (blind), a reply is stored on its review.
 * Returns what the page sent.
 */
export function serveMyReviews(mine: MyReviews, { reviewError }: { reviewError?: Record<string, string> } = {}) {
  const sent = { reviews: [] as Array<{ bookingId: string; body: unknown }>, replies: [] as unknown[] };
  server.use(
    http.get('/api/me/reviews', () => HttpResponse.json(mine)),
    http.post('/api/bookings/:id/reviews', async ({ params, request }) => {
      const body = (await request.json()) as { rating: number; comment: string };
      sent.reviews.push({ bookingId: String(params.id), body });
      if (reviewError)
        return HttpResponse.json(errorBody('validation_error', 'Check the fields.', reviewError), { status: 400 });
      const item = mine.toWrite.find((t) => t.bookingId === params.id)!;
      const review = buildReview({
        id: `new-${params.id}`,
        bookingId: String(params.id),
        direction: item.direction,
        subject: item.subject,
        rating: body.rating,
        comment: body.comment,
        status: 'blind',
        publishedAt: null,
      });
      mine.toWrite = mine.toWrite.filter((t) => t.bookingId !== params.id);
      mine.written = [review, ...mine.written];
      return HttpResponse.json(review, { status: 201 });
    }),
    http.post('/api/reviews/:id/reply', async ({ params, request }) => {
      const { body } = (await request.json()) as { body: string };
      sent.replies.push({ id: params.id, body });
      const review = mine.received.find((r) => r.id === params.id)!;
      review.reply = { body, createdAt: '2026-11-26T02:00:00.000Z' };
      return HttpResponse.json(review);
    }),
  );
  return sent;
}

/** GET /api/listings/l1/reviews?page=n from the given reviews, `pageSize` a page. */
export function serveListingReviews(items: PublicReview[], summary: ListingReviews['summary'], pageSize = 10) {
  const asked: number[] = [];
  server.use(
    http.get('/api/listings/:id/reviews', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      asked.push(page);
      return HttpResponse.json({
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
        summary,
      } satisfies ListingReviews);
    }),
  );
  return asked;
}
