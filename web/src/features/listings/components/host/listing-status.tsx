import type { ListingStatus } from '@espasyo/domain/listings/status';
import { Badge, statusTone } from '@/components/ui/badge';

/** The listing statuses in the host's words, for badges and the filter. */
export const listingStatusLabels: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending_review: 'Pending review',
  active: 'Active',
  paused: 'Paused',
  rejected: 'Rejected',
  archived: 'Archived',
};

/** A listing's status in its one colour (the UI guidelines' status badges). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={statusTone[status] ?? 'neutral'}>{listingStatusLabels[status]}</Badge>;
}
