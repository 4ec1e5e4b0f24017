import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useRefundPayment } from './api/use-admin-payments';
import { centavosToPesos, refundFormSchema, type RefundFormData, type RefundFormInput } from './pesos';

const FIELDS = ['amount', 'reason'] as const;

/** A key per refund meant: a second click, or a retry after a lost answer, answers the first refund. */
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '');

/**
 * The Refund form's state: what is left to refund to start with, checked with the server's schema;
 * a valid form asks for confirmation with the amount and the client, then posts centavos with its
 * idempotency key. A refusal goes under its field when the server names one, above the form otherwise.
 */
export function useRefundForm(payment: AdminPaymentDetail) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const toast = useToast();
  const m = useMessages('adminMoney').payments.refund;
  const refund = useRefundPayment(payment.id);
  const key = useRef(newKey());
  const [asking, setAsking] = useState<RefundFormData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RefundFormInput, unknown, RefundFormData>({
    resolver: zodResolver(refundFormSchema(payment.refundable)),
    defaultValues: { amount: centavosToPesos(payment.refundable), reason: '' },
  });

  const onSubmit = form.handleSubmit((data) => {
    setRefusal(null);
    setAsking(data);
  });

  function confirm() {
    if (!asking) return;
    refund.mutate(
      { ...asking, idempotencyKey: key.current },
      {
        onSuccess: (r) => {
          setAsking(null);
          key.current = newKey();
          form.reset({ amount: centavosToPesos(r.payment.refundable), reason: '' });
          toast.success(m.done({ amount: formatMoney(asking.amount) }));
        },
        onError: (e) => {
          setAsking(null);
          if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
        },
      },
    );
  }

  return {
    form,
    onSubmit,
    refusal,
    pending: refund.isPending,
    confirmation: asking && {
      amount: formatMoney(asking.amount),
      full: asking.amount === payment.refundable,
      confirm,
      cancel: () => setAsking(null),
    },
  };
}
