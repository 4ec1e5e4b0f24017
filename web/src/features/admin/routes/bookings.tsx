import { CalendarCheck } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Bookings"
      description="Every booking on the platform."
      icon={CalendarCheck}
      what="All bookings with their timeline, and cancellation with a refund, will be here."
    />
  );
}
