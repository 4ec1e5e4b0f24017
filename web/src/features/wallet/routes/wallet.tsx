import { Wallet } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Wallet"
      description="Your earnings and payouts."
      icon={Wallet}
      what="Your pending and available balance, payout methods (GCash, Maya or bank account) and payout history will be shown here."
    />
  );
}
