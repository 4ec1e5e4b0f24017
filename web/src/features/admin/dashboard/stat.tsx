import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useFormat } from '@/lib/use-format';

export type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** One figure with its icon; a link to the list behind it when `to` is given. */
export function Stat({
  label,
  value,
  icon: Icon,
  to,
  className = '',
}: {
  label: string;
  value: number;
  icon: Icon;
  to?: string;
  className?: string;
}) {
  const f = useFormat();
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-ink-600">{label}</span>
        <span className="block text-xl font-bold text-ink-900 tabular-nums">{f.number(value)}</span>
      </span>
    </>
  );
  const box = `flex items-center gap-3 rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-4 ${className}`;
  return to ? (
    <Link to={to} className={`${box} hover:border-brand-500`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}
