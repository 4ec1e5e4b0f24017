import type { AnyBookingStatus } from '@espasyo/domain/tenancies/kinds';
import { Badge, statusTone } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';

/** A booking's status in its one colour (UI guidelines: status badges) and its words ('Requested'). */
export function BookingStatusBadge({ status }: { status: AnyBookingStatus }) {
  const m = useMessages('booking').status;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{m[status]}</Badge>;
}

/** A status in words, without its badge. */
export const useBookingStatusLabel = () => {
  const m = useMessages('booking').status;
  return (status: AnyBookingStatus) => m[status];
};
