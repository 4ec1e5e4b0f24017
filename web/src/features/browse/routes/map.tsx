import { MapPin } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Map View"
      description="See spaces for rent on a map of your area."
      icon={MapPin}
      what="The map is being built. Spaces for rent will appear as pins so you can pick one close to home or work."
    />
  );
}
