import type { PayoutStatus } from '@espasyo/domain/money/payouts';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** Processed, Pending or Failed, in the colour each status has everywhere. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const m = useMessages('wallet');
  return <Badge tone={statusTone[status] ?? 'neutral'}>{m.payoutStatuses[status]}</Badge>;
}
