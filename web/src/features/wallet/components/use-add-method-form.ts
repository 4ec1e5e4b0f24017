import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { payoutMethodSchema, type PayoutMethodData, type PayoutMethodType } from '@espasyo/domain/money/payouts';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import type { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useReauth } from '@/features/account';
import { useAddPayoutMethod } from '@/features/wallet/api/use-payout-methods';

/** The form's fields side by side; payoutMethodSchema (the server's) reads them as its union by `type`. */
export interface MethodFormValues {
  type: PayoutMethodType;
  accountName: string;
  accountNumber: string;
  bankCode: string;
  makeDefault: boolean;
}

const FIELDS = ['type', 'accountName', 'accountNumber', 'bankCode'] as const;

/**
 * Adding a payout method: the same payoutMethodSchema as POST /api/host/payout-methods, which
 * is a sensitive change — when the server answers reauth_required the password is asked for
 * and the method sent again with it. The typed number is dropped once saved: only the masked
 * one is ever shown again. The toast's words come from the component (`w`).
 */
export function useAddMethodForm({
  first,
  onDone,
  w,
}: {
  first: boolean;
  onDone: () => void;
  w: ReturnType<typeof useMessages<'wallet'>>;
}) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const f = useFormat();
  const toast = useToast();
  const add = useAddPayoutMethod();
  const reauth = useReauth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MethodFormValues, unknown, PayoutMethodData>({
    resolver: zodResolver(payoutMethodSchema) as unknown as Resolver<MethodFormValues, unknown, PayoutMethodData>,
    defaultValues: { type: 'gcash', accountName: '', accountNumber: '', bankCode: '', makeDefault: first },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    add.reset();
    onDone();
  };

  const onSubmit = form.handleSubmit((data) => {
    setFailure(null);
    return reauth.run((password) => add.mutateAsync(password ? { ...data, password } : data), {
      onSuccess: (method) => {
        toast.success(w.addMethod.done({ label: method.label, from: f.dateTime(method.usableFrom) }));
        close();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
      },
    });
  });

  return { form, onSubmit, close, failure, pending: add.isPending, reauthDialog: reauth.dialog };
}
