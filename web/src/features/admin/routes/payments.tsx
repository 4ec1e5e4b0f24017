import { CreditCard } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Payments"
      description="Money received from renters."
      icon={CreditCard}
      what="All payments, with full or partial refunds, will be listed here."
    />
  );
}
