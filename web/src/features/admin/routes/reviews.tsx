import { AdminReviewsPage } from '@/features/admin/reviews/reviews-page';

export default AdminReviewsPage;
