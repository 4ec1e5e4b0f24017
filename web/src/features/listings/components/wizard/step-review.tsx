import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useSubmitListing } from '@/features/listings/api/use-save-listing';
import { ListingPreview } from './listing-preview';
import { ReviewProblems } from './review-problems';
import { useListingIssues } from './use-listing-issues';
import { VerificationNeeded } from './verification-needed';
import { WizardActions } from './wizard-actions';

type Refusal = { kind: 'verify'; message: string } | { kind: 'fields'; problems: { path: string; message: string }[] };

/**
 * The listing as renters will see it, what is still missing (with a link to each step), and
 * 'Submit for review'. A listing already under review or live has nothing to submit: its
 * changes were saved step by step.
 */
export function ReviewStep({ listing }: { listing: HostListing }) {
  const m = useMessages('listingWizard').review;
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const toast = useToast();
  const submit = useSubmitListing(listing.id);
  const issues = useListingIssues(listing);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = listing.actions.includes('submit');

  const onSubmit = () => {
    setRefusal(null);
    setError(null);
    submit.mutate(undefined, {
      onSuccess: () => {
        toast.success(m.submitted);
        navigate(paths.host.listings.getHref());
      },
      onError: (e) => {
        if (isApiError(e, ErrorCode.verificationRequired)) setRefusal({ kind: 'verify', message: e.message });
        else if (isApiError(e, ErrorCode.listingIncomplete) && e.fields)
          setRefusal({
            kind: 'fields',
            problems: Object.entries(e.fields).map(([path, message]) => ({ path, message })),
          });
        else setError(errorMessage(e));
      },
    });
  };

  return (
    <div className="space-y-6">
      {refusal?.kind === 'verify' && <VerificationNeeded message={refusal.message} />}
      {refusal?.kind === 'fields' ? (
        <ReviewProblems listingId={listing.id} type={listing.type} title={m.fixTitle} problems={refusal.problems} />
      ) : (
        issues &&
        canSubmit && <ReviewProblems listingId={listing.id} type={listing.type} title={m.todoTitle} problems={issues} />
      )}
      {issues?.length === 0 && canSubmit && !refusal && (
        <Alert tone="success" title={m.readyTitle}>
          {m.readyText}
        </Alert>
      )}
      <section
        aria-labelledby="preview-title"
        className="overflow-hidden rounded-panel border border-ink-200 bg-ink-50"
      >
        <h3
          id="preview-title"
          className="flex items-center gap-2 border-b border-ink-200 bg-white px-4 py-3 text-sm font-semibold text-ink-700"
        >
          <Eye aria-hidden="true" className="size-4" /> {m.preview}
        </h3>
        <ListingPreview listingId={listing.id} />
      </section>
      <WizardActions
        onBack={() => navigate(paths.host.editListing.getHref(listing.id, 'prices'))}
        saving={submit.isPending}
        error={error}
      >
        {canSubmit ? (
          <Button variant="primary" onClick={onSubmit} loading={submit.isPending} loadingText={m.submitting}>
            {m.submit}
          </Button>
        ) : (
          <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
            {m.done}
          </Link>
        )}
      </WizardActions>
    </div>
  );
}
