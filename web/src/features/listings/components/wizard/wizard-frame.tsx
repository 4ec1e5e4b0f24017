import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import type { ListingType } from '@espasyo/domain/listings/fields';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ListingStatusBadge } from '@/features/listings/components/host/listing-status';
import { StepIndicator } from './step-indicator';
import { stepLabel, stepOfField, wizardSteps, type WizardStep } from './steps';
import { useListingIssues } from './use-listing-issues';

/** The form's refusals, the shared schemas' and the server's, in the page's language. */
const known = ['validation', 'apiListings'] as const;

/** Steps with nothing missing for review (the type step always is). */
function doneSteps(issues: { path: string }[]): Set<WizardStep> {
  const open = new Set(issues.map((i) => stepOfField(i.path)));
  return new Set(wizardSteps.filter((s) => s !== 'review' && !open.has(s)));
}

/**
 * The page around a step: the heading, the listing's status (and why it was rejected), the
 * steps, then the step itself under its own heading, which takes the focus when the step
 * changes so a screen reader starts there.
 */
export function WizardFrame({
  listing,
  type,
  step,
  intro,
  children,
}: {
  listing: HostListing | null;
  type: ListingType | null;
  step: WizardStep;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const m = useMessages('listingWizard');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  const label = stepLabel(step, type, m.steps);
  const isNew = !listing || listing.status === 'draft';
  const title = isNew ? m.newTitle : m.editTitle;

  return (
    <MessageNamespaces value={known}>
      <div>
        <PageTitle>{m.pageTitle({ step: label, title })}</PageTitle>
        <Link
          to={paths.host.listings.getHref()}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> {m.myListings}
        </Link>
        <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-lg font-semibold text-ink-700 sm:text-xl">{title}</h1>
          {listing && <ListingStatusBadge status={listing.status} />}
          {listing?.title && <p className="w-full truncate text-base text-ink-600">{listing.title}</p>}
        </div>
        {listing?.status === 'rejected' && listing.rejectionReason && (
          <Alert tone="warning" title={m.rejectedTitle} className="mb-6">
            <p className="whitespace-pre-line">{listing.rejectionReason}</p>
            <p className="mt-1">{m.rejectedText}</p>
          </Alert>
        )}
        {listing && (listing.status === 'active' || listing.status === 'pending_review') && (
          <Alert tone="info" className="mb-6">
            {listing.status === 'active' ? m.liveNote : m.reviewNote}
          </Alert>
        )}
        <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <Indicator listing={listing} type={type} step={step} />
          <section aria-labelledby="step-title" className="min-w-0">
            <h2
              id="step-title"
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-ink-900 outline-none sm:text-3xl"
            >
              {label}
            </h2>
            {intro && <p className="mt-1 max-w-prose text-base text-ink-600">{intro}</p>}
            <div className="mt-6">{children}</div>
          </section>
        </div>
      </div>
    </MessageNamespaces>
  );
}

function Indicator({
  listing,
  type,
  step,
}: {
  listing: HostListing | null;
  type: ListingType | null;
  step: WizardStep;
}) {
  const issues = useListingIssues(listing);
  return (
    <StepIndicator
      listingId={listing?.id ?? null}
      type={type}
      current={step}
      done={listing && issues ? doneSteps(issues) : null}
    />
  );
}
