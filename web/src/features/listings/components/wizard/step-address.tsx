import { useRef } from 'react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import type { CityOption } from '@espasyo/domain/contracts/places';
import { addressLimits } from '@espasyo/domain/places/address';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { AddressSelects } from './address-selects';
import { PinFields } from './pin-fields';
import { useStepForm } from './use-step-form';
import { WizardActions } from './wizard-actions';

/**
 * Where the space is: the PSGC address, street and postal code, and the pin. Choosing a city
 * moves the pin to its centre, until the host places the pin themselves.
 */
export function AddressStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').address;
  const { form, error, saving, onSubmit, onBack } = useStepForm(listing, 'address');
  const { register, setValue, formState } = form;
  const { errors } = formState;
  // Once the host places the pin on this visit, choosing another city leaves it where they put it.
  const pinTouched = useRef(false);

  const onCity = (city: CityOption | undefined) => {
    if (pinTouched.current || city?.lat == null || city.lng == null) return;
    setValue('latitude', String(city.lat), { shouldDirty: true });
    setValue('longitude', String(city.lng), { shouldDirty: true });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <AddressSelects form={form} onCity={onCity} />
      <TextField
        label={m.street}
        required
        autoComplete="street-address"
        maxLength={addressLimits.street}
        help={m.streetHelp}
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label={m.postalCode}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        containerClassName="max-w-40"
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <PinFields form={form} onTouched={() => (pinTouched.current = true)} />
      <WizardActions onBack={onBack} saving={saving} error={error} />
    </form>
  );
}
