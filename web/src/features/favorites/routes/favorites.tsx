import { Heart } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Favorites"
      description="Spaces you have saved."
      icon={Heart}
      what="Spaces you save while browsing will be kept here so you can compare them and book later."
    />
  );
}
