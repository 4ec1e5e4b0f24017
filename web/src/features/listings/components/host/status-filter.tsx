import { href, paths } from '@espasyo/domain/paths';
import { LinkTabs } from '@/components/link-tabs';
import { useMessages } from '@/lib/i18n';
import type { HostListingsFilter } from '@/features/listings/api/use-host-listings';

/** A filter's key in the catalogue (`hostListings.filters`): 'all' for none. */
export const filterKey = (value: HostListingsFilter) => value ?? 'all';

/** The filters of /host/listings, in the order a host looks for them; 'All' leaves archived ones out. */
export const statusFilters: HostListingsFilter[] = [
  null,
  'active',
  'draft',
  'pending_review',
  'paused',
  'rejected',
  'archived',
];

export function StatusFilter({ current }: { current: HostListingsFilter }) {
  const m = useMessages('hostListings');
  return (
    <LinkTabs
      label={m.filters.label}
      tabs={statusFilters.map((value) => ({
        to: href(paths.host.listings.getHref(), { status: value }),
        label: m.filters[filterKey(value)],
        current: value === current,
      }))}
    />
  );
}
