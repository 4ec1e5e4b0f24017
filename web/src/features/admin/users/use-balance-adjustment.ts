import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { useAdjustBalance, type HostBalances } from './api';
import {
  adjustmentEffect,
  adjustmentFormSchema,
  toAdjustmentRequest,
  type AdjustmentFormData,
  type AdjustmentFormInput,
} from './balance-adjustment';

const FIELDS = ['amount', 'reason'] as const;

/**
 * The Adjust balance form's state: a valid form asks for confirmation, stating what happens to
 * the balances; confirmed, it posts the signed centavos and the reason. The server's refusal goes
 * under its field when it names one, above the form otherwise.
 */
export function useBalanceAdjustment(hostId: string, name: string, balances: HostBalances) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const toast = useToast();
  const m = useMessages('adminPeople').balance.adjust;
  const adjust = useAdjustBalance(hostId);
  const [asking, setAsking] = useState<AdjustmentFormData | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AdjustmentFormInput, unknown, AdjustmentFormData>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { amount: '', reason: '' },
  });

  const onSubmit = form.handleSubmit((data) => {
    setRefusal(null);
    setAsking(data);
  });

  const effect = asking && adjustmentEffect(asking, balances, name, m);

  function confirm() {
    if (!asking || !effect) return;
    adjust.mutate(toAdjustmentRequest(asking), {
      onSuccess: () => {
        setAsking(null);
        form.reset();
        toast.success(effect.done);
      },
      onError: (e) => {
        setAsking(null);
        if (!applyFieldErrors(e, form.setError, FIELDS)) setRefusal(errorMessage(e));
      },
    });
  }

  return {
    form,
    onSubmit,
    refusal,
    pending: adjust.isPending,
    confirmation: effect && { ...effect, confirm, cancel: () => setAsking(null) },
  };
}
