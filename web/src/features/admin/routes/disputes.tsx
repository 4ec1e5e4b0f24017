import { useParams } from 'react-router';
import { AdminDisputePage, AdminDisputesPage } from '@/features/disputes';

/** /disputes (the queue) and /disputes/{disputeId} (one dispute and its resolve form): the disputes feature. */
export default function DisputesRoute() {
  const { disputeId } = useParams();
  return disputeId ? <AdminDisputePage disputeId={disputeId} /> : <AdminDisputesPage />;
}
