import type { PaymentHistoryItem } from '@espasyo/domain/contracts/receipts';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A payment's or a refund's status in its one colour (a refund that went through reads 'Refunded', as a refunded payment does). */
export function PaymentStatusBadge({ item }: { item: Pick<PaymentHistoryItem, 'kind' | 'status'> }) {
  const m = useMessages('payments');
  if (item.kind === 'refund') {
    const status = item.status as keyof typeof m.refundStatus;
    const tone = status === 'succeeded' ? statusTone.refunded : status === 'pending' ? statusTone.pending : 'danger';
    return <Badge tone={tone}>{m.refundStatus[status]}</Badge>;
  }
  const status = item.status as keyof typeof m.paymentStatus;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{m.paymentStatus[status]}</Badge>;
}
