import { Link } from 'react-router';
import type { ListingType } from '@espasyo/domain/listings/fields';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { stepLabel, stepOfField, wizardSteps } from './steps';

/**
 * What stops the listing from going to review, each with a link to the step that fixes it:
 * from the shared rules before submitting, or from the server's refusal after.
 */
export function ReviewProblems({
  listingId,
  type,
  title,
  problems,
}: {
  listingId: string;
  type: ListingType;
  title: string;
  problems: { path: string; message: string }[];
}) {
  const m = useMessages('listingWizard');
  if (problems.length === 0) return null;
  const byStep = wizardSteps
    .map((step) => ({ step, messages: problems.filter((p) => stepOfField(p.path) === step).map((p) => p.message) }))
    .filter((g) => g.messages.length > 0);
  return (
    <Alert tone="warning" title={title}>
      <ul className="mt-2 space-y-3">
        {byStep.map(({ step, messages }) => (
          <li key={step}>
            <Link
              to={paths.host.editListing.getHref(listingId, step)}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {stepLabel(step, type, m.steps)}
            </Link>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {[...new Set(messages)].map((message) => (
                <li key={message}>
                  <LocalMessage message={message} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
