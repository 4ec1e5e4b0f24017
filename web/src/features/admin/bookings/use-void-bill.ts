import { useId, useState } from 'react';
import { billVoidRequestSchema } from '@espasyo/domain/contracts/admin-bills';
import type { Bill } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useVoidBill } from '@/features/admin/payments/api/use-admin-bills';

/**
 * Voiding a bill with a reason (staff, issue 32): the dialog's state, the reason checked as the
 * server checks it (billVoidRequestSchema), the server's refusal of it under the field, any other
 * refusal (already paid or void: 409) above the buttons.
 */
export function useVoidBillDialog(bookingId: string, bill: Bill) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonId = useId();
  const mutation = useVoidBill(bookingId);
  const toast = useToast();
  const m = useMessages('adminCases').voidBill;

  const showError = (message: string | undefined) => {
    setReasonError(message);
    if (message) document.getElementById(reasonId)?.focus();
  };

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setReasonError(undefined);
    mutation.reset();
  };

  function confirm() {
    const parsed = billVoidRequestSchema.safeParse({ reason });
    if (!parsed.success) return showError(parsed.error.issues[0]?.message);
    showError(undefined);
    mutation.mutate(
      { billId: bill.id, ...parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast.success(m.done({ amount: formatMoney(bill.amount) }));
        },
        onError: (e) => {
          if (isApiError(e, ErrorCode.validation) && e.fields?.reason) showError(e.fields.reason);
        },
      },
    );
  }

  const fieldRefused = isApiError(mutation.error, ErrorCode.validation) && !!mutation.error.fields?.reason;
  return {
    open,
    show: () => setOpen(true),
    close,
    confirm,
    reason,
    setReason: (value: string) => {
      setReason(value);
      if (reasonError) setReasonError(undefined);
    },
    reasonId,
    reasonError,
    pending: mutation.isPending,
    failure: mutation.isError && !fieldRefused ? mutation.error : null,
  };
}
