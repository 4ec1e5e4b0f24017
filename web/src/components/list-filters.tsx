import type { ComponentProps, ReactNode } from 'react';
import { Filter, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

/** A filter in force, named in a chip (cut short when long), with a button that stops it. */
export function FilterChip({
  children,
  stopLabel,
  onStop,
}: {
  children: ReactNode;
  stopLabel: string;
  onStop: () => void;
}) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800">
      <span className="truncate">{children}</span>
      <button
        type="button"
        onClick={onStop}
        aria-label={stopLabel}
        className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}

/** The foot of a filter form: `children` (the chips), then Clear filters while any is in force, and Apply filters. */
export function FilterActions({
  filtered,
  onClear,
  className,
  children,
}: {
  filtered: boolean;
  onClear: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const m = useMessages('lists');
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      {children}
      <div className="ml-auto flex gap-3">
        {filtered && (
          <Button variant="ghost" onClick={onClear}>
            {m.clearFilters}
          </Button>
        )}
        <Button type="submit" variant="secondary" icon={<Filter aria-hidden="true" className="size-4" />}>
          {m.applyFilters}
        </Button>
      </div>
    </div>
  );
}

/** From and To, two dates that bound each other; `help` says what each one filters. */
export function DateRangeFields({
  from,
  to,
  onChange,
  help,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  help?: { from: string; to: string };
}) {
  const m = useMessages('lists');
  return (
    <>
      <TextField
        label={m.from}
        type="date"
        help={help?.from}
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value, to })}
      />
      <TextField
        label={m.to}
        type="date"
        help={help?.to}
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ from, to: e.target.value })}
      />
    </>
  );
}

interface Words {
  title: string;
  text: string;
}

/** A filtered list with nothing in it: nothing matches (and a way to clear the filters), or nothing yet. */
export function FilteredEmpty({
  icon,
  filtered,
  onClear,
  noMatch,
  none,
}: {
  icon: ComponentProps<typeof EmptyState>['icon'];
  filtered: boolean;
  onClear: () => void;
  noMatch: Words;
  none: Words;
}) {
  const m = useMessages('lists');
  const words = filtered ? noMatch : none;
  return (
    <EmptyState
      icon={icon}
      title={words.title}
      action={
        filtered && (
          <Button variant="outline" onClick={onClear}>
            {m.clearFilters}
          </Button>
        )
      }
    >
      {words.text}
    </EmptyState>
  );
}
