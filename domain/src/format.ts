/** Plain-text formatting shared by the server's messages and the web's pages. */

/** '10 MB' for 10485760 bytes, '1.5 KB', '512 bytes': how upload limits are worded everywhere. */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/**
 * 'a', 'a and b', 'a, b and c' (British English: no serial comma); `conjunction` 'or' for choices.
 * What `Intl.ListFormat('en-GB')` writes (the tests compare), written out: a page's first Intl
 * object costs some 20 ms on a laptop (decision 0096).
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 2) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/**
 * '1,234,567', or '1,234.50' with two `decimals`: digits grouped in thousands with commas and a
 * decimal point, as en-PH and fil-PH write numbers (`Intl.NumberFormat` gives the same, the tests
 * compare). Written out because a page's first `Intl.NumberFormat` costs 40–60 ms on a laptop
 * and several times that on a phone, in the middle of hydration (decision 0096).
 */
export function groupDigits(value: number, decimals = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Money as the ground rules show it: ₱1,234 when whole, ₱1,234.50 otherwise, from integer
 * centavos (the web's formatMoney says the same; a contract's `pesos` always has two decimals).
 */
export function formatPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}₱${groupDigits(abs / 100, abs % 100 === 0 ? 0 : 2)}`;
}

/**
 * The locale of a date's day, weekday and month names in each language: British English for
 * English (the guidelines' 'Mon, 24 Nov 2026'), Filipino's own for Filipino ('Lun, 24 Nob 2026').
 * Times and numbers read the same in both (en-PH and fil-PH agree).
 */
const DAY_LOCALES = { en: 'en-GB', fil: 'fil-PH' } as const;
/** A language of the interface as formatting knows it (i18n/languages' Language). */
export type FormatLanguage = keyof typeof DAY_LOCALES;

/** One set of date formatters per time zone and language, made on first use. */
const dateFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function dateFormatsFor(timeZone: string, lang: FormatLanguage = 'en') {
  const key = `${lang} ${timeZone}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(DAY_LOCALES[lang], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      }),
      time: new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    };
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * 'Mon, 24 Nov 2026' (the UI guidelines' date): a calendar date 'YYYY-MM-DD' as it is, or the
 * date of an instant in `timeZone` (the platform's general.timezone). Built from parts, so every
 * runtime puts the commas alike.
 */
export function formatDay(value: string | Date, timeZone: string, lang: FormatLanguage = 'en'): string {
  const calendar = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A calendar date at noon UTC is that date in every zone from UTC−11 to UTC+11.
  const at = calendar ? new Date(`${value}T12:00:00Z`) : new Date(value);
  const p = Object.fromEntries(
    dateFormatsFor(calendar ? 'UTC' : timeZone, lang)
      .day.formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  // en-GB writes September 'Sept'; the guidelines' months are three letters.
  return `${p.weekday}, ${p.day} ${p.month.slice(0, 3)} ${p.year}`;
}

/** '3:05 PM' in `timeZone` (whatever spacing or 'p.m.' a runtime's en-PH gives). */
export const formatTime = (at: Date, timeZone: string): string =>
  dateFormatsFor(timeZone)
    .time.format(at)
    .replace(/\s/g, ' ')
    .replace(/\s?([ap])\.?m\.?$/i, (_, x: string) => ` ${x.toUpperCase()}M`);

/** 'Mon, 24 Nov 2026, 3:05 PM' in `timeZone` ('Lun, 24 Nob 2026, 3:05 PM' in Filipino). */
export const formatDayTime = (at: Date, timeZone: string, lang: FormatLanguage = 'en'): string =>
  `${formatDay(at, timeZone, lang)}, ${formatTime(at, timeZone)}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date 'YYYY-MM-DD' of an instant in a time zone (the platform's: general.timezone). */
export function calendarDayIn(timeZone: string, at: Date): string {
  // A formatter costs far more to make than to use (searches with dates ask on every request).
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** 'Maria S.': a person as the other side of a booking sees them, first name and last initial. */
export const shortName = (first: string, last: string): string =>
  last.trim() ? `${first} ${last.trim().charAt(0)}.` : first;
