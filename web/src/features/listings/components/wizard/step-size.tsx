import type { HostListing } from '@espasyo/domain/contracts/listings';
import { areaOf, vehicleTypeLabels, vehicleTypes } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { ChoiceCards } from './choice-cards';
import { parseNumber } from './form-values';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

const vehicleChoices = vehicleTypes.map((v) => ({ value: v, label: vehicleTypeLabels[v] }));
const coverChoices = [
  { value: 'covered', label: 'Covered', description: 'A roof over the slot: a garage, basement or carport.' },
  { value: 'open', label: 'Open', description: 'Open to the sky: a driveway, yard or open lot.' },
];

const metres = (value: string) => {
  const n = parseNumber(value);
  return n != null && Number.isFinite(n) && n > 0 ? n : null;
};

/** Storage and warehouses: width × length (× height) in metres, the floor area worked out. Parking: vehicles and cover. */
export function SizeStep({ listing }: { listing: HostListing }) {
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'size');
  const { register, watch, formState } = form;
  const { errors } = formState;
  const [width, length] = watch(['width', 'length']);
  const area = areaOf(metres(width), metres(length));

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      {listing.type === 'parking' ? (
        <>
          <ChoiceCards
            id="vehicleTypes"
            kind="checkbox"
            legend="Which vehicles fit?"
            help="Choose every one that can park there."
            choices={vehicleChoices}
            columns="grid-cols-2 sm:grid-cols-3"
            input={register('vehicleTypes')}
            error={errors.vehicleTypes?.message}
          />
          <ChoiceCards
            id="covered"
            legend="Is the slot covered?"
            choices={coverChoices}
            columns="sm:grid-cols-2"
            input={register('covered')}
            error={errors.covered?.message}
          />
        </>
      ) : (
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-ink-900">Inside measurements, in metres</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="Width (m)"
              required
              inputMode="decimal"
              maxLength={10}
              error={errors.width?.message}
              {...register('width')}
            />
            <TextField
              label="Length (m)"
              required
              inputMode="decimal"
              maxLength={10}
              error={errors.length?.message}
              {...register('length')}
            />
            <TextField
              label="Height (m)"
              inputMode="decimal"
              maxLength={10}
              help="Optional"
              error={errors.height?.message}
              {...register('height')}
            />
          </div>
          <p className="rounded-field bg-brand-50 px-4 py-3 text-base text-brand-900" aria-live="polite">
            Floor area:{' '}
            <strong className="font-semibold">
              {area != null ? `${area.toLocaleString('en-PH', { maximumFractionDigits: 2 })} m²` : '—'}
            </strong>
            {area == null && <span className="text-ink-600"> (enter the width and length)</span>}
          </p>
        </fieldset>
      )}
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
