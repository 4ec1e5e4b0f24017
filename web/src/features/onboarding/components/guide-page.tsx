import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { useGuideState, type StepState } from '@/features/onboarding/api/use-guide-state';
import { useSaveGuideProgress } from '@/features/onboarding/api/use-save-guide-progress';
import type { GuideDef } from '@/features/onboarding/guides';
import { useGuideWords } from '@/features/onboarding/use-guide-words';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { ProgressBar } from './progress-bar';
import { StepList } from './step-list';
import { StepPanel } from './step-panel';
import { PageTitle } from '@/components/page-title';

function GuideSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-6">
      <div className="h-2.5 rounded-full bg-ink-200" />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="hidden space-y-2 lg:block">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-11 rounded-field bg-ink-200" />
          ))}
        </div>
        <div className="h-80 rounded-card bg-ink-200" />
      </div>
    </div>
  );
}

/**
 * A step-by-step guide whose progress the server remembers. The open step is in the URL
 * (?step=…), so Back in the browser and shared links work; without one, the first step
 * not yet done opens. A step the account shows done is done (useGuideState); the others the
 * user marks.
 */
export function GuidePage({ def, aside }: { def: GuideDef; aside?: React.ReactNode }) {
  const m = useMessages('onboarding');
  const words = useGuideWords(def);
  const message = useErrorMessage();
  const toast = useToast();
  const state = useGuideState(def);
  const save = useSaveGuideProgress(def.guide);
  const [params, setParams] = useSearchParams();
  const [moved, setMoved] = useState(false);

  const ready = state.status === 'ready' ? state : null;
  const steps = ready?.steps ?? [];
  const total = def.steps.length;
  const fromUrl = def.steps.findIndex((s) => s.id === params.get('step'));
  const firstOpen = steps.findIndex((s) => !s.done);
  const current = fromUrl >= 0 ? fromUrl : firstOpen >= 0 ? firstOpen : 0;
  const allDone = !!ready && ready.done === total;

  function go(index: number) {
    setMoved(true);
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('step', def.steps[index].id);
      return next;
    });
  }

  /** Marks or unmarks a step the account does not show done; what is saved is the user's marks only. */
  function toggle(index: number) {
    if (!ready) return;
    const id = def.steps[index].id;
    const wasMarked = ready.marked.has(id);
    const next = new Set(ready.marked);
    if (wasMarked) next.delete(id);
    else next.add(id);
    save.mutate([...next], { onError: (e) => toast.error(m.saveFailed({ reason: message(e) })) });
    if (!wasMarked) {
      // Move on to the next step still to do, if any.
      const open = (s: StepState) => !s.shown && !next.has(s.step.id);
      const after = steps.findIndex((s, i) => i > index && open(s));
      const before = steps.findIndex(open);
      const target = after >= 0 ? after : before;
      if (target >= 0) go(target);
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{words.title}</PageTitle>
      <PageHeader title={words.title} description={words.description} />
      {state.status === 'pending' ? (
        <GuideSkeleton />
      ) : state.status === 'error' ? (
        <LoadError title={m.loadError} error={state.error} onRetry={state.retry} />
      ) : (
        <div className="space-y-6">
          <ProgressBar done={state.done} total={total} label={allDone ? m.allDone : m.yourProgress} />
          {allDone && (
            <Card className="flex flex-col gap-4 border-success-600/30 bg-success-50 sm:flex-row sm:items-center">
              <PartyPopper aria-hidden="true" className="size-10 shrink-0 text-success-700" />
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold text-ink-900">{words.finish.title}</h2>
                <p className="text-base text-ink-700">{words.finish.body}</p>
              </div>
              <Link to={def.finishTo} className={buttonClasses('secondary')}>
                {words.finish.link}
              </Link>
            </Card>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
            <div className="order-2 lg:order-1">
              <Card className="p-3 sm:p-3">
                <StepList steps={state.steps} words={words} current={current} onSelect={go} />
              </Card>
              {aside && <div className="mt-4">{aside}</div>}
            </div>
            <div className="order-1 lg:order-2">
              <StepPanel
                state={state.steps[current]}
                words={words.steps[state.steps[current].step.id]}
                index={current}
                total={total}
                focusHeading={moved}
                onToggle={() => toggle(current)}
                onBack={() => go(Math.max(0, current - 1))}
                onNext={() => go(Math.min(total - 1, current + 1))}
              />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
