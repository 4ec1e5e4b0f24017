import { ReviewsPage } from '@/features/reviews/components/reviews-page';

/** /client/reviews: the spaces and hosts the client may rate, what they wrote, what hosts wrote about them. */
export default function ClientReviewsPage() {
  return <ReviewsPage viewer="client" />;
}
