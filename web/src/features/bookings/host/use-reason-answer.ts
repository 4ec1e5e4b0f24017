import { useId, useState } from 'react';
import { needsReason } from '@espasyo/domain/bookings/process';
import { bookingReasonSchema, type Booking } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useBookingAnswer } from '@/features/bookings/api/use-booking-answer';
import { useCancellationPreview } from '@/features/bookings/api/use-cancel-booking';

/**
 * Declining or cancelling with a reason, by the host or staff: the dialog's state, the refund
 * shown first (a cancellation's, asked again at every opening), the reason checked as the server
 * checks it (needed from both), and the server's own refusal of it shown under the field.
 */
export function useReasonAnswer(booking: Booking, action: 'decline' | 'cancel', viewer: 'host' | 'admin') {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonId = useId();
  const answer = useBookingAnswer(booking.id, action);
  const preview = useCancellationPreview(booking.id, open && action === 'cancel', true);
  const toast = useToast();
  const m = useMessages('hostBookings').reason;
  const f = useFormat();

  const showError = (message: string | undefined) => {
    setReasonError(message);
    if (message) document.getElementById(reasonId)?.focus();
  };

  const close = () => {
    if (answer.isPending) return;
    setOpen(false);
    setReasonError(undefined);
    answer.reset();
  };

  function confirm() {
    const parsed = bookingReasonSchema.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) return showError(parsed.error.issues[0]?.message);
    if (!parsed.data.reason && needsReason(action, viewer)) return showError(bookingMessages.reasonRequired);
    const refund = preview.data?.refund ?? 0;
    answer.mutate(parsed.data.reason, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        toast.success(
          action === 'decline' ? m.declined : refund > 0 ? m.cancelledRefund({ amount: f.money(refund) }) : m.cancelled,
        );
      },
      onError: (error) => {
        if (isApiError(error, ErrorCode.validation) && error.fields?.reason) showError(error.fields.reason);
      },
    });
  }

  const fieldRefused = isApiError(answer.error, ErrorCode.validation) && !!answer.error.fields?.reason;
  return {
    open,
    show: () => setOpen(true),
    close,
    confirm,
    reasonId,
    reason,
    setReason: (value: string) => {
      setReason(value);
      if (reasonError) setReasonError(undefined);
    },
    reasonError,
    pending: answer.isPending,
    /** A failure that is not the reason's (shown above the buttons). */
    failure: answer.isError && !fieldRefused ? answer.error : null,
    preview,
  };
}
