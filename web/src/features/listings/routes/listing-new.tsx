import { TypeStep } from '@/features/listings/components/wizard/step-type';
import { WizardFrame } from '@/features/listings/components/wizard/wizard-frame';

/**
 * /host/listings/new: the listing form's first step. Choosing the type creates the draft, and
 * the form goes on at /host/listings/{id}/edit?step=basics.
 */
export default function ListingNewPage() {
  return (
    <WizardFrame
      listing={null}
      type={null}
      step="type"
      intro="A few steps and your space is ready for review. Everything is saved as a draft as you go."
    >
      <TypeStep listing={null} />
    </WizardFrame>
  );
}
