import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import type { ListingDraftInput, ListingField } from '@espasyo/domain/listings/schema';
import { paths } from '@espasyo/domain/paths';
import { useErrorMessage } from '@/lib/error-message';
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
  const errorMessage = useErrorMessage();
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

  /** Saves the step's draft when something changed; the listing as saved, or null when refused (shown under the fields). */
  const persist = async (
    draft: ListingDraftInput,
  ): Promise<{ saved: HostListing; patch: ListingDraftInput } | null> => {
    setError(null);
    const patch = extra ? extra(draft) : draft;
    const clears = Object.keys(patch).some((k) => !fields.includes(k as ListingField));
    if (!form.formState.isDirty && !clears) return { saved: listing, patch };
    try {
      const saved = await save.mutateAsync(patch);
      // What is in the fields is saved now, as typed ('1,500.50' saved as 150050 would read
      // '1500.50' from the listing and leave the form dirty, and the step's own navigation
      // would then be stopped to save it a second time).
      form.reset(form.getValues(), { keepValues: true });
      return { saved, patch };
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, fields)) setError(errorMessage(e));
      return null;
    }
  };

  /** Saves the step, then goes to the previous step, or to the next once this one has what review needs. */
  const run = (to: 'next' | 'back') =>
    form.handleSubmit(async (draft) => {
      const done = await persist(draft);
      if (!done) return;
      if (to === 'back') return go(previousStep(step));
      const { missingForReview } = await loadListingSchema();
      const missing = missingForReview({ ...draftOf(done.saved), ...done.patch }).filter((i) =>
        fields.includes(i.path),
      );
      missing.forEach((i, n) =>
        form.setError(i.path as Path<WizardValues>, { type: 'required', message: i.message }, { shouldFocus: n === 0 }),
      );
      if (missing.length === 0) go(nextStep(step));
    });

  // Leaving the step another way (a step in the list, 'My listings', the browser's Back) saves
  // what was typed first; what the schema refuses keeps the host here, the reason under the field.
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      form.formState.isDirty && from.pathname + from.search !== to.pathname + to.search,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void form.handleSubmit(
      async (draft) => ((await persist(draft)) ? blocker.proceed() : blocker.reset()),
      () => blocker.reset(),
    )();
  }, [blocker]); // once per blocked navigation

  return {
    form,
    fields,
    error,
    saving: save.isPending || form.formState.isSubmitting,
    onSubmit: run('next'),
    onBack: run('back'),
  };
}
