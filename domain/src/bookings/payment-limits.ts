import type { PaymentMethod } from '../contracts/payments';

/**
 * What one payment may be, per method, in centavos (PHP): the payment gateways refuse a charge
 * outside these bounds, so a checkout only offers the methods whose range holds its amount
 * (decision 0037). From PayMongo's published per-transaction limits: ₱20 minimum for every
 * method we offer; e-wallets (GCash, Maya) up to ₱100,000; online banking up to ₱100,000
 * (UnionBank; BPI's own page caps at ₱50,000 unless the payer raises it); cards under
 * ₱10,000,000. Stripe takes cards within the same range.
 */
export interface PaymentMethodLimit {
  /** The smallest payment, inclusive. */
  min: number;
  /** The largest payment, inclusive. */
  max: number;
}

export const paymentMethodLimits: Readonly<Record<PaymentMethod, PaymentMethodLimit>> = {
  gcash: { min: 20_00, max: 100_000_00 },
  maya: { min: 20_00, max: 100_000_00 },
  card: { min: 20_00, max: 9_999_999_99 },
  bank_transfer: { min: 20_00, max: 100_000_00 },
};

/** The methods, of `offered` (in its order), whose limits hold `amount` centavos. */
export function methodsForAmount(amount: number, offered: readonly PaymentMethod[]): PaymentMethod[] {
  return offered.filter((m) => amount >= paymentMethodLimits[m].min && amount <= paymentMethodLimits[m].max);
}

/** The widest range any of `offered` takes: what to tell a payer when none fits. */
export function paymentRange(offered: readonly PaymentMethod[]): PaymentMethodLimit {
  return {
    min: Math.min(...offered.map((m) => paymentMethodLimits[m].min)),
    max: Math.max(...offered.map((m) => paymentMethodLimits[m].max)),
  };
}

/**
 * The methods of `offered` that cannot take `amount` in one payment because it is above their
 * largest (GCash and Maya past ₱100,000), in `offered`'s order: a bill says why they are not offered.
 */
export function methodsAboveLimit(amount: number, offered: readonly PaymentMethod[]): PaymentMethod[] {
  return offered.filter((m) => amount > paymentMethodLimits[m].max);
}
