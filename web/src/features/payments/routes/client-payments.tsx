import { CreditCard } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Payments"
      description="Your payments, refunds and receipts."
      icon={CreditCard}
      what="Your payments and refunds will be listed here, each with its booking and a printable receipt."
    />
  );
}
