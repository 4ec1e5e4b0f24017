import { CalendarCheck } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="My Bookings"
      description="Your reservations, upcoming and past."
      icon={CalendarCheck}
      what="Booking is not open yet. Once you book a space, each booking will be listed here with its dates, status, payment and the host's contact details."
    />
  );
}
