import { MessageSquare } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Messages"
      description="Conversations with renters."
      icon={MessageSquare}
      what="Your conversations with renters about your spaces and their bookings will appear here."
    />
  );
}
