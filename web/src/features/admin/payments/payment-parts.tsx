import { FlaskConical } from 'lucide-react';
import type { AdminPayment } from '@espasyo/domain/contracts/admin-payments';
import type { PaymentStatus, RefundStatus } from '@espasyo/domain/contracts/payments';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A payment's status in its one colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const m = useMessages('adminMoney').payments;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{m.status[status]}</Badge>;
}

/** A refund's status: pending in the pending colour, refunded in the refunded one, failed in danger. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const m = useMessages('adminMoney').payments;
  return (
    <Badge tone={status === 'succeeded' ? statusTone.refunded : status === 'pending' ? statusTone.pending : 'danger'}>
      {m.refundStatus[status]}
    </Badge>
  );
}

/** "Test mode" beside a payment that went through the sandbox: no real money moved. */
export function TestModeBadge() {
  const m = useMessages('adminMoney');
  return (
    <Badge tone="warning" className="text-xs">
      <FlaskConical aria-hidden="true" className="mr-1 size-3" />
      {m.testMode}
    </Badge>
  );
}

/** GCash · Sandbox, or "Not paid · Sandbox". */
export function useMethodLine() {
  const m = useMessages('adminMoney');
  return (p: Pick<AdminPayment, 'method' | 'gateway'>) =>
    m.payments.methodLine({
      method: p.method ? m.methods[p.method] : m.payments.noMethod,
      gateway: m.gateways[p.gateway],
    });
}
