import type { ReconciliationReport, ReconciliationStatus } from '@espasyo/domain/contracts/reconciliation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

const tone: Record<ReconciliationStatus, BadgeTone> = { ok: 'success', mismatch: 'danger', failed: 'warning' };

/** A report's status: matched in the success colour, a mismatch in danger, a run that could not ask in warning. */
export function ReconciliationStatusBadge({ status }: { status: ReconciliationStatus }) {
  const m = useMessages('adminMoney').reconciliation;
  return <Badge tone={tone[status]}>{m.status[status]}</Badge>;
}

/**
 * `reportDay`: 'Tue, 24 Nov 2026' of a report's 'YYYY-MM-DD' day (noon UTC: the same day in any
 * zone from UTC−11 to UTC+11), in the interface's language; `gatewayName`: the report's gateway.
 */
export function useReportWords() {
  const gateways = useMessages('adminMoney').gateways;
  const f = useFormat();
  return {
    reportDay: (day: string) => f.date(`${day}T12:00:00Z`),
    gatewayName: (r: Pick<ReconciliationReport, 'gateway'>) => gateways[r.gateway],
  };
}
