import { Link } from 'react-router';
import { href, paths } from '@espasyo/domain/paths';
import { cn } from '@/lib/cn';
import type { HostListingsFilter } from '@/features/listings/api/use-host-listings';

/** The filters of /host/listings, in the order a host looks for them; 'All' leaves archived ones out. */
export const statusFilters: { value: HostListingsFilter; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Drafts' },
  { value: 'pending_review', label: 'Pending review' },
  { value: 'paused', label: 'Paused' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'archived', label: 'Archived' },
];

const hrefOf = (value: HostListingsFilter) => href(paths.host.listings.getHref(), { status: value });

/** A row of links (so a filter can be shared and the back button works), scrolled sideways on a phone. */
export function StatusFilter({ current }: { current: HostListingsFilter }) {
  return (
    <nav aria-label="Filter listings by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {statusFilters.map((f) => {
          const active = f.value === current;
          return (
            <li key={f.label} className="shrink-0">
              <Link
                to={hrefOf(f.value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400 hover:bg-ink-50',
                )}
              >
                {f.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
