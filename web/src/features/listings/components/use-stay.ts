import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import type { Stay } from '@/features/listings/api/use-quote';

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
/** A whole hour of the day: arrival '00:00'–'23:00', leaving also '24:00' (midnight, the day's end). */
const hourOf = (v: string | null, last: number): number | undefined => {
  const match = v && /^(\d{2}):00$/.exec(v);
  const h = match ? Number(match[1]) : NaN;
  return h >= 0 && h <= last ? h : undefined;
};

/** 9 → '09:00'. */
export const hourValue = (h: number) => `${String(h).padStart(2, '0')}:00`;

export type StayListing = Pick<PublicListing, 'capacity' | 'pricePerHour' | 'pricePerMonth'>;

/**
 * The stay in the address (`?from=…&to=…&at=…&until=…&units=…`), so that a priced stay can be
 * shared, the search's dates carry over to the listing, and a visitor who signs in first comes
 * back to the same choice. The availability calendar reads and sets the same dates.
 *
 * A listing with an hourly price is booked from an arrival to a leaving time, in whole hours
 * (`at`, `until`; until '24:00' is midnight): within one day that is an hourly stay, which
 * needs both times; over several days, whole days (the times do not count). Otherwise a stay is
 * its calendar days, both included. `stay` is null until it can be priced.
 *
 * A listing with a monthly price may instead be rented monthly with no end date (`monthly=1`,
 * issue 32): only its first day counts (`moveIn`), and there is no stay to price.
 */
export function useStay(listing: StayListing) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const units = Math.min(Math.max(1, Math.trunc(Number(params.get('units'))) || 1), listing.capacity);
  const monthly = listing.pricePerMonth != null && params.get('monthly') === '1';
  const byHour = !monthly && listing.pricePerHour != null;
  const sameDay = isDay(from) && from === to;
  const at = byHour ? hourOf(params.get('at'), 23) : undefined;
  const until = byHour ? hourOf(params.get('until'), 24) : undefined;
  const hours = sameDay && at !== undefined && until !== undefined && until > at ? until - at : undefined;
  /** An hourly listing's same-day stay still waiting for its times. */
  const needsTimes = byHour && sameDay && hours === undefined;
  const stay: Stay | null =
    !monthly && isDay(from) && isDay(to) && !needsTimes
      ? { from, to, units, hours: byHour && sameDay ? hours : undefined }
      : null;

  // React Router hands a functional update the params of the last render, not of the last
  // update: two changes before a render (both dates typed or filled at once) would lose the
  // first. Each change builds on the one still waiting for its render.
  const waiting = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    waiting.current = null;
  }, [params]);

  function set(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(waiting.current ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    waiting.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  }
  return {
    from: from ?? '',
    to: to ?? '',
    units,
    /** The listing is booked by the hour within a day (it has an hourly price). */
    byHour,
    sameDay,
    at,
    until,
    hours,
    needsTimes,
    stay,
    /** A monthly rental with no end date is chosen; its first day once set. */
    monthly,
    moveIn: monthly && isDay(from) ? from : null,
    set,
  };
}
export type StayState = ReturnType<typeof useStay>;
