import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { StepState } from '@/features/onboarding/api/use-guide-state';
import type { GuideWords } from '@/features/onboarding/use-guide-words';
import { useMessages } from '@/lib/i18n';

/** Every step of the guide; choosing one opens it. The open step is marked for screen readers. */
export function StepList({
  steps,
  words,
  current,
  onSelect,
}: {
  steps: StepState[];
  words: GuideWords;
  current: number;
  onSelect: (index: number) => void;
}) {
  const m = useMessages('onboarding');
  return (
    <nav aria-label={m.steps}>
      <ol className="space-y-1">
        {steps.map(({ step: s, done }, i) => {
          const active = i === current;
          return (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 rounded-field px-3 py-2 text-left text-base transition-colors',
                  active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink-700 hover:bg-ink-100',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    done
                      ? 'border-success-600 bg-success-600 text-white'
                      : active
                        ? 'border-brand-600 text-brand-700'
                        : 'border-ink-300 text-ink-600',
                  )}
                >
                  {done ? <Check className="size-4" /> : i + 1}
                </span>
                <span className="min-w-0 flex-1">{words.steps[s.id].title}</span>
                <span className="sr-only">{done ? m.doneSr : m.notDoneSr}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
