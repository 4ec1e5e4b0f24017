import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import type { ListingDraftInput, ListingField } from '@espasyo/domain/listings/schema';
import { paths } from '@espasyo/domain/paths';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useSaveListing } from '@/features/listings/api/use-save-listing';
import { draftOf, toDraft, toFormValues, type WizardValues } from './form-values';
import { nextStep, previousStep, stepFields, type WizardStep } from './steps';
import { loadListingSchema } from './use-listing-issues';

/**
 * The form of one step: its fields checked by the shared draft schema picked to them (the rule
 * the server applies), saved as a draft, then on to the next step. 'Save and continue' saves
 * whatever is typed and moves on only once the step has everything review needs (the same
 * missingForReview the server runs at submit), marking what is missing under its field.
 * `extra` adds fields a step clears (an hourly price when the space is not parking).
 */
export function useStepForm(
  listing: HostListing,
  step: WizardStep,
  extra?: (draft: ListingDraftInput) => ListingDraftInput,
) {
  const fields = useMemo(() => stepFields(step, listing.type), [step, listing.type]);
  const resolver = useMemo(() => {
    const check = lazyZodResolver<ListingDraftInput>(() =>
      loadListingSchema().then((m) =>
        m.listingDraftSchema.pick(
          Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<ListingField, true>>,
        ),
      ),
    );
    const r: Resolver<WizardValues, unknown, ListingDraftInput> = (values, context, options) =>
      check(toDraft(values, fields), context, options as never) as never;
    return r;
  }, [fields]);
  const form = useForm<WizardValues, unknown, ListingDraftInput>({ resolver, defaultValues: toFormValues(listing) });
  const save = useSaveListing(listing.id);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { isDirty } = form.formState;

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const go = (to: WizardStep | null) => to && navigate(paths.host.editListing.getHref(listing.id, to));

  /** Saves the step (when something changed), then goes `to` the next or the previous step. */
  const run = (to: 'next' | 'back') =>
    form.handleSubmit(async (draft) => {
      setError(null);
      const patch = extra ? extra(draft) : draft;
      let saved = listing;
      const clears = Object.keys(patch).some((k) => !fields.includes(k as never));
      if (isDirty || clears) {
        try {
          saved = await save.mutateAsync(patch);
        } catch (e) {
          if (!applyFieldErrors(e, form.setError, fields)) setError(errorMessage(e));
          return;
        }
        form.reset(toFormValues(saved));
      }
      if (to === 'back') return go(previousStep(step));
      const { missingForReview } = await loadListingSchema();
      const missing = missingForReview({ ...draftOf(saved), ...patch }).filter((i) => fields.includes(i.path));
      missing.forEach((i, n) =>
        form.setError(i.path as Path<WizardValues>, { type: 'required', message: i.message }, { shouldFocus: n === 0 }),
      );
      if (missing.length === 0) go(nextStep(step));
    });

  return {
    form,
    fields,
    error,
    saving: save.isPending || form.formState.isSubmitting,
    onSubmit: run('next'),
    onBack: run('back'),
  };
}
