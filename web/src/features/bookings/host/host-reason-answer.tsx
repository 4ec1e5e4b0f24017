import { BOOKING_REASON_MAX, type Booking } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonSize } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { CancelPreview } from '@/features/bookings/shared/cancel-preview';
import { useReasonAnswer } from './use-reason-answer';
import { useBookingDates } from '@/lib/booking-dates';

/** The dialog's words: a request's decline ('hostBookings'), a booking's cancel ('booking', as the client's). */
function useWords(action: 'decline' | 'cancel') {
  const m = useMessages('hostBookings').reason;
  const b = useMessages('booking');
  return action === 'decline'
    ? { ...m.decline, confirm: m.decline.button }
    : {
        button: b.actions.cancel,
        title: b.cancel.title,
        confirm: b.actions.cancel,
        pending: b.cancel.cancelling,
        keep: b.cancel.keep,
      };
}

/**
 * 'Decline request' or 'Cancel booking' for the host or staff: a dialog that asks for the reason
 * (the client sees it) and, for a cancellation, shows first what the client gets back.
 * `context` completes the button's name for screen readers where several are on one page.
 */
export function HostReasonAnswer({
  booking,
  action,
  viewer,
  context,
  size = 'md',
  full,
}: {
  booking: Booking;
  action: 'decline' | 'cancel';
  viewer: 'host' | 'admin';
  context?: string;
  size?: ButtonSize;
  full?: boolean;
}) {
  const s = useReasonAnswer(booking, action, viewer);
  const w = useWords(action);
  const m = useMessages('hostBookings').reason;
  const dates = useBookingDates();
  const hasError = !!s.reasonError;
  return (
    <>
      <Button variant="outline" size={size} full={full} onClick={s.show}>
        {w.button}
        {context && (
          <>
            {' '}
            <span className="sr-only">{context}</span>
          </>
        )}
      </Button>
      <Dialog
        open={s.open}
        onClose={s.close}
        title={w.title}
        description={m.description({
          client: booking.client.name,
          listing: booking.listingTitle,
          dates: dates.of(booking),
        })}
        footer={
          <>
            <Button variant="outline" onClick={s.close} disabled={s.pending}>
              {w.keep}
            </Button>
            <Button
              variant="danger"
              onClick={s.confirm}
              loading={s.pending}
              loadingText={w.pending}
              disabled={action === 'cancel' && (!s.preview.data || s.preview.isFetching)}
            >
              {w.confirm}
            </Button>
          </>
        }
      >
        {s.open && (
          <MessageNamespaces value={['validation', 'apiBookings']}>
            <div className="space-y-4">
              {action === 'cancel' && (
                <CancelPreview
                  viewer={viewer}
                  preview={s.preview.isFetching ? undefined : s.preview.data}
                  error={s.preview.isFetching ? null : s.preview.error}
                  onRetry={() => void s.preview.refetch()}
                />
              )}
              <Field id={s.reasonId} label={m.label} help={m.help} error={s.reasonError} required>
                <textarea
                  id={s.reasonId}
                  rows={3}
                  maxLength={BOOKING_REASON_MAX}
                  value={s.reason}
                  onChange={(e) => s.setReason(e.target.value)}
                  aria-required
                  aria-invalid={hasError || undefined}
                  aria-describedby={describedBy(s.reasonId, 'help', s.reasonError)}
                  className={controlClasses(hasError)}
                />
              </Field>
              {s.failure && <Alert tone="danger">{errorMessage(s.failure)}</Alert>}
            </div>
          </MessageNamespaces>
        )}
      </Dialog>
    </>
  );
}
