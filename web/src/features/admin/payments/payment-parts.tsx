import { FlaskConical } from 'lucide-react';
import type { AdminPayment } from '@espasyo/domain/contracts/admin-payments';
import type { PaymentStatus, RefundStatus } from '@espasyo/domain/contracts/payments';
import { adminPaymentsMessages as m } from '@espasyo/domain/messages/admin-payments';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { Badge, statusTone } from '@/components/ui/badge';

/** A payment's status in its one colour. */
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <Badge tone={statusTone[status] ?? 'neutral'}>{m.status[status]}</Badge>
);

/** A refund's status: pending in the pending colour, refunded in the refunded one, failed in danger. */
export const RefundStatusBadge = ({ status }: { status: RefundStatus }) => (
  <Badge tone={status === 'succeeded' ? statusTone.refunded : status === 'pending' ? statusTone.pending : 'danger'}>
    {m.refundStatus[status]}
  </Badge>
);

/** "Test mode" beside a payment that went through the sandbox: no real money moved. */
export const TestModeBadge = () => (
  <Badge tone="warning" className="text-xs">
    <FlaskConical aria-hidden="true" className="mr-1 size-3" />
    {paymentMessages.testMode}
  </Badge>
);

/** GCash · Sandbox, or "Not paid". */
export const methodLine = (p: Pick<AdminPayment, 'method' | 'gateway'>) =>
  `${p.method ? paymentMessages.methods[p.method] : m.noMethod} · ${m.gateways[p.gateway]}`;
