import { addMonths } from '../pricing/quote';
import { addCalendarDays } from '../bookings/time';
import { sumCentavos, type Centavos } from '../money/amounts';
import { periodsUntil } from './calendar';
import { billQuote, type BillRates } from './proration';

/** The host dashboard looks this many months ahead for tenancies' income (issue 32). */
export const EXPECTED_INCOME_MONTHS = 3;

/** The days the host dashboard's expected income covers: from `today` to the same day `months` on, that day excluded. */
export function expectedIncomeWindow(today: string, months = EXPECTED_INCOME_MONTHS) {
  return { from: today, to: addMonths(today, months) };
}

/** A running tenancy as the estimate needs it: its terms and the numbers of the bills already made. */
export interface RunningTenancy {
  startDate: string;
  /** Its last day once notice set one; null: no end yet. */
  endDate: string | null;
  units: number;
  /** One unit's monthly price. */
  monthly: Centavos;
  rates: BillRates;
  /** The number of its last bill made (−1: none yet). */
  lastNumber: number;
}

/**
 * The host's earnings of the bills a tenancy will be sent in [from, to) that the billing job has
 * not made yet (it makes each a month and five days ahead): each period due in the window after the
 * last bill made, priced as the job will price it (billQuote: the monthly price × units, prorated
 * when the tenancy ends inside it, the platform's fee taken), never past its end date. The bills
 * already made are counted from their rows (what they say, repriced or not), so none is counted twice.
 */
export function unbilledEarnings(t: RunningTenancy, from: string, to: string): Centavos {
  const due = periodsUntil(t.startDate, t.endDate, addCalendarDays(to, -1), 0).filter(
    (p) => p.n > t.lastNumber && p.dueOn >= from && p.dueOn < to,
  );
  return sumCentavos(
    ...due.map(
      (p) =>
        billQuote({
          monthly: t.monthly,
          units: t.units,
          rates: t.rates,
          period: p,
          lastDay: p.lastDay < p.periodEnd ? p.lastDay : null,
        }).hostEarnings,
    ),
  );
}
