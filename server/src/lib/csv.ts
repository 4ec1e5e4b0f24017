import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV files for staff (decision 0050): `csv-stringify` quotes and escapes per RFC 4180; this file adds
 * what a spreadsheet needs on top. A cell is a string, a number or empty (null).
 */
export type CsvCell = string | number | null;

/** A plain number, '-12.50' included: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What makes a spreadsheet run a cell as a formula (OWASP's CSV injection): = + - @, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert for spreadsheets: a leading ' where it would start a formula. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

const options = (bom: boolean): Options => ({
  bom,
  quoted: true,
  record_delimiter: 'windows', // CRLF, as RFC 4180 and spreadsheets expect
  cast: { string: inertCell, number: (n) => String(n) },
});

/** A whole CSV file: `header` then `rows`, every cell quoted and inert. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], { bom = false } = {}): string {
  return stringifySync([header as string[], ...(rows as CsvCell[][])], options(bom));
}

/**
 * A CSV file as a stream: `header`, then the rows of each page `pages` yields, so a file of
 * 100,000 rows is written a page at a time and never held in memory whole. The stream waits
 * for the reader (back-pressure) before it asks for the next page.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvCell[])[]>,
  { bom = false } = {},
): Readable {
  async function* rows() {
    yield header;
    for await (const page of pages) yield* page;
  }
  const out = stringify(options(bom));
  // A failed page destroys `out` with the error (the reply ends the download cut short, and logs
  // it); a reader that goes away destroys it too, which ends the generator, so no page more is read.
  pipeline(Readable.from(rows()), out, () => {});
  return out;
}

/** Pesos with two decimals from centavos ('1234.50'): a CSV's money column, beside its centavos. */
export function pesosCell(centavos: number): string {
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
