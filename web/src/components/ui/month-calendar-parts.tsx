import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { monthLabel, weekdayNames } from '@/lib/calendar';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

/** The look of the previous and next month buttons, also for a page that draws its own (several months side by side). */
export const monthNavButtonClass =
  'flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-40';

export function MonthNavButton({
  direction,
  disabled,
  onClick,
  label,
  className,
}: {
  direction: 'previous' | 'next';
  /** 'Previous month', 'Next month' in the page's language (the catalogue's `listing.calendar`). */
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(monthNavButtonClass, className)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The month's name (the grid's label, read out when it changes) between the optional previous and next buttons. */
export function MonthHeader({ labelId, month, nav }: { labelId: string; month: string; nav?: [ReactNode, ReactNode] }) {
  const lang = useLanguage();
  return (
    <div className="mb-3 flex min-h-11 items-center justify-between gap-2">
      {nav?.[0]}
      <p id={labelId} aria-live="polite" className="flex-1 text-center text-base font-semibold text-ink-900">
        {monthLabel(month, lang)}
      </p>
      {nav?.[1]}
    </div>
  );
}

/** The grid's column headers from Sunday, short on screen and whole for screen readers, in the page's language. */
export function WeekdayHeads() {
  const lang = useLanguage();
  return (
    <thead>
      <tr>
        {weekdayNames(lang).map(([short, long]) => (
          <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-ink-600">
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
