import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonLines } from '@/features/account';
import { useGuideState, useGuideWords, type GuideDef } from '@/features/onboarding';
import { useMessages } from '@/lib/i18n';

/** How far the user is in their guide (counted as the guide's page counts it), and the way back into it. */
export function GuideCard({ def, to }: { def: GuideDef; to: string }) {
  const m = useMessages('dashboard').guide;
  const state = useGuideState(def);
  const words = useGuideWords(def);
  const done = state.status === 'ready' ? state.done : 0;
  const total = def.steps.length;
  return (
    <Card role="region" aria-labelledby="dash-guide-title">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <BookOpen aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="dash-guide-title" className="text-lg font-semibold text-ink-900">
            {words.title}
          </h2>
          {state.status === 'ready' ? (
            <p className="text-sm text-ink-600">{done === total ? m.allDone : m.progress({ done, total })}</p>
          ) : state.status === 'pending' ? (
            <SkeletonLines lines={1} className="mt-2" />
          ) : null}
        </div>
      </div>
      {state.status === 'error' && (
        <div className="mt-4">
          <LoadError title={m.error} error={state.error} onRetry={state.retry} />
        </div>
      )}
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-ink-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
      </div>
      <Link to={to} className={buttonClasses('outline', 'sm', true) + ' mt-4'}>
        {done === 0 ? m.start : done === total ? m.open : m.continue}
      </Link>
    </Card>
  );
}
