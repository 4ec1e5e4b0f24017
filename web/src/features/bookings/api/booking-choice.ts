/**
 * What the renter chose in the listing's price box, as its address keeps it: calendar dates
 * (both included), units, and for an hourly stay its length and start hour ('09:00').
 */
export interface BookingChoice {
  listingId: string;
  from: string;
  to: string;
  units: number;
  hours?: number;
  at?: string;
}

/** An hourly stay: one day, a length and a start; it must end by midnight. */
export const isHourly = (c: Pick<BookingChoice, 'from' | 'to' | 'hours'>) => !!c.hours && c.from === c.to;
