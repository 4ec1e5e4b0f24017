import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
  /** Shown after the label, e.g. a mark for unsaved changes. */
  after?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show the panel; only the selected tab is in the Tab order. The panel is rendered by the
 * caller with `tabPanelProps`.
 */
export function Tabs<T extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  items: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const to = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onSelect(items[to].id);
    refs.current[to]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="-mx-4 flex gap-1 relative overflow-x-auto border-b border-ink-200 px-4 sm:mx-0 sm:px-0"
    >
      {items.map((item, i) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.id}`}
            aria-selected={active}
            aria-controls={`${idBase}-panel-${item.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              active
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
            )}
          >
            {item.icon}
            {item.label}
            {item.after}
          </button>
        );
      })}
    </div>
  );
}

export function tabPanelProps(idBase: string, id: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idBase}-panel-${id}`,
    'aria-labelledby': `${idBase}-tab-${id}`,
    tabIndex: 0,
  };
}
