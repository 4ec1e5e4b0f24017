import type { PayoutStatus } from '@espasyo/domain/money/payouts';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { Badge, statusTone } from '@/components/ui/badge';

/** Processed, Pending or Failed, in the colour each status has everywhere. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={statusTone[status] ?? 'neutral'}>{moneyMessages.payoutStatuses[status]}</Badge>;
}
