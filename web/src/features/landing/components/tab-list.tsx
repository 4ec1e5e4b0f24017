import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * An ARIA tablist with one panel (the caller renders it with panelId/tabId): arrow keys,
 * Home and End move between tabs and select them; only the selected tab is in the tab order.
 */
export function TabList<T extends string>({
  label,
  prefix,
  items,
  value,
  onChange,
  className,
}: {
  label: string;
  prefix: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (v: T) => void;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number) => {
    const n = (i + items.length) % items.length;
    onChange(items[n].value);
    refs.current[n]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('grid gap-1 rounded-field bg-ink-100 p-1', className)}
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map((t, i) => {
        const selected = t.value === value;
        return (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(prefix, t.value)}
            aria-selected={selected}
            aria-controls={panelId(prefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-2 rounded-field px-2 text-sm font-semibold transition-colors sm:text-base',
              selected ? 'bg-white text-brand-700 shadow-card' : 'text-ink-600 hover:bg-white/60 hover:text-ink-900',
            )}
          >
            {t.icon}
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
