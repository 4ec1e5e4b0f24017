import { Link } from 'react-router';
import { href, paths } from '@espasyo/domain/paths';
import { cn } from '@/lib/cn';

/**
 * The groups of the host's bookings, requests first (they wait on the host), then the stays
 * to come, under way and over, then those that did not happen. The server's groups of the same names.
 */
export const hostGroups = [
  { value: 'requests', label: 'Requests' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'current', label: 'Current' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type HostGroup = (typeof hostGroups)[number]['value'];

export const hostGroupHref = (group: HostGroup) =>
  href(paths.host.bookings.getHref(), { group: group === 'requests' ? undefined : group });

/** A row of links (a group can be shared, the back button works), scrolled sideways on a phone; requests with their count. */
export function HostGroupTabs({ current, requests }: { current: HostGroup; requests?: number }) {
  return (
    <nav aria-label="Bookings by group" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {hostGroups.map((g) => {
          const active = g.value === current;
          const count = g.value === 'requests' && requests ? requests : 0;
          return (
            <li key={g.value} className="shrink-0">
              <Link
                to={hostGroupHref(g.value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400 hover:bg-ink-50',
                )}
              >
                {g.label}
                {count > 0 && (
                  <span
                    className={cn(
                      'rounded-full px-2 text-xs tabular-nums',
                      active ? 'bg-white text-brand-800' : 'bg-warning-50 text-warning-700',
                    )}
                  >
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> waiting</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
