import { centavos, MAX_CENTAVOS, minusCentavos, percentOf, sumCentavos, type Centavos } from '../money/amounts';
import type { PlatformSettings } from '../settings/defaults';

/**
 * Fees on a booking's subtotal (docs/product/marketplace.md#booking), in integer centavos. Percentages may have up to
 * two decimals (9.5%); they are turned into basis points first so no float reaches money.
 * Rounding is half up, to the centavo.
 */
export type FeeSettings = Pick<
  PlatformSettings['financial'],
  'platformFeePercentage' | 'cancellationFeePercentage' | 'taxCalculationEnabled' | 'taxRate'
>;

export interface FeeBreakdown {
  subtotal: Centavos;
  platformFeePercentage: number;
  /** Deducted from the host's earnings, not added to the client's price. */
  platformFee: Centavos;
  hostEarnings: Centavos;
  cancellationFeePercentage: number;
  /** Kept from a refund when a confirmed booking is cancelled by the client (flexible, moderate). */
  cancellationFee: Centavos;
  taxRate: number;
  /** Zero unless tax calculation is on. */
  tax: Centavos;
  /** What the client pays: subtotal + tax. */
  total: Centavos;
}

export const MAX_SUBTOTAL_CENTAVOS = MAX_CENTAVOS;

export function computeFees(subtotal: Centavos, s: FeeSettings): FeeBreakdown {
  if (!Number.isInteger(subtotal) || subtotal < 0 || subtotal > MAX_SUBTOTAL_CENTAVOS) {
    throw new RangeError(`subtotal must be whole centavos between 0 and ${MAX_SUBTOTAL_CENTAVOS}`);
  }
  const platformFee = percentOf(subtotal, s.platformFeePercentage);
  const tax = s.taxCalculationEnabled ? percentOf(subtotal, s.taxRate) : centavos(0);
  return {
    subtotal,
    platformFeePercentage: s.platformFeePercentage,
    platformFee,
    hostEarnings: minusCentavos(subtotal, platformFee),
    cancellationFeePercentage: s.cancellationFeePercentage,
    cancellationFee: percentOf(subtotal, s.cancellationFeePercentage),
    taxRate: s.taxCalculationEnabled ? s.taxRate : 0,
    tax,
    total: sumCentavos(subtotal, tax),
  };
}
