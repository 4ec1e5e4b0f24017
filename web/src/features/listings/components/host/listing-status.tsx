import type { ListingStatus } from '@espasyo/domain/listings/status';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A listing's status in its one colour (the UI guidelines' status badges), in the host's words. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const m = useMessages('hostListings');
  return <Badge tone={statusTone[status] ?? 'neutral'}>{m.status[status]}</Badge>;
}
