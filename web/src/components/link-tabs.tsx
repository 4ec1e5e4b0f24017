import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface LinkTab {
  to: string;
  label: string;
  current: boolean;
  /** A count beside the label (what waits there), with its words for screen readers. */
  badge?: ReactNode;
}

/**
 * A row of links, one per group or filter of a list (so each can be shared and the back button
 * works), the current one marked as the page; scrolled sideways on a phone.
 */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 relative overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {tabs.map((t) => (
          <li key={t.to} className="shrink-0">
            <Link
              to={t.to}
              aria-current={t.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                t.current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400 hover:bg-ink-50',
              )}
            >
              {t.label}
              {t.badge != null && (
                <span
                  className={cn(
                    'rounded-full px-2 text-xs tabular-nums',
                    t.current ? 'bg-white text-brand-800' : 'bg-warning-50 text-warning-700',
                  )}
                >
                  {t.badge}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
