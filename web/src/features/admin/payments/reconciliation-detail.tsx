import type { DiscrepancyItem, ReconciliationReportDetail } from '@espasyo/domain/contracts/reconciliation';
import { LoadError } from '@/components/load-error';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useReconciliationReport } from './api/use-reconciliation';
import { ReconciliationStatusBadge } from './reconciliation-parts';

const NONE = '—';
const money = (c: number | null) => (c === null ? NONE : formatMoney(c));

function Side({ title, side }: { title: string; side: ReconciliationReportDetail['ledger'] }) {
  const d = useMessages('adminMoney').reconciliation.detail;
  return (
    <div className="rounded-card border border-ink-200 p-3">
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      <p className="text-sm text-ink-700">
        {d.payments({ count: side.payments, total: formatMoney(side.paymentsTotal) })}
      </p>
      <p className="text-sm text-ink-700">
        {d.refunds({ count: side.refunds, total: formatMoney(side.refundsTotal) })}
      </p>
    </div>
  );
}

function Discrepancy({ x }: { x: DiscrepancyItem }) {
  const m = useMessages('adminMoney').reconciliation;
  const d = m.detail;
  const f = useFormat();
  const rows: [string, string][] = [
    [d.reference, x.ref ?? NONE],
    [d.gatewayId, x.gatewayId ?? NONE],
    [d.ledgerAmount, money(x.ledgerAmount)],
    [d.gatewayAmount, money(x.gatewayAmount)],
    ...(x.kind === 'fee_mismatch'
      ? ([
          [d.ledgerFee, money(x.ledgerFee)],
          [d.gatewayFee, money(x.gatewayFee)],
        ] as [string, string][])
      : []),
    ...(x.bookingId ? ([[d.booking, x.bookingId]] as [string, string][]) : []),
  ];
  return (
    <li className="rounded-card border border-ink-200 p-3">
      <p className="font-semibold text-ink-900">
        {m.kinds[x.kind]} · {m.items[x.item]}
      </p>
      <p className="text-sm text-ink-600">{f.dateTime(x.at)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([k, v], i) => (
          <div key={i} className="contents">
            <dt className="text-ink-600">{k}</dt>
            <dd className="font-medium wrap-anywhere text-ink-900 tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A report in the drawer: both sides' counts and totals, then each discrepancy (or that all matched). */
export function ReconciliationDetail({ id }: { id: string }) {
  const d = useMessages('adminMoney').reconciliation.detail;
  const f = useFormat();
  const report = useReconciliationReport(id);
  if (report.isError) return <LoadError title={d.error} error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data)
    return <div role="status" aria-label={d.loading} className="h-64 animate-pulse rounded-card bg-ink-100" />;
  const r = report.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <ReconciliationStatusBadge status={r.status} />
        <span className="text-sm text-ink-600">
          {r.runs > 1
            ? d.ranAtRuns({ when: f.dateTime(r.updatedAt), runs: r.runs })
            : d.ranAt({ when: f.dateTime(r.updatedAt) })}
        </span>
      </div>
      {r.error && <p className="text-sm font-medium text-danger-700">{d.failed({ error: r.error })}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Side title={d.ledger} side={r.ledger} />
        <Side title={d.gatewaySide} side={r.gatewaySide} />
      </div>
      <h3 className="text-base font-semibold text-ink-900">{d.discrepancies}</h3>
      {r.discrepancies.length === 0 ? (
        !r.error && <p className="text-sm text-ink-700">{d.noDiscrepancies}</p>
      ) : (
        <ul className="space-y-3">
          {r.discrepancies.map((x, i) => (
            <Discrepancy key={i} x={x} />
          ))}
        </ul>
      )}
    </div>
  );
}
