import { HandCoins } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Payouts"
      description="Money owed to hosts."
      icon={HandCoins}
      what="The payout queue will be here: mark each payout processed with a reference, or failed with a reason."
    />
  );
}
