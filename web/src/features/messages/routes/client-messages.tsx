import { MessageSquare } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Messages"
      description="Conversations with hosts."
      icon={MessageSquare}
      what="Your conversations with hosts about their spaces and your bookings will appear here."
    />
  );
}
