import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Button, type ButtonSize } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
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
  return (
    <Button
      variant="secondary"
      size={size}
      full={full}
      loading={accept.isPending}
      loadingText="Accepting..."
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: (b) =>
            toast.success(
              `${b.client.name} has${b.dueAt ? ` until ${formatDateTime(b.dueAt)}` : ' 24 hours'} to pay to confirm it.`,
              'Request accepted',
            ),
          onError: (e) => toast.error(errorMessage(e), 'The request could not be accepted'),
        })
      }
    >
      Accept request
      {context && (
        <>
          {' '}
          <span className="sr-only">{context}</span>
        </>
      )}
    </Button>
  );
}
