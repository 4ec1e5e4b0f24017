import { ReviewsPage } from '@/features/reviews/components/reviews-page';

/** /host/reviews: the renters the host may rate, what they wrote, and what renters said of their spaces (with replies). */
export default function HostReviewsPage() {
  return <ReviewsPage viewer="host" />;
}
