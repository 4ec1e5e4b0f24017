import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { ListingType } from '@espasyo/domain/listings/fields';
import { paths } from '@espasyo/domain/paths';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { stepLabel, stepNumber, wizardSteps, type WizardStep } from './steps';

/**
 * Where the host is in the form: 'Step 3 of 8' and the step's name, then every step as a link
 * (a saved draft can be opened at any step). On a phone the steps are a row of bars; from
 * 1024 px a list beside the form. `done` marks steps with nothing missing; null while unknown.
 */
export function StepIndicator({
  listingId,
  type,
  current,
  done,
}: {
  listingId: string | null;
  type: ListingType | null;
  current: WizardStep;
  done: ReadonlySet<WizardStep> | null;
}) {
  const m = useMessages('listingWizard');
  const n = stepNumber(current);
  return (
    <nav aria-label={m.indicator.label} className="lg:sticky lg:top-24">
      <p className="text-sm font-semibold text-brand-700">{m.indicator.count({ n, total: wizardSteps.length })}</p>
      <ol className="mt-3 flex gap-1 lg:mt-4 lg:flex-col lg:gap-1">
        {wizardSteps.map((step, i) => {
          const isCurrent = step === current;
          const isDone = done?.has(step) ?? false;
          const label = stepLabel(step, type, m.steps);
          const state = isCurrent ? m.indicator.current : isDone ? m.indicator.done : '';
          const body = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'h-2 w-full rounded-full lg:hidden',
                  isCurrent ? 'bg-brand-600' : i < n - 1 || isDone ? 'bg-brand-200' : 'bg-ink-200',
                )}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'hidden size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold lg:flex',
                  isCurrent
                    ? 'bg-brand-600 text-white'
                    : isDone
                      ? 'bg-brand-50 text-brand-800'
                      : 'border border-ink-300 text-ink-600',
                )}
              >
                {isDone && !isCurrent ? <Check className="size-4" /> : i + 1}
              </span>
              <span className="sr-only lg:not-sr-only">{label}</span>
              <span className="sr-only">{state}</span>
            </>
          );
          const classes = cn(
            'flex min-h-11 w-full items-center rounded-field lg:gap-3 lg:px-3 lg:py-2',
            isCurrent ? 'lg:bg-white lg:font-semibold lg:text-ink-900 lg:shadow-card' : 'lg:text-ink-700',
          );
          return (
            <li key={step} className="flex-1 lg:flex-none">
              {listingId && !isCurrent ? (
                <Link
                  to={paths.host.editListing.getHref(listingId, step)}
                  className={cn(classes, 'lg:hover:bg-ink-100')}
                >
                  {body}
                </Link>
              ) : (
                <span className={classes} aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
