import { List } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Listings"
      description="Listings waiting for review and all published spaces."
      icon={List}
      what="The review queue for new listings (approve, or reject with a reason), listing search and pausing will be here."
    />
  );
}
