import type { DisputeStatus } from '@espasyo/domain/disputes/disputes';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A dispute's status in its one colour: open (waiting on a decision) or resolved. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const m = useMessages('disputes');
  return <Badge tone={status === 'open' ? 'warning' : 'success'}>{m.statuses[status]}</Badge>;
}
