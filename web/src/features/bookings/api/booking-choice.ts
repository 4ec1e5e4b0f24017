/**
 * What the renter chose in the listing's price box, as its address keeps it: calendar dates
 * (both included), units, and for an hourly stay its length and start hour ('09:00'); or a
 * monthly rental with no end date (issue 32), which has a first day only.
 */
export interface FixedChoice {
  listingId: string;
  from: string;
  to: string;
  units: number;
  hours?: number;
  at?: string;
  monthly?: undefined;
}
export interface MonthlyChoice {
  listingId: string;
  /** The first day: it runs month to month until notice sets an end. */
  from: string;
  units: number;
  monthly: true;
}
export type BookingChoice = FixedChoice | MonthlyChoice;

/** An hourly stay: one day, a length and a start; it must end by midnight. */
export const isHourly = (c: BookingChoice): c is FixedChoice & { hours: number } =>
  !c.monthly && !!c.hours && c.from === c.to;
