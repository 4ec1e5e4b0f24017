import type { HostListing } from '@espasyo/domain/contracts/listings';
import { featureLabels, listingFeatures, listingLimits as L } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { ChoiceCards } from './choice-cards';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

const featureChoices = listingFeatures.map((f) => ({ value: f, label: featureLabels[f] }));

/** Features from the fixed list, the access hours, and the instructions only confirmed renters read. */
export function FeaturesStep({ listing }: { listing: HostListing }) {
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'features');
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <ChoiceCards
        id="features"
        kind="checkbox"
        legend="What does the space have?"
        help="Choose all that apply. Renters can filter by these."
        choices={featureChoices}
        columns="grid-cols-2 sm:grid-cols-3"
        input={register('features')}
        error={errors.features?.message}
      />
      <TextField
        label="Access hours"
        required
        maxLength={L.accessHours}
        help="When renters can get in, for example 24/7 or Mon–Sat 8 AM–6 PM."
        error={errors.accessHours?.message}
        {...register('accessHours')}
      />
      <TextArea
        label="Access instructions"
        rows={5}
        maxLength={L.accessInstructions}
        help={
          <>
            Gate codes, who to call, where the key is. Shown only to renters with a confirmed booking. Optional.{' '}
            <CharacterCount value={watch('accessInstructions')} max={L.accessInstructions} />
          </>
        }
        error={errors.accessInstructions?.message}
        {...register('accessInstructions')}
      />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
