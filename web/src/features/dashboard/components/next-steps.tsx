import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { SkeletonLines } from '@/features/account';
import type { GuideState } from '@/features/onboarding';

export interface NextStep {
  id: string;
  label: string;
  detail: string;
  to: string;
  done: boolean;
}

/** What the dashboard's next steps are: a list, or a guide's progress being read or failed to load. */
export type NextStepsSource = { steps: NextStep[] } | Exclude<GuideState, { status: 'ready' }>;

/**
 * The few things that make the account useful, done ones ticked and sent to the end; `guide`
 * links to the guide they come from.
 */
export function NextSteps({ source, guide }: { source: NextStepsSource; guide?: { label: string; to: string } }) {
  const m = useMessages('dashboard').nextSteps;
  const steps = 'steps' in source ? source.steps : [];
  const ordered = [...steps.filter((s) => !s.done), ...steps.filter((s) => s.done)];
  const left = steps.filter((s) => !s.done).length;
  return (
    <Card role="region" aria-labelledby="dash-next-steps-title">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dash-next-steps-title" className="text-lg font-semibold text-ink-900">
          {m.heading}
        </h2>
        {'steps' in source && (
          <p className="text-sm text-ink-600">
            {left === 0 ? m.allDone : m.progress({ done: steps.length - left, total: steps.length })}
          </p>
        )}
      </div>
      {'status' in source && source.status === 'pending' && <SkeletonLines lines={3} />}
      {'status' in source && source.status === 'error' && (
        <LoadError title={m.error} error={source.error} onRetry={source.retry} />
      )}
      <ul className="space-y-2">
        {ordered.map((s) => (
          <li key={s.id}>
            <Link
              to={s.to}
              className={cn(
                'group flex min-h-11 items-center gap-3 rounded-field border px-4 py-3 transition-colors',
                s.done
                  ? 'border-ink-200 bg-ink-50 hover:bg-ink-100'
                  : 'border-ink-200 bg-white hover:border-brand-600 hover:bg-brand-50',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                  s.done ? 'border-success-600 bg-success-600 text-white' : 'border-ink-300',
                )}
              >
                {s.done && <Check className="size-4" />}
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    'block font-medium',
                    s.done ? 'text-ink-600 line-through decoration-ink-400' : 'text-ink-900',
                  )}
                >
                  {s.label}
                </span>
                <span className="block text-sm text-ink-600">{s.detail}</span>
              </span>
              <span className="sr-only">{s.done ? m.done : m.toDo}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ink-400 group-hover:text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
      {guide && (
        <Link
          to={guide.to}
          className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {guide.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Card>
  );
}
