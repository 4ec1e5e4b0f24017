import { Bell } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Notifications"
      description="Messages to users and system alerts."
      icon={Bell}
      what="You will send a notification to one user or a group, and manage system alerts, here."
    />
  );
}
