import { z } from 'zod';
import type { PayoutMethodView, Wallet } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { payoutRequestSchema } from '@espasyo/domain/money/payouts';
import { formatMoney } from '@/lib/format';
import type { useMessages } from '@/lib/i18n';
import type { Format } from '@/lib/use-format';
import { pesosToCentavos } from '@/lib/pesos';

const m = moneyMessages;

/** The wallet's words and formats in the interface's language, from the component. */
export interface WalletWords {
  w: ReturnType<typeof useMessages<'wallet'>>;
  f: Format;
}

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
export function payoutBlocks(
  wallet: Wallet,
  methods: PayoutMethodView[],
  { w, f }: WalletWords,
  now = Date.now(),
): string[] {
  const reasons: string[] = [];
  const r = w.request;
  if (wallet.debt > 0) reasons.push(r.owes);
  if (wallet.available < wallet.minimumPayout || wallet.available <= 0) {
    reasons.push(r.belowMinimum({ available: f.money(wallet.available), minimum: f.money(wallet.minimumPayout) }));
  }
  if (methods.length === 0) reasons.push(r.noMethod);
  else if (usableMethods(methods, now).length === 0) {
    const first = Math.min(...methods.map((x) => Date.parse(x.usableFrom)));
    reasons.push(r.methodTooNew({ from: f.dateTime(first) }));
  }
  return reasons;
}

/**
 * The payout form: the amount typed in pesos becomes centavos and must lie between the minimum
 * and the available balance; the rest is the shared payoutRequestSchema the server uses. Its
 * messages are the server's English (apiMoney), shown in the page's language by FieldError.
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
