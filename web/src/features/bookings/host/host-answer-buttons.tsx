import type { Booking } from '@espasyo/domain/contracts/bookings';
import type { ButtonSize } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { HostAcceptButton } from './host-accept-button';
import { HostReasonAnswer } from './host-reason-answer';

/** Accept and decline a request, when the booking's `actions` allow them (and only those). */
export function HostAnswerButtons({ booking, size = 'sm' }: { booking: Booking; size?: ButtonSize }) {
  const m = useMessages('hostBookings');
  const can = (a: Booking['actions'][number]) => booking.actions.includes(a);
  if (!can('accept') && !can('decline')) return null;
  const context = m.context({ client: booking.client.name, listing: booking.listingTitle });
  return (
    <div className="flex flex-wrap gap-2">
      {can('accept') && <HostAcceptButton booking={booking} context={context} size={size} />}
      {can('decline') && (
        <HostReasonAnswer booking={booking} action="decline" viewer="host" context={context} size={size} />
      )}
    </div>
  );
}
