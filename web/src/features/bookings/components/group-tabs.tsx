import { Link } from 'react-router';
import { href, paths } from '@espasyo/domain/paths';
import { cn } from '@/lib/cn';

/** The groups of My Bookings, in the order a client looks for them (the server's groups of the same names). */
export const clientGroups = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'current', label: 'Current' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type ClientGroup = (typeof clientGroups)[number]['value'];

export const groupHref = (group: ClientGroup) =>
  href(paths.client.bookings.getHref(), { group: group === 'upcoming' ? undefined : group });

/** A row of links (so a group can be shared and the back button works), scrolled sideways on a phone. */
export function GroupTabs({ current }: { current: ClientGroup }) {
  return (
    <nav aria-label="Bookings by group" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {clientGroups.map((g) => {
          const active = g.value === current;
          return (
            <li key={g.value} className="shrink-0">
              <Link
                to={groupHref(g.value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400 hover:bg-ink-50',
                )}
              >
                {g.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
