import { useParams } from 'react-router';
import { AdminDisputePage } from '@/features/admin/disputes/admin-dispute-page';
import { AdminDisputesPage } from '@/features/admin/disputes/admin-disputes-page';

/** /disputes (the queue) and /disputes/{disputeId} (one dispute and its resolve form): admin/disputes. */
export default function DisputesRoute() {
  const { disputeId } = useParams();
  return disputeId ? <AdminDisputePage disputeId={disputeId} /> : <AdminDisputesPage />;
}
