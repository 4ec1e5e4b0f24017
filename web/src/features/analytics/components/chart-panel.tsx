import { useId, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { CsvCell } from '@espasyo/domain/analytics/csv';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { downloadCsv } from './csv';

export interface Column<Row> {
  label: string;
  /** The raw value: the CSV's cell (centavos become pesos in `csv`). */
  value: (r: Row) => CsvCell;
  /** How the table shows it; the raw value when left out. */
  show?: (r: Row) => ReactNode;
  /** The CSV's cell when it differs from `value` (e.g. pesos with two decimals). */
  csv?: (r: Row) => CsvCell;
  numeric?: boolean;
}

/**
 * One chart with its title and a line on what it shows, its figures as a table (in a details
 * element, for screen readers and keyboard users: the chart itself is hidden from them), and a
 * CSV download of those figures.
 */
export function ChartPanel<Row>({
  title,
  hint,
  summary,
  file,
  columns,
  rows,
  height,
  children,
}: {
  title: string;
  hint?: string;
  /** A sentence with the main figures, read by everyone. */
  summary?: ReactNode;
  /** The CSV's file name, without .csv. */
  file: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The chart's height in px when it grows with its rows (namedBarsHeight); else 256 px, 288 from 640 px wide. */
  height?: number;
  children: ReactNode;
}) {
  const m = useMessages('analytics').chart;
  const id = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={id} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={id} className="text-lg font-semibold text-ink-900">
              {title}
            </h2>
            {hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>}
          </div>
          <Button
            size="sm"
            variant="outline"
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() =>
              downloadCsv(
                file,
                columns.map((c) => c.label),
                rows.map((r) => columns.map((c) => (c.csv ?? c.value)(r))),
              )
            }
            aria-label={m.downloadCsvOf({ title })}
          >
            {m.downloadCsv}
          </Button>
        </div>
        {summary && <p className="text-base text-ink-700">{summary}</p>}
        <div aria-hidden="true" className={height ? 'w-full' : 'h-64 w-full sm:h-72'} style={{ height }}>
          {children}
        </div>
        <details className="rounded-field border border-ink-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
            {m.showTable}
          </summary>
          {/* Scrolls within the page: focusable, so a keyboard can scroll it too. */}
          <div tabIndex={0} role="group" aria-label={title} className="max-h-80 overflow-auto border-t border-ink-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-ink-50">
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c.label}
                      scope="col"
                      className={`px-3 py-2 font-semibold whitespace-nowrap ${c.numeric ? 'text-right' : ''}`}
                    >
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {rows.map((r, i) => (
                  <tr key={i}>
                    {columns.map((c, j) =>
                      j === 0 ? (
                        <th key={c.label} scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                          {c.show ? c.show(r) : c.value(r)}
                        </th>
                      ) : (
                        <td
                          key={c.label}
                          className={`px-3 py-1.5 whitespace-nowrap ${c.numeric ? 'text-right tabular-nums' : ''}`}
                        >
                          {c.show ? c.show(r) : c.value(r)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
    </Card>
  );
}
