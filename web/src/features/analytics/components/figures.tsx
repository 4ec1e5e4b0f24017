import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One headline figure: its label, the figure, a line under it. */
export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-sm text-ink-600">{note}</dd>}
    </div>
  );
}

/** A grey block while the figures load (no blank screen). */
export function Placeholder({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-card bg-ink-100', className)} />;
}

/** The page's placeholders: four figures and two charts. */
export function PagePlaceholder() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Placeholder key={i} className="h-24" />
        ))}
      </div>
      <Placeholder className="h-96" />
      <Placeholder className="h-96" />
    </div>
  );
}
