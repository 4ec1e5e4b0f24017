import { Star } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Reviews"
      description="Review moderation."
      icon={Star}
      what="You will hide reviews that break the rules, with a reason, here."
    />
  );
}
