import { CalendarCheck } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Bookings"
      description="Requests and bookings for your spaces."
      icon={CalendarCheck}
      what="Booking requests for your spaces will appear here for you to accept or decline, followed by confirmed, active and completed bookings."
    />
  );
}
