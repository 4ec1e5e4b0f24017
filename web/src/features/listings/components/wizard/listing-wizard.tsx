import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useHostListing } from '@/features/listings/api/use-host-listing';
import { AddressStep } from './step-address';
import { BasicsStep } from './step-basics';
import { FeaturesStep } from './step-features';
import { PhotosStep } from './step-photos';
import { PricesStep } from './step-prices';
import { ReviewStep } from './step-review';
import { SizeStep } from './step-size';
import { TypeStep } from './step-type';
import type { WizardStep } from './steps';
import { WizardFrame } from './wizard-frame';

const steps: Record<WizardStep, ComponentType<{ listing: HostListing }>> = {
  type: TypeStep,
  basics: BasicsStep,
  address: AddressStep,
  size: SizeStep,
  features: FeaturesStep,
  photos: PhotosStep,
  prices: PricesStep,
  review: ReviewStep,
};

type Intros = ReturnType<typeof useMessages<'listingWizard'>>['intros'];

/** The words under the step's heading (the type step has none here: the new listing's page says its own). */
const introOf = (step: WizardStep, listing: HostListing, m: Intros) =>
  step === 'size'
    ? listing.type === 'parking'
      ? m.sizeParking
      : m.size
    : step === 'type' || step === 'features'
      ? undefined
      : m[step];

/** One of the host's listings at one step of the form, once it has loaded (or why it cannot be edited). */
export function ListingWizard({ listingId, step }: { listingId: string; step: WizardStep }) {
  const m = useMessages('listingWizard');
  const query = useHostListing(listingId);
  const listing = query.data;

  if (!listing) {
    if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <div role="status" aria-label={m.loading} className="space-y-4">
        <div className="h-8 w-48 animate-pulse rounded-field bg-ink-100" />
        <div className="h-3 w-full animate-pulse rounded-full bg-ink-100" />
        <div className="h-64 w-full max-w-2xl animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (listing.status === 'archived') {
    return (
      <>
        <PageTitle>{m.editTitle}</PageTitle>
        <h1 className="sr-only">{m.editTitle}</h1>
        <EmptyState
          icon={SearchX}
          title={m.archivedTitle}
          action={
            <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
              {m.backToListings}
            </Link>
          }
        >
          {m.archivedText}
        </EmptyState>
      </>
    );
  }
  const Step = steps[step];
  return (
    <WizardFrame listing={listing} type={listing.type} step={step} intro={introOf(step, listing, m.intros)}>
      <Step key={step} listing={listing} />
    </WizardFrame>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const m = useMessages('listingWizard');
  const errorMessage = useErrorMessage();
  const notFound = isApiError(error, ErrorCode.notFound);
  return (
    <>
      <PageTitle>{m.editTitle}</PageTitle>
      <h1 className="sr-only">{m.editTitle}</h1>
      {notFound ? (
        <EmptyState
          icon={SearchX}
          title={m.notFoundTitle}
          action={
            <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
              {m.backToListings}
            </Link>
          }
        >
          {m.notFoundText}
        </EmptyState>
      ) : (
        <Alert tone="danger">
          <LocalMessage message={errorMessage(error)} />{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {m.tryAgain}
          </button>
        </Alert>
      )}
    </>
  );
}
