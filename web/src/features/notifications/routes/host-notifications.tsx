import { Bell } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Notifications"
      description="Booking, message, review and payout updates."
      icon={Bell}
      what="New booking requests, messages, reviews and payout updates will be listed here, newest first, and counted on the bell."
    />
  );
}
