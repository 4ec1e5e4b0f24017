import { z } from 'zod';
import { MAX_ANALYTICS_MONTHS, monthsInPeriod } from '../analytics/period';
import { anyBookingStatuses } from '../tenancies/kinds';
import { listingStatuses } from '../listings/status';
import { analyticsMessages as m } from '../messages/analytics';
import { isoMonthSchema } from '../schemas/dates';
import { monthEarningsSchema } from './money';

/**
 * The host's and staff's analytics (issue 22, design §9–10, decision 0049):
 * GET /api/host/analytics and GET /api/admin/analytics, both `?from=YYYY-MM&to=YYYY-MM` (whole
 * months in the platform's zone, both included; the last 12 months when left out). Every figure
 * is computed in SQL; money is integer centavos; a month is 'YYYY-MM' and every series has one
 * entry per month of the period, zeros included.
 */

/** The query both pages send; the web's period picker keeps the same two fields in its URL. */
export const analyticsQuerySchema = z
  .strictObject({ from: isoMonthSchema(m.from).optional(), to: isoMonthSchema(m.to).optional() })
  .superRefine((q, c) => {
    if (!q.from || !q.to) return;
    const n = monthsInPeriod(q.from, q.to);
    if (n < 1) c.addIssue({ code: 'custom', path: ['to'], message: m.order });
    else if (n > MAX_ANALYTICS_MONTHS)
      c.addIssue({ code: 'custom', path: ['to'], message: m.tooLong(MAX_ANALYTICS_MONTHS) });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every month of the period, in order. */
  months: z.array(z.string()),
  timeZone: z.string(),
  generatedAt: z.string(),
});

/**
 * Months rented by monthly tenancies (issue 32, decision 0084), by the month their billing period
 * starts in: one for each paid bill of a whole period, a last period cut by notice its days ÷ the
 * period's days (two decimals). Units are not multiplied (occupancy counts units).
 */
export const monthsRentedSchema = z.array(z.object({ month: z.string(), months: z.number() }));

/** Unit-days booked ÷ unit-days offered in a month (rate 0 when nothing was offered). */
export const occupancyPointSchema = z.object({
  month: z.string(),
  unitDaysBooked: z.number(),
  unitDaysOffered: z.number(),
  /** 0–1, three decimals. */
  rate: z.number(),
});
export type OccupancyPoint = z.infer<typeof occupancyPointSchema>;

/**
 * A month's earnings from the stays starting in it (domain money/earnings.ts: earned, refunded as
 * its own line, net, the paid stays), and its net by where the money is now (centavos): paid out,
 * available and pending add up to `net`.
 */
export const earningsMonthSchema = monthEarningsSchema.extend({
  paidOut: z.number(),
  available: z.number(),
  pending: z.number(),
});

export const hostListingAnalyticsSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(listingStatuses),
  capacity: z.number(),
  /** Views by other people in the period (one per visitor a day). */
  views: z.number(),
  /** Bookings requested (or booked instantly) in the period. */
  requests: z.number(),
  /** Of those, the ones that were confirmed (paid), whatever happened after. */
  confirmed: z.number(),
  rating: z.number(),
  totalRatings: z.number(),
  occupancy: z.array(occupancyPointSchema),
});
export type HostListingAnalytics = z.infer<typeof hostListingAnalyticsSchema>;

export const hostAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  earnings: z.array(earningsMonthSchema),
  listings: z.array(hostListingAnalyticsSchema),
  /** Over the host's rated listings, weighted by their number of ratings; null with none. */
  rating: z.object({ average: z.number().nullable(), total: z.number() }),
  /** Requests made in the period that the host had to answer. */
  responses: z.object({
    accepted: z.number(),
    declined: z.number(),
    expired: z.number(),
    /** (accepted + declined) ÷ (accepted + declined + expired), 0–1; null with none. */
    rate: z.number().nullable(),
    /** The median time from the request to the host's answer, in minutes; null with none answered. */
    medianMinutes: z.number().nullable(),
  }),
  monthsRented: monthsRentedSchema,
});
export type HostAnalytics = z.infer<typeof hostAnalyticsSchema>;

export const adminAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  /** Payments taken (by the day paid), refunds made, the platform's fees net of refunds: centavos. */
  money: z.array(
    z.object({
      month: z.string(),
      payments: z.number(),
      volume: z.number(),
      refunded: z.number(),
      platformRevenue: z.number(),
    }),
  ),
  /** Bookings made in each month by the listing's type. */
  bookingsByType: z.array(
    z.object({ month: z.string(), storage: z.number(), parking: z.number(), warehouse: z.number() }),
  ),
  /** Bookings made in the period (tenancies too), by their status now. */
  bookingsByStatus: z.array(z.object({ status: z.enum(anyBookingStatuses), count: z.number() })),
  monthsRented: monthsRentedSchema,
  signUps: z.array(z.object({ month: z.string(), client: z.number(), host: z.number() })),
  occupancy: z.array(occupancyPointSchema),
  /** Paid bookings made in the period by place, most bookings first: at most 10 each. */
  topCities: z.array(z.object({ city: z.string(), province: z.string(), bookings: z.number(), volume: z.number() })),
  topBarangays: z.array(z.object({ barangay: z.string(), city: z.string(), bookings: z.number(), volume: z.number() })),
  /** Payouts settled in each month (by the day staff or the processor settled them): centavos. */
  payouts: z.array(
    z.object({
      month: z.string(),
      processed: z.number(),
      processedCount: z.number(),
      failed: z.number(),
      failedCount: z.number(),
    }),
  ),
  /** Disputes opened and resolved in each month. */
  disputes: z.object({
    months: z.array(z.object({ month: z.string(), opened: z.number(), resolved: z.number() })),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
