import { Megaphone } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Announcements"
      description="Banners shown to users."
      icon={Megaphone}
      what="You will create, edit, publish and unpublish announcements for everyone, clients or hosts here."
    />
  );
}
