import { z } from 'zod';
import type { PayoutMethodView, Wallet } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { payoutRequestSchema } from '@espasyo/domain/money/payouts';
import { formatDateTime, formatMoney } from '@/lib/format';
import { pesosToCentavos } from '@/lib/pesos';

const m = moneyMessages;

/** A method receives payouts once its hold is over (NEW_METHOD_HOLD_HOURS after it was added). */
export const isUsable = (method: PayoutMethodView, now = Date.now()) => Date.parse(method.usableFrom) <= now;

/** The methods a payout may go to now, the default first. */
export function usableMethods(methods: PayoutMethodView[], now = Date.now()): PayoutMethodView[] {
  return methods.filter((x) => isUsable(x, now)).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * Why a payout cannot be requested now, in the order a host would fix them (empty: it can). The
 * server decides; this only saves a request it would refuse.
 */
export function payoutBlocks(wallet: Wallet, methods: PayoutMethodView[], now = Date.now()): string[] {
  const reasons: string[] = [];
  if (wallet.debt > 0) reasons.push(m.wallet.request.owes);
  if (wallet.available < wallet.minimumPayout || wallet.available <= 0) {
    reasons.push(m.wallet.request.belowMinimum(formatMoney(wallet.available), formatMoney(wallet.minimumPayout)));
  }
  if (methods.length === 0) reasons.push(m.noDefault);
  else if (usableMethods(methods, now).length === 0) {
    const first = Math.min(...methods.map((x) => Date.parse(x.usableFrom)));
    reasons.push(m.methodTooNew(formatDateTime(first)));
  }
  return reasons;
}

/**
 * The payout form: the amount typed in pesos becomes centavos and must lie between the minimum
 * and the available balance; the rest is the shared payoutRequestSchema the server uses.
 */
export const payoutFormSchema = (available: number, minimum: number) =>
  z.object({
    amount: z
      .string()
      .transform(pesosToCentavos)
      .pipe(
        payoutRequestSchema.shape.amount
          .min(minimum, m.belowMinimum(formatMoney(minimum)))
          .max(available, m.aboveAvailable(formatMoney(available))),
      ),
    payoutMethodId: payoutRequestSchema.shape.payoutMethodId,
  });
export type PayoutFormInput = z.input<ReturnType<typeof payoutFormSchema>>;
export type PayoutFormData = z.output<ReturnType<typeof payoutFormSchema>>;
