import { href, paths } from '@espasyo/domain/paths';
import { LinkTabs } from '@/components/link-tabs';
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

export function StatusFilter({ current }: { current: HostListingsFilter }) {
  return (
    <LinkTabs
      label="Filter listings by status"
      tabs={statusFilters.map((f) => ({
        to: href(paths.host.listings.getHref(), { status: f.value }),
        label: f.label,
        current: f.value === current,
      }))}
    />
  );
}
