import { Star } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="My Reviews"
      description="Reviews you have written and received."
      icon={Star}
      what="After a booking ends you will rate the space and its host here, and see what hosts said about you."
    />
  );
}
