import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { ErrorCode } from '@espasyo/domain/errors';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/page-title';
import { errorMessage, isApiError } from '@/lib/api-client';
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

const intros: Partial<Record<WizardStep, string>> = {
  basics: 'A clear title and an honest description get more bookings.',
  address: 'Renters see the barangay and city; the street and the pin only once their booking is confirmed.',
  photos:
    'Bright photos of the inside, the entrance and the way in. The first one is the cover unless you choose another.',
  prices: 'Set what renters pay and how they book. You can change these later.',
  review: 'Check the listing as renters will see it, then send it to a moderator.',
};

const introOf = (step: WizardStep, listing: HostListing) =>
  step === 'size'
    ? listing.type === 'parking'
      ? 'Which vehicles fit the slot, and whether it has a roof. Renters filter by both.'
      : 'Measure inside the space. Renters compare sizes when they search.'
    : intros[step];

/** One of the host's listings at one step of the form, once it has loaded (or why it cannot be edited). */
export function ListingWizard({ listingId, step }: { listingId: string; step: WizardStep }) {
  const query = useHostListing(listingId);
  const listing = query.data;

  if (!listing) {
    if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <div role="status" aria-label="Loading the listing" className="space-y-4">
        <div className="h-8 w-48 animate-pulse rounded-field bg-ink-100" />
        <div className="h-3 w-full animate-pulse rounded-full bg-ink-100" />
        <div className="h-64 w-full max-w-2xl animate-pulse rounded-card bg-ink-100" />
      </div>
    );
  }
  if (listing.status === 'archived') {
    return (
      <>
        <PageTitle>Edit listing</PageTitle>
        <h1 className="sr-only">Edit listing</h1>
        <EmptyState
          icon={SearchX}
          title={listingMessages.archived}
          action={
            <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
              Back to my listings
            </Link>
          }
        >
          Duplicate it from your listings to list a similar space again.
        </EmptyState>
      </>
    );
  }
  const Step = steps[step];
  return (
    <WizardFrame listing={listing} type={listing.type} step={step} intro={introOf(step, listing)}>
      <Step key={step} listing={listing} />
    </WizardFrame>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isApiError(error, ErrorCode.notFound);
  return (
    <>
      <PageTitle>Edit listing</PageTitle>
      <h1 className="sr-only">Edit listing</h1>
      {notFound ? (
        <EmptyState
          icon={SearchX}
          title={listingMessages.notFound}
          action={
            <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
              Back to my listings
            </Link>
          }
        >
          It may have been deleted, or the link is wrong.
        </EmptyState>
      ) : (
        <Alert tone="danger">
          {errorMessage(error)}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            Try again
          </button>
        </Alert>
      )}
    </>
  );
}
