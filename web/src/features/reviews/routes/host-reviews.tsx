import { Star } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Reviews"
      description="What renters say about your spaces."
      icon={Star}
      what="Reviews of your spaces will appear here once bookings are completed, and you will be able to reply to each one once."
    />
  );
}
