import { z } from 'zod';
import { adminRefundRequestSchema } from '@espasyo/domain/contracts/admin-payments';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { formatMoney } from '@/lib/format';

/**
 * Centavos of a peso amount as staff type it ('1,234.50', '₱1234.5'): null when blank, NaN when
 * it is not a number, a fraction of a centavo when it has more than two decimals (so the shared
 * schema says "at most two decimals"). Exact on the text: no float arithmetic on whole centavos.
 */
export function pesosToCentavos(text: string): number | null {
  const clean = text.replace(/[\s,]/g, '').replace(/^₱/, '');
  if (clean === '') return null;
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const beyond = fraction.length > 2 ? Number(`0.${fraction.slice(2)}`) : 0;
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + cents + beyond);
}

/** The amount as staff type it: '1234', '1234.50'. */
export function centavosToPesos(centavos: number): string {
  const whole = Math.trunc(centavos / 100);
  const rest = Math.abs(centavos % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * The Refund form: the amount typed in pesos becomes centavos and goes through the server's own
 * schema (adminRefundRequestSchema), capped at what is left to refund; the reason is the server's too.
 */
export const refundFormSchema = (refundable: number) =>
  z.object({
    amount: z
      .string()
      .transform(pesosToCentavos)
      .pipe(
        adminRefundRequestSchema.shape.amount.max(
          refundable,
          paymentMessages.adminRefund.tooMuch(formatMoney(refundable)),
        ),
      ),
    reason: adminRefundRequestSchema.shape.reason,
  });
export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormData = z.output<ReturnType<typeof refundFormSchema>>;
