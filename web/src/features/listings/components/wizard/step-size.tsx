import type { HostListing } from '@espasyo/domain/contracts/listings';
import { areaOf, vehicleTypes } from '@espasyo/domain/listings/fields';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ChoiceCards } from './choice-cards';
import { parseNumber } from './form-values';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

const metres = (value: string) => {
  const n = parseNumber(value);
  return n != null && Number.isFinite(n) && n > 0 ? n : null;
};

/** Storage and warehouses: width × length (× height) in metres, the floor area worked out. Parking: vehicles and cover. */
export function SizeStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').size;
  const vehicles = useMessages('listing').vehicles;
  const f = useFormat();
  const vehicleChoices = vehicleTypes.map((v) => ({ value: v, label: vehicles[v] }));
  const coverChoices = [
    { value: 'covered', label: m.coveredLabel, description: m.coveredText },
    { value: 'open', label: m.openLabel, description: m.openText },
  ];
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
            legend={m.vehicles}
            help={m.vehiclesHelp}
            choices={vehicleChoices}
            columns="grid-cols-2 sm:grid-cols-3"
            input={register('vehicleTypes')}
            error={errors.vehicleTypes?.message}
          />
          <ChoiceCards
            id="covered"
            legend={m.covered}
            choices={coverChoices}
            columns="sm:grid-cols-2"
            input={register('covered')}
            error={errors.covered?.message}
          />
        </>
      ) : (
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-ink-900">{m.measurements}</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label={m.width}
              required
              inputMode="decimal"
              maxLength={10}
              error={errors.width?.message}
              {...register('width')}
            />
            <TextField
              label={m.length}
              required
              inputMode="decimal"
              maxLength={10}
              error={errors.length?.message}
              {...register('length')}
            />
            <TextField
              label={m.height}
              inputMode="decimal"
              maxLength={10}
              help={m.optional}
              error={errors.height?.message}
              {...register('height')}
            />
          </div>
          <p className="rounded-field bg-brand-50 px-4 py-3 text-base text-brand-900" aria-live="polite">
            {m.area}{' '}
            <strong className="font-semibold">
              {area != null ? m.areaValue({ area: area.toLocaleString(f.locale, { maximumFractionDigits: 2 }) }) : '—'}
            </strong>
            {area == null && <span className="text-ink-600">{m.areaMissing}</span>}
          </p>
        </fieldset>
      )}
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
