/**
 * An amount is typed in pesos ('1,500' or '1500.50') and sent in centavos: a host's payout, a
 * staff correction of a host's balance. Exact on the text: no float arithmetic touches the amount.
 * (The listing form's prices read pesos the same way.)
 */

/** Centavos of a peso amount as typed: null when blank, NaN when it is not pesos with at most two decimals. */
export function pesosToCentavos(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '').replace(/^₱/, '');
  if (clean === '') return null;
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The amount as it is typed: '1500', '1500.50'. */
export function centavosToPesos(centavos: number): string {
  const whole = Math.trunc(centavos / 100);
  const rest = Math.abs(centavos % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
