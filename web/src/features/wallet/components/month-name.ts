import type { Format } from '@/lib/use-format';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A month ('2026-11') by name in the interface's language: 'November 2026', 'Nobyembre 2026'. */
export function monthName(month: string, f: Pick<Format, 'lang'>): string {
  const locale = f.lang === 'fil' ? 'fil-PH' : 'en-GB';
  let format = formats.get(locale);
  if (!format)
    formats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })),
    );
  return format.format(new Date(`${month}-15T12:00:00Z`));
}
