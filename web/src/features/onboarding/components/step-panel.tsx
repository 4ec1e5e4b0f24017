import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Check, CircleCheck, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { StepState } from '@/features/onboarding/api/use-guide-state';
import type { StepWords } from '@/features/onboarding/use-guide-words';
import { useMessages } from '@/lib/i18n';

export interface StepPanelProps {
  state: StepState;
  /** The step's words (useGuideWords). */
  words: StepWords;
  index: number;
  total: number;
  /** Move focus to the heading (after the user changed step, not on first load). */
  focusHeading: boolean;
  onToggle: () => void;
  onBack: () => void;
  onNext: () => void;
}

export function StepPanel({ state, words, index, total, focusHeading, onToggle, onBack, onNext }: StepPanelProps) {
  const m = useMessages('onboarding');
  const { step, done, shown } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [step.id, focusHeading]);

  const Icon = step.icon;
  const last = index === total - 1;
  return (
    <Card className="space-y-5">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-600">{m.stepOf({ step: index + 1, total })}</p>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 outline-none">
            {words.title}
          </h2>
          {done && (
            <Badge tone="success" className="mt-2 gap-1">
              <CircleCheck aria-hidden="true" className="size-4" />
              {m.done}
            </Badge>
          )}
        </div>
      </div>
      <p className="max-w-prose text-base text-ink-700">{words.summary}</p>
      <ul className="space-y-2">
        {Object.values(words.points).map((p) => (
          <li key={p} className="flex gap-2 text-base text-ink-800">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
            {p}
          </li>
        ))}
      </ul>
      {shown && <p className="rounded-field bg-success-50 px-3 py-2 text-sm text-success-700">{m.shown}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={step.to} className={buttonClasses('outline')}>
          {words.link}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {shown ? null : done ? (
          <Button variant="ghost" icon={<Undo2 aria-hidden="true" className="size-4" />} onClick={onToggle}>
            {m.markUndone}
          </Button>
        ) : (
          <Button variant="secondary" icon={<Check aria-hidden="true" className="size-5" />} onClick={onToggle}>
            {last ? m.markDone : m.markDoneContinue}
          </Button>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-ink-200 pt-4">
        <Button
          variant="ghost"
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
          onClick={onBack}
          disabled={index === 0}
        >
          {m.back}
        </Button>
        <Button variant="ghost" onClick={onNext} disabled={last}>
          {m.next}
          <ArrowRight aria-hidden="true" className="ml-2 inline size-4 align-[-3px]" />
        </Button>
      </div>
    </Card>
  );
}
