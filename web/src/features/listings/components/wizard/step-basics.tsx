import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingLimits as L } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

/** Title (5–100) and description (20–5,000 characters). */
export function BasicsStep({ listing }: { listing: HostListing }) {
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'basics');
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <TextField
        label="Title"
        required
        maxLength={L.title.max}
        help={
          <>
            What renters see first, e.g. ‘Dry 3 × 4 m storage room near Ayala Avenue’.{' '}
            <CharacterCount value={watch('title')} min={L.title.min} max={L.title.max} />
          </>
        }
        error={errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label="Description"
        required
        rows={8}
        maxLength={L.description.max}
        help={
          <>
            What the space is like, what fits, how to get in and anything renters should know.{' '}
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
