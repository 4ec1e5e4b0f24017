import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '../contracts/analytics';
import { isBotUserAgent } from './bots';
import { csvCell, toCsv } from './csv';
import { addMonthsToMonth, monthsInPeriod, monthsOf, presetOf, presetPeriod } from './period';

describe('the analytics period', () => {
  it('adds months across years', () => {
    expect(addMonthsToMonth('2025-11', 3)).toBe('2026-02');
    expect(addMonthsToMonth('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToMonth('2025-03', -14)).toBe('2024-01');
  });
  it('lists the months of a period, both ends included', () => {
    expect(monthsInPeriod('2024-11', '2025-02')).toBe(4);
    expect(monthsOf({ from: '2024-11', to: '2025-02' })).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsOf({ from: '2025-02', to: '2025-01' })).toEqual([]);
  });
  it('computes the presets from the current month and recognises them', () => {
    expect(presetPeriod('3m', '2026-02')).toEqual({ from: '2025-12', to: '2026-02' });
    expect(presetPeriod('12m', '2026-11')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(presetPeriod('ytd', '2026-11')).toEqual({ from: '2026-01', to: '2026-11' });
    expect(presetOf({ from: '2026-06', to: '2026-11' }, '2026-11')).toBe('6m');
    expect(presetOf({ from: '2026-06', to: '2026-10' }, '2026-11')).toBe('custom');
  });
  it('refuses a period backwards, longer than 36 months, or not a month', () => {
    expect(analyticsQuerySchema.safeParse({ from: '2025-01', to: '2025-12' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({}).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2025-03', to: '2025-01' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2020-01', to: '2023-01' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2020-01', to: '2022-12' }).success).toBe(true);
    expect(analyticsQuerySchema.safeParse({ from: '2025-1' }).success).toBe(false);
  });
});

describe('robots', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    '',
    null,
  ])('%s is a robot', (ua) => expect(isBotUserAgent(ua)).toBe(true));
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  ])('%s is a person', (ua) => expect(isBotUserAgent(ua)).toBe(false));
});

describe('CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(
      toCsv(
        ['Month', 'Name'],
        [
          ['2025-01', 'Ramon, "the host"'],
          ['2025-02', 'two\nlines'],
        ],
      ),
    ).toBe('Month,Name\r\n2025-01,"Ramon, ""the host"""\r\n2025-02,"two\nlines"\r\n');
  });
  it('keeps a spreadsheet from running text as a formula; numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+63 917')).toBe("'+63 917");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.175)).toBe('0.175');
    expect(csvCell(null)).toBe('');
  });
});
