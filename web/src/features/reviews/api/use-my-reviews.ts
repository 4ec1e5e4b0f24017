import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import type { MyReviews, Review, ReviewInput } from '@espasyo/domain/contracts/reviews';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/me/reviews: the viewer's reviews to write (with the days left), written and received. */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: ({ signal }) => api.get<MyReviews>('/api/me/reviews', signal),
  });

export function useMyReviews(enabled = true) {
  return useQuery({ ...myReviewsQuery(), enabled });
}

/** Every reviews query (the viewer's, the listings' pages): a review written or replied to changes them. */
function useRefreshReviews() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

/** POST /api/bookings/:id/reviews: the viewer's review of a completed booking's other side. */
export function useWriteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: ReviewInput }) =>
      api.post<Review>(`/api/bookings/${encodeURIComponent(bookingId)}/reviews`, input),
    onSuccess: refresh,
  });
}

/** POST /api/reviews/:id/reply: the listing's host answers a visible review, once. */
export function useReplyToReview() {
  const client = useQueryClient();
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) =>
      api.post<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { body }),
    onSuccess: (review) => {
      // The reply shows at once, in place of the button; the lists are read again behind it.
      client.setQueryData<MyReviews>(
        reviewKeys.mine,
        (mine) => mine && { ...mine, received: mine.received.map((r) => (r.id === review.id ? review : r)) },
      );
      return refresh();
    },
  });
}

/** POST /api/reviews/:id/report: anyone signed in tells staff what is wrong with a review, once. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api.post<MessageResult>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, { reason }),
  });
}
