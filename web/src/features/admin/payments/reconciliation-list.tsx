import type { ReconciliationReport } from '@espasyo/domain/contracts/reconciliation';
import { useMessages } from '@/lib/i18n';
import { ReconciliationStatusBadge, useReportWords } from './reconciliation-parts';

interface ListProps {
  items: ReconciliationReport[];
  onOpen: (id: string) => void;
}

/** The day, opening the report in the drawer. */
function OpenButton({ r, onOpen }: { r: ReconciliationReport; onOpen: (id: string) => void }) {
  const m = useMessages('adminMoney').reconciliation;
  const { reportDay, gatewayName } = useReportWords();
  return (
    <button
      type="button"
      onClick={() => onOpen(r.id)}
      aria-label={m.open({ day: reportDay(r.day), gateway: gatewayName(r) })}
      className="min-h-11 text-left font-semibold text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
    >
      {reportDay(r.day)}
    </button>
  );
}

/** Laptop: a table of reports, the newest day first. */
export function ReconciliationTable({ items, onOpen }: ListProps) {
  const m = useMessages('adminMoney').reconciliation;
  const c = m.columns;
  const { gatewayName } = useReportWords();
  const head = [c.day, c.gateway, c.matched, c.discrepancies, c.status];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.title}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((r) => (
            <tr key={r.id}>
              <td className="px-4 py-3 whitespace-nowrap">
                <OpenButton r={r} onOpen={onOpen} />
              </td>
              <td className="px-4 py-3">{gatewayName(r)}</td>
              <td className="px-4 py-3 tabular-nums">{r.matched}</td>
              <td className="px-4 py-3 tabular-nums">{r.discrepancyCount}</td>
              <td className="px-4 py-3">
                <ReconciliationStatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: a card per report. */
export function ReconciliationCards({ items, onOpen }: ListProps) {
  const m = useMessages('adminMoney').reconciliation;
  const c = m.columns;
  const { gatewayName } = useReportWords();
  return (
    <ul className="space-y-3 md:hidden" aria-label={m.title}>
      {items.map((r) => (
        <li key={r.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
          <div className="flex items-start justify-between gap-3">
            <OpenButton r={r} onOpen={onOpen} />
            <ReconciliationStatusBadge status={r.status} />
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            {[
              [c.gateway, gatewayName(r)],
              [c.matched, r.matched],
              [c.discrepancies, r.discrepancyCount],
            ].map(([k, v]) => (
              <div key={String(k)}>
                <dt className="text-ink-600">{k}</dt>
                <dd className="font-medium text-ink-900 tabular-nums">{v}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
