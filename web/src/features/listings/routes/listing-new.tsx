import { useMessages } from '@/lib/i18n';
import { TypeStep } from '@/features/listings/components/wizard/step-type';
import { WizardFrame } from '@/features/listings/components/wizard/wizard-frame';

/**
 * /host/listings/new: the listing form's first step. Choosing the type creates the draft, and
 * the form goes on at /host/listings/{id}/edit?step=basics.
 */
export default function ListingNewPage() {
  const m = useMessages('listingWizard');
  return (
    <WizardFrame listing={null} type={null} step="type" intro={m.intros.new}>
      <TypeStep listing={null} />
    </WizardFrame>
  );
}
