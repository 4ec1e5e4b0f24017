/**
 * Money as whole centavos (issue 31 §4): the one place amounts are rounded, multiplied, taken a
 * percentage of, turned from the settings' pesos and parsed. Every amount the platform stores,
 * posts to the ledger or charges is an integer number of centavos; floating point never decides
 * a centavo. Rounding is half up (half away from zero for the non-negative amounts here).
 */

/** A whole number of centavos. Branded, so pesos or a float cannot be passed where it is wanted. */
export type Centavos = number & { readonly __unit: 'centavos' };

/** The largest amount the platform handles: ₱1 billion (well inside 2^53 through every product below). */
export const MAX_CENTAVOS = 100_000_000_000;

/** `n` as centavos, refusing what is not a whole number of them. */
export function centavos(n: number): Centavos {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of centavos: ${n}`);
  return n as Centavos;
}

/**
 * Arithmetic that keeps the brand: whole centavos added, taken away, negated (a ledger's credit),
 * multiplied by a whole count or compared stay whole centavos, so no cast is needed around them.
 */
export const sumCentavos = (...amounts: Centavos[]): Centavos => amounts.reduce<number>((s, a) => s + a, 0) as Centavos;
export const minusCentavos = (a: Centavos, b: Centavos): Centavos => (a - b) as Centavos;
export const negCentavos = (a: Centavos): Centavos => -a as Centavos;
/** `amount` × a whole count (units, days, a sign). */
export const timesCentavos = (amount: Centavos, count: number): Centavos => (amount * count) as Centavos;
export const minCentavos = (...amounts: Centavos[]): Centavos => Math.min(...amounts) as Centavos;
export const maxCentavos = (...amounts: Centavos[]): Centavos => Math.max(...amounts) as Centavos;

/**
 * amount × b ÷ c rounded half up, in integers (amount, b ≥ 0, c > 0): prorating and splitting
 * amounts. Every use is money, so it takes and answers centavos.
 */
export function mulDivHalfUp(amount: Centavos, b: number, c: number): Centavos {
  return Math.floor((2 * amount * b + c) / (2 * c)) as Centavos;
}

/** A percentage (two decimals at most: 12, 2.5, 0.5) in basis points, exactly. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** `percent` of `amount`, rounded half up to a whole centavo (12% of ₱10.05 is ₱1.21). */
export const percentOf = (amount: Centavos, percent: number): Centavos =>
  mulDivHalfUp(amount, basisPoints(percent), 10_000);

/**
 * An amount the settings keep in pesos, as the specification has them (`financial.minimumPayout`:
 * 50 is ₱50.00), in centavos. The one conversion: code reads settings' pesos through this.
 */
export const pesosToCentavos = (pesos: number): Centavos => centavos(Math.round(pesos * 100));

/**
 * An amount typed as pesos ('1,250.50', '₱ 300', '75') in centavos, or null when it is not one:
 * at most two decimals, no sign.
 */
export function parsePesos(text: string): Centavos | null {
  const m = /^\s*(?:₱|PHP)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  const whole = Number(m[1].replaceAll(',', ''));
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const n = whole * 100 + cents;
  return n <= MAX_CENTAVOS ? centavos(n) : null;
}
