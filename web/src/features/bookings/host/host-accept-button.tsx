import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Button, type ButtonSize } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useBookingAnswer } from '@/features/bookings/api/use-booking-answer';

/**
 * 'Accept request': the booking then awaits the client's payment (24 hours at most). Nothing to
 * confirm (no money moves and nothing is lost); the toast says what happens next.
 */
export function HostAcceptButton({
  booking,
  context,
  size = 'md',
  full,
}: {
  booking: Booking;
  context?: string;
  size?: ButtonSize;
  full?: boolean;
}) {
  const accept = useBookingAnswer(booking.id, 'accept');
  const toast = useToast();
  const m = useMessages('hostBookings').accept;
  const f = useFormat();
  return (
    <Button
      variant="secondary"
      size={size}
      full={full}
      loading={accept.isPending}
      loadingText={m.pending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: (b) =>
            toast.success(
              b.dueAt
                ? m.doneUntil({ name: b.client.name, when: f.dateTime(b.dueAt) })
                : m.done({ name: b.client.name }),
              m.doneTitle,
            ),
          onError: (e) => toast.error(errorMessage(e), m.failed),
        })
      }
    >
      {m.button}
      {context && (
        <>
          {' '}
          <span className="sr-only">{context}</span>
        </>
      )}
    </Button>
  );
}
