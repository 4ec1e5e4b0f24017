import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Car, Package, Warehouse } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { listingTypes, type ListingType } from '@espasyo/domain/listings/fields';
import type { ListingDraftInput } from '@espasyo/domain/listings/schema';
import { paths } from '@espasyo/domain/paths';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { applyFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useCreateListing, useSaveListing } from '@/features/listings/api/use-save-listing';
import { ChoiceCards } from './choice-cards';
import { WizardActions } from './wizard-actions';

const icons: Record<ListingType, typeof Car> = { storage: Package, parking: Car, warehouse: Warehouse };

type Values = { type: ListingType | '' };

/** The form's first step: a new listing is created from its type here, as a draft. */
export function TypeStep({ listing }: { listing: HostListing | null }) {
  const m = useMessages('listingWizard').type;
  const types = useMessages('listing').types;
  const errorMessage = useErrorMessage();
  const choices = listingTypes.map((t) => ({ value: t, label: types[t], icon: icons[t], description: m[t] }));
  const navigate = useNavigate();
  const create = useCreateListing();
  const save = useSaveListing(listing?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, { type: ListingType }>(() =>
        import('@espasyo/domain/listings/schema').then((m) => m.listingCreateSchema.pick({ type: true })),
      ),
    [],
  );
  const form = useForm<Values, unknown, { type: ListingType }>({
    resolver,
    defaultValues: { type: listing?.type ?? '' },
  });

  const onSubmit = form.handleSubmit(async ({ type }) => {
    setError(null);
    try {
      if (!listing) {
        // /new becomes the listing's own address: the browser's Back then leaves the form instead of making another draft.
        const created = await create.mutateAsync({ type });
        return navigate(paths.host.editListing.getHref(created.id, 'basics'), { replace: true });
      }
      if (type !== listing.type) await save.mutateAsync(changeOfType(listing, type));
      navigate(paths.host.editListing.getHref(listing.id, 'basics'));
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['type'])) setError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChoiceCards
        id="type"
        legend={m.legend}
        legendClassName="text-base"
        choices={choices}
        columns="grid-cols-1 sm:grid-cols-3"
        input={form.register('type')}
        error={form.formState.errors.type?.message}
      />
      <WizardActions saving={create.isPending || save.isPending} error={error} />
    </form>
  );
}

/** A new type; what only parking has (an hourly price, a minimum in hours) goes when it stops being parking. */
function changeOfType(listing: HostListing, type: ListingType): ListingDraftInput {
  if (type === 'parking') return { type };
  return {
    type,
    ...(listing.pricePerHour != null ? { pricePerHour: null } : {}),
    ...(listing.minDurationUnit === 'hour' ? { minDurationUnit: 'day' as const } : {}),
  };
}
