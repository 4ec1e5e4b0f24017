import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingLimits as L } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useMessages } from '@/lib/i18n';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

/** Title (5–100) and description (20–5,000 characters). */
export function BasicsStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').basics;
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'basics');
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <TextField
        label={m.title}
        required
        maxLength={L.title.max}
        help={
          <>
            {m.titleHelp} <CharacterCount value={watch('title')} min={L.title.min} max={L.title.max} />
          </>
        }
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label={m.description}
        required
        rows={8}
        maxLength={L.description.max}
        help={
          <>
            {m.descriptionHelp}{' '}
            <CharacterCount value={watch('description')} min={L.description.min} max={L.description.max} />
          </>
        }
        error={errors.description?.message}
        {...register('description')}
      />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
