import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, inertCell, pesosCell, toCsv, type CsvCell } from './csv';

describe('CSV files (csv-stringify)', () => {
  it('makes a cell inert when a spreadsheet would run it as a formula (OWASP: = + - @ tab CR), not a plain number', () => {
    for (const s of ['=1+1', '+63 917 123 4567', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("x")'])
      expect(inertCell(s)).toBe(`'${s}`);
    for (const s of ['Maria Santos', '-12.50', '300.00', '42', 'a=b', '', 'Peña']) expect(inertCell(s)).toBe(s);
  });

  it('quotes every cell, doubles quotes inside, ends lines with CRLF, leaves null empty', () => {
    expect(
      toCsv(
        ['a', 'b', 'c'],
        [
          ['say "hi"', 3, null],
          ['x,y', '=1', 'line\nbreak'],
        ],
      ),
    ).toBe('"a","b","c"\r\n"say ""hi""","3",\r\n"x,y","\'=1","line\nbreak"\r\n');
  });

  it('starts with a BOM only when asked', () => {
    expect(toCsv(['a'], [], { bom: true })).toBe('\ufeff"a"\r\n');
    expect(toCsv(['a'], [])).toBe('"a"\r\n');
  });

  it('writes pesos with two decimals from centavos, exactly', () => {
    expect([0, 5, 1005, 30000, 123456789, -10050].map(pesosCell)).toEqual([
      '0.00',
      '0.05',
      '10.05',
      '300.00',
      '1234567.89',
      '-100.50',
    ]);
  });

  it('streams the pages in order and asks for the next page only as the reader reads', async () => {
    const asked: number[] = [];
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      for (let p = 1; p <= 3; p++) {
        asked.push(p);
        yield [[`row ${p}.1`], [`row ${p}.2`]];
      }
    }
    const stream = csvStream(['name'], pages());
    expect(asked).toEqual([]); // nothing read before the reader starts
    expect(await text(stream)).toBe(
      '"name"\r\n"row 1.1"\r\n"row 1.2"\r\n"row 2.1"\r\n"row 2.2"\r\n"row 3.1"\r\n"row 3.2"\r\n',
    );
    expect(asked).toEqual([1, 2, 3]);
  });

  it('ends the stream with the error when a page fails, instead of leaving the download open', async () => {
    async function* pages(): AsyncGenerator<CsvCell[][]> {
      yield [['first']];
      throw new Error('connection lost');
    }
    await expect(text(csvStream(['name'], pages()))).rejects.toThrow('connection lost');
  });
});
