import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PayoutMethodView, Wallet } from '@espasyo/domain/contracts/money';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { centavosToPesos } from '@/lib/pesos';
import { useRequestPayout } from '@/features/wallet/api/use-payouts';
import {
  payoutFormSchema,
  usableMethods,
  type PayoutFormData,
  type PayoutFormInput,
  type WalletWords,
} from './payout-rules';

const FIELDS = ['amount', 'payoutMethodId'] as const;

/**
 * The payout form's state: the whole available balance and the default method to start with; a
 * valid form asks for confirmation with the amount and where it goes, then posts centavos. A
 * refusal goes under its field when the server names one, above the form otherwise. The toast's
 * words come from the component (`words`).
 */
export function usePayoutRequest(wallet: Wallet, methods: PayoutMethodView[], { w, f }: WalletWords) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const toast = useToast();
  const request = useRequestPayout();
  const [asking, setAsking] = useState<PayoutFormData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const usable = usableMethods(methods);
  const form = useForm<PayoutFormInput, unknown, PayoutFormData>({
    resolver: zodResolver(payoutFormSchema(wallet.available, wallet.minimumPayout)),
    defaultValues: { amount: centavosToPesos(wallet.available), payoutMethodId: usable[0]?.id ?? '' },
  });

  const onSubmit = form.handleSubmit((data) => {
    setRefusal(null);
    setAsking(data);
  });

  function confirm() {
    if (!asking) return;
    const sent = asking;
    request.mutate(sent, {
      onSuccess: (payout) => {
        setAsking(null);
        form.reset();
        toast.success(w.request.done({ amount: f.money(payout.amount) }));
      },
      onError: (e) => {
        setAsking(null);
        if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
      },
    });
  }

  const method = asking && methods.find((x) => x.id === asking.payoutMethodId);
  return {
    form,
    onSubmit,
    usable,
    refusal,
    pending: request.isPending,
    confirmation: asking && {
      amount: f.money(asking.amount),
      method: method?.label ?? '',
      confirm,
      cancel: () => setAsking(null),
    },
  };
}
