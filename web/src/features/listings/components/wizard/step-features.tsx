import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingFeatures, listingLimits as L } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { ChoiceCards } from './choice-cards';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

/** Features from the fixed list, the access hours, and the instructions only confirmed renters read. */
export function FeaturesStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').features;
  const features = useMessages('listing').features;
  const featureChoices = listingFeatures.map((f) => ({ value: f, label: features[f] }));
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'features');
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <ChoiceCards
        id="features"
        kind="checkbox"
        legend={m.legend}
        help={m.help}
        choices={featureChoices}
        columns="grid-cols-2 sm:grid-cols-3"
        input={register('features')}
        error={errors.features?.message}
      />
      <TextField
        label={m.accessHours}
        required
        maxLength={L.accessHours}
        help={m.accessHoursHelp}
        error={errors.accessHours?.message}
        {...register('accessHours')}
      />
      <TextArea
        label={m.instructions}
        rows={5}
        maxLength={L.accessInstructions}
        help={
          <>
            {m.instructionsHelp} <CharacterCount value={watch('accessInstructions')} max={L.accessInstructions} />
          </>
        }
        error={errors.accessInstructions?.message}
        {...register('accessInstructions')}
      />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
