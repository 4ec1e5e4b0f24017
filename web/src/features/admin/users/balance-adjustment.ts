import { z } from 'zod';
import { adjustmentRequestSchema, type AdjustmentRequest } from '@espasyo/domain/contracts/money';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { centavos } from '@espasyo/domain/money/amounts';
import { adjustmentPostings, balanceChange } from '@espasyo/domain/money/wallet';
import { formatMoney } from '@/lib/format';
import { pesosToCentavos } from '@/lib/pesos';
import type { HostBalances } from './api';

type AdjustWords = Messages<Catalogs['adminPeople']>['balance']['adjust'];

export const adjustmentDirections = ['give', 'take'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

/**
 * The Adjust balance form: Give or Take back, the amount typed in pesos (a positive amount, its
 * sign from the choice) checked by the server's own amount rule once in centavos, and the
 * server's reason rule. Its messages stay English (apiAdmin2 has them for LocalMessage).
 */
export const adjustmentFormSchema = z.object({
  direction: z.enum(adjustmentDirections, { error: moneyMessages.adminBalance.adjust.directionRequired }),
  amount: z.string().transform(pesosToCentavos).pipe(adjustmentRequestSchema.shape.amount),
  reason: adjustmentRequestSchema.shape.reason,
});
export type AdjustmentFormInput = z.input<typeof adjustmentFormSchema>;
export type AdjustmentFormData = z.output<typeof adjustmentFormSchema>;

/** The body the server takes: centavos, negative to take back. */
export const toAdjustmentRequest = (d: AdjustmentFormData): AdjustmentRequest => ({
  amount: d.direction === 'take' ? -d.amount : d.amount,
  reason: d.reason,
});

/**
 * What the correction does to the balances as last read, by the domain's own postings: the
 * confirmation's sentences in the words of `m`. The server applies it to the balances at that moment.
 */
export function adjustmentEffect(d: AdjustmentFormData, balances: HostBalances, name: string, m: AdjustWords) {
  // Whole centavos: the amount as adjustmentFormSchema checked it, the balance as the server sent it.
  const posted = adjustmentPostings(centavos(toAdjustmentRequest(d).amount), centavos(balances.available));
  const change = balanceChange(posted);
  const amount = formatMoney(d.amount);
  const text =
    d.direction === 'give'
      ? m.confirm.give({ amount, name })
      : change.debt > 0
        ? m.confirm.takeWithDebt({ amount, name, debt: formatMoney(change.debt) })
        : m.confirm.take({ amount, name });
  return {
    text,
    after: m.confirm.after({
      available: formatMoney(balances.available + change.available),
      debt: formatMoney(balances.debt + change.debt),
    }),
    newDebt: change.debt > 0,
    confirmLabel: d.direction === 'give' ? m.confirm.giveButton({ amount }) : m.confirm.takeButton({ amount }),
    done: d.direction === 'give' ? m.given({ amount, name }) : m.takenBack({ amount, name }),
  };
}
