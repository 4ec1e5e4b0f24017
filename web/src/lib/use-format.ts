import { useLanguage, useLocale } from './i18n';
import { formatBookingLastDay, formatDate, formatDateTime, formatMoney, formatShortDay, formatTime } from './format';
import { groupDigits } from '@espasyo/domain/format';

/**
 * Dates, numbers and ₱ amounts in the interface's language (issue 34): `const f = useFormat()`,
 * then `f.date(booking.startDate)` ('Mon, 24 Nov 2026' / 'Lun, 24 Nob 2026'), `f.money(centavos)`,
 * `f.number(1234)`. Times, numbers and pesos read the same in both languages; day and month names
 * do not. Outside a component (a toast's text built in a callback) take it from the component.
 */
export function useFormat() {
  const lang = useLanguage();
  const locale = useLocale();
  return {
    lang,
    locale,
    money: formatMoney,
    number: (n: number) => (Number.isInteger(n) ? groupDigits(n) : n.toLocaleString(locale)), // groupDigits: no Intl (decision 0096)
    date: (value: string | number | Date) => formatDate(value, lang),
    dateTime: (value: string | number | Date) => formatDateTime(value, lang),
    time: formatTime,
    shortDay: (value: string | number | Date) => formatShortDay(value, lang),
    bookingLastDay: (endsAt: string) => formatBookingLastDay(endsAt, lang),
  };
}
export type Format = ReturnType<typeof useFormat>;
