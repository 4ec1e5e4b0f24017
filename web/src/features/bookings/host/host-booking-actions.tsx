import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { buttonClasses } from '@/components/ui/button';
import { HostAcceptButton } from './host-accept-button';
import { HostAnswerBy } from './host-answer-by';
import { HostReasonAnswer } from './host-reason-answer';
import { GiveNotice } from '@/features/bookings/shared/give-notice';
import { useBills } from '@/features/bookings/api/use-bills';
import { ChangePrice } from './change-price';
import { useMessages } from '@/lib/i18n';

/**
 * What the host (or staff) may do now: exactly the booking's `actions` (the process table
 * decides): accept, decline and cancel, the last two with a reason, and a running tenancy's 'End
 * with notice' (issue 32); then the rental agreement.
 */
export function HostBookingActions({
  booking,
  viewer,
  agreementHref,
}: {
  booking: Booking;
  viewer: 'host' | 'admin';
  agreementHref: string;
}) {
  const can = (a: Booking['actions'][number]) => booking.actions.includes(a);
  const repriceable =
    viewer === 'host' && booking.kind === 'tenancy' && ['confirmed', 'active'].includes(booking.status);
  const any = can('accept') || can('decline') || can('cancel') || can('give_notice') || repriceable;
  const m = useMessages('hostBookings').actions;
  const whatYouCanDo = useMessages('booking').detail.whatYouCanDo;
  const bills = useBills(booking.id, booking.kind === 'tenancy');
  return (
    <section
      aria-label={viewer === 'host' ? whatYouCanDo : m.staffLabel}
      className="space-y-3 rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      {booking.status === 'pending' && booking.dueAt && <HostAnswerBy dueAt={booking.dueAt} />}
      {can('accept') && <HostAcceptButton booking={booking} full />}
      {can('decline') && <HostReasonAnswer booking={booking} action="decline" viewer={viewer} full />}
      {can('cancel') && <HostReasonAnswer booking={booking} action="cancel" viewer={viewer} full />}
      {can('give_notice') && <GiveNotice booking={booking} viewer={viewer} bills={bills.data?.items} />}
      {repriceable && <ChangePrice booking={booking} />}
      {!any && <p className="text-sm text-ink-700">{m.nothing}</p>}
      <Link to={agreementHref} className={buttonClasses('ghost', 'md', true)}>
        <FileText aria-hidden="true" className="size-4" /> {m.agreement}
      </Link>
    </section>
  );
}
