import type { ReconciliationReport, ReconciliationStatus } from '@espasyo/domain/contracts/reconciliation';
import { adminPaymentsMessages } from '@espasyo/domain/messages/admin-payments';
import { reconciliationMessages as m } from '@espasyo/domain/messages/reconciliation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const tone: Record<ReconciliationStatus, BadgeTone> = { ok: 'success', mismatch: 'danger', failed: 'warning' };

/** A report's status: matched in the success colour, a mismatch in danger, a run that could not ask in warning. */
export const ReconciliationStatusBadge = ({ status }: { status: ReconciliationStatus }) => (
  <Badge tone={tone[status]}>{m.status[status]}</Badge>
);

/** 'Tue, 24 Nov 2026' of a report's 'YYYY-MM-DD' day (noon UTC: the same day in any zone from UTC−11 to UTC+11). */
export const reportDay = (day: string) => formatDate(`${day}T12:00:00Z`);

export const gatewayName = (r: Pick<ReconciliationReport, 'gateway'>) => adminPaymentsMessages.gateways[r.gateway];
