import type { CalendarBooking, ListingBlock } from '@espasyo/domain';
import { iso } from '../core/listings.mapper';
import type { ListingBlockRow } from './listing-blocks.repository';
import type { HoldingBookingRow } from './listing-claims.repository';

export function toBlock(b: ListingBlockRow): ListingBlock {
  return {
    id: b.id,
    startDate: b.startDate,
    endDate: b.endDate,
    units: b.units,
    note: b.note,
    createdAt: iso(b.createdAt)!,
  };
}

/** A booking on the host's availability calendar: its units, dates and client. */
export const toCalendarBooking = (r: HoldingBookingRow): CalendarBooking => ({
  id: r.id,
  status: r.status,
  kind: r.kind,
  startDate: r.startDate,
  endDate: r.endDate,
  startsAt: iso(r.startsAt)!,
  endsAt: iso(r.endsAt),
  units: r.units,
  clientName: `${r.clientFirstName} ${r.clientLastName}`.trim(),
});
