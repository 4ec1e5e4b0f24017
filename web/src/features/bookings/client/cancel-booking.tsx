import { useId, useState } from 'react';
import { BOOKING_REASON_MAX, bookingReasonSchema, type Booking } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useCancellationPreview, useCancelBooking } from '@/features/bookings/api/use-cancel-booking';
import { CancelPreview } from '@/features/bookings/shared/cancel-preview';

/**
 * 'Cancel booking', then a dialog that shows what the client gets back (asked again on every
 * opening: a refund shrinks as the start nears) before they confirm, with an optional reason.
 */
export function CancelBooking({ booking }: { booking: Booking }) {
  const all = useMessages('booking');
  const m = all.cancel;
  const label = booking.kind === 'tenancy' ? all.actions.cancelTenancy : all.actions.cancel;
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const preview = useCancellationPreview(booking.id, open, true);
  const cancel = useCancelBooking(booking.id);
  const toast = useToast();

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setReasonError(undefined);
    cancel.reset();
  };

  function confirm() {
    const parsed = bookingReasonSchema.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      document.getElementById(reasonId)?.focus();
      return;
    }
    const refund = preview.data?.refund ?? 0;
    cancel.mutate(parsed.data.reason, {
      onSuccess: () => {
        setOpen(false);
        toast.success(refund > 0 ? m.doneRefund({ amount: formatMoney(refund) }) : m.done);
      },
    });
  }

  return (
    <>
      <Button variant="outline" full onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={m.title}
        description={m.description({ title: booking.listingTitle })}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={cancel.isPending}>
              {m.keep}
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              loading={cancel.isPending}
              loadingText={m.cancelling}
              disabled={!preview.data || preview.isFetching}
            >
              {label}
            </Button>
          </>
        }
      >
        {open && (
          <div className="space-y-4">
            <CancelPreview
              viewer="client"
              preview={preview.isFetching ? undefined : preview.data}
              error={preview.isFetching ? null : preview.error}
              onRetry={() => void preview.refetch()}
            />
            <Field id={reasonId} label={m.reason} help={m.reasonHelp} error={reasonError}>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={BOOKING_REASON_MAX}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  if (reasonError) setReasonError(undefined);
                }}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={describedBy(reasonId, 'help', reasonError)}
                className={controlClasses(!!reasonError)}
              />
            </Field>
            {cancel.isError && <Alert tone="danger">{errorMessage(cancel.error)}</Alert>}
          </div>
        )}
      </Dialog>
    </>
  );
}
