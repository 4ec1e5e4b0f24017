import type { BookingStatus } from '@espasyo/domain/bookings/process';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { Badge, statusTone } from '@/components/ui/badge';

/** A booking's status in its one colour (UI guidelines: status badges) and its words ('Requested'). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={statusTone[status] ?? 'neutral'}>{bookingMessages.statusLabels[status]}</Badge>;
}
