import type { Messages } from '@espasyo/domain/i18n/catalog';
import type analytics from '@espasyo/domain/i18n/en/analytics';

/** The month formats of a locale ('en-PH', 'fil-PH'), made on first use. */
const months = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat }>();
function monthFormats(locale: string) {
  let f = months.get(locale);
  if (!f)
    months.set(
      locale,
      (f = {
        long: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        short: new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }),
      }),
    );
  return f;
}

const dateOf = (month: string) => new Date(`${month}-15T00:00:00Z`);

/** '2025-03' → 'March 2025' ('Marso 2025' in fil-PH): `locale` is the interface's (useLocale). */
export const formatMonth = (month: string, locale = 'en-PH') => monthFormats(locale).long.format(dateOf(month));
/** '2025-03' → 'Mar 25' (chart axes). */
export const shortMonth = (month: string, locale = 'en-PH') => monthFormats(locale).short.format(dateOf(month));
/** 0.175 → '17.5%'. */
export const formatPercent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString('en-PH')}%`;
/** Centavos as pesos with two decimals, for a CSV cell. */
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** 95 minutes → '1 h 35 min'; 2,000 → '1 d 9 h', in the words of `analytics.duration`. */
export function formatMinutes(minutes: number, words: Messages<typeof analytics>['duration']): string {
  const m = Math.round(minutes);
  if (m < 60) return words.minutes({ minutes: m });
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? words.hoursMinutes({ hours: h, minutes: m % 60 }) : words.hours({ hours: h });
  const d = Math.floor(h / 24);
  return h % 24 ? words.daysHours({ days: d, hours: h % 24 }) : words.days({ days: d });
}
