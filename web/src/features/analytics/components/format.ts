const monthLong = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-PH', { month: 'short', year: '2-digit', timeZone: 'UTC' });

const dateOf = (month: string) => new Date(`${month}-15T00:00:00Z`);

/** '2025-03' → 'March 2025'. */
export const formatMonth = (month: string) => monthLong.format(dateOf(month));
/** '2025-03' → 'Mar 25' (chart axes). */
export const shortMonth = (month: string) => monthShort.format(dateOf(month));
/** 0.175 → '17.5%'. */
export const formatPercent = (rate: number) => `${(Math.round(rate * 1000) / 10).toLocaleString('en-PH')}%`;
/** Centavos as pesos with two decimals, for a CSV cell. */
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** 95 minutes → '1 h 35 min'; 2,000 → '1 d 9 h'. */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}
