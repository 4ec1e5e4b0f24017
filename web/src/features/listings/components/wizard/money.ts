/**
 * Prices are typed in pesos ('1,500' or '1500.50') and stored in centavos (design §1: money is
 * an integer number of centavos). Exact on the text: no float arithmetic touches the amount.
 */

/**
 * Centavos of a peso amount as typed: null when blank; NaN when it is not an amount of pesos
 * with at most two decimals (the shared schema then shows its message under the field).
 * Thousands separators, spaces and a leading ₱ are allowed.
 */
export function pesosToCentavos(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '').replace(/^₱/, '');
  if (clean === '') return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The peso amount of centavos as a host types it: '1500', '1500.50'; blank for none. */
export function centavosToPesos(centavos: number | null | undefined): string {
  if (centavos == null) return '';
  const whole = Math.trunc(centavos / 100);
  const rest = Math.abs(centavos % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
