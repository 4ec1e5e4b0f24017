import { toCsv, type CsvCell } from '@espasyo/domain/analytics/csv';

/** Saves `rows` as a CSV file named `name` (the figures of one chart), built in the browser. */
export function downloadCsv(name: string, header: string[], rows: CsvCell[][]) {
  // A byte-order mark so spreadsheets read the ₱ and ñ as UTF-8.
  const blob = new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name.endsWith('.csv') ? name : `${name}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
