import { useParams } from 'react-router';
import { ChecklistPage } from '@/features/bookings/handover/checklist-page';

/** /host/bookings/{bookingId}/checklists/{kind}: the move-in or move-out checklist (issue 33). */
export default function HostChecklistPage() {
  const { bookingId = '', kind } = useParams();
  return <ChecklistPage bookingId={bookingId} slug={kind === 'move-out' ? 'move-out' : 'move-in'} viewer="host" />;
}
