import type { AnyBookingStatus } from '@espasyo/domain/tenancies/kinds';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { Badge, statusTone } from '@/components/ui/badge';

/** Every status's words: a booking's, and a tenancy's own two (issue 32). */
const labels: Record<AnyBookingStatus, string> = {
  ...bookingMessages.statusLabels,
  notice_given: tenancyMessages.statusLabels.notice_given,
  ended: tenancyMessages.statusLabels.ended,
};

/** A booking's status in its one colour (UI guidelines: status badges) and its words ('Requested'). */
export function BookingStatusBadge({ status }: { status: AnyBookingStatus }) {
  return <Badge tone={statusTone[status] ?? 'neutral'}>{labels[status]}</Badge>;
}

/** A status in words, without its badge. */
export const bookingStatusLabel = (status: AnyBookingStatus) => labels[status];
