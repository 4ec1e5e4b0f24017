import { useMessages } from '@/lib/i18n';

/** 'n of m steps done' as a bar that screen readers read as a progress bar. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const m = useMessages('onboarding');
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span id="guide-progress-label" className="font-semibold text-ink-800">
          {label}
        </span>
        <span className="text-ink-600">{m.progress({ done, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="guide-progress-label"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={m.progress({ done, total })}
        className="h-2.5 overflow-hidden rounded-full bg-ink-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
