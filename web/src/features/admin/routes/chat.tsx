import { MessagesSquare } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Support Chat"
      description="Messages from clients and hosts who need help."
      icon={MessagesSquare}
      what="The support inbox will be here: one conversation per user, answered by the team."
    />
  );
}
