import type { DisputeStatus } from '@espasyo/domain/disputes/disputes';
import { disputeMessages } from '@espasyo/domain/messages/disputes';
import { Badge } from '@/components/ui/badge';

/** A dispute's status in its one colour: open (waiting on a decision) or resolved. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge tone={status === 'open' ? 'warning' : 'success'}>{disputeMessages.statuses[status]}</Badge>;
}
