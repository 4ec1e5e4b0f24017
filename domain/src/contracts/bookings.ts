import { z } from 'zod';
import { bookingActors } from '../bookings/process';
import { anyBookingActions, anyBookingStatuses, bookingKinds } from '../tenancies/kinds';
import { billActions, billStatuses } from '../tenancies/process';
import { cancellationPolicies } from '../listings/fields';
import { isoDateSchema } from '../schemas/dates';
import { textSchema } from '../schemas/text';
import { LANGUAGES } from '../i18n/languages';
import { bookingMessages } from '../messages/bookings';
import { pageOf } from './common';
import { monthEarningsSchema } from './money';

/**
 * /api/bookings* (a client's bookings and every party's actions on one), /api/host/bookings
 * (a host's), /api/admin/bookings (staff). The request body of POST /api/bookings is
 * bookingRequestSchema (bookings/request.ts). Money is integer centavos.
 */

const quoteLineSchema = z.object({
  unit: z.enum(['hour', 'day', 'month']),
  count: z.number(),
  price: z.number(),
  amount: z.number(),
});

/** The quote as made; the host's share only for the host and staff. */
export const bookingQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  units: z.number(),
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
  platformFeePercentage: z.number().optional(),
  platformFee: z.number().optional(),
  hostEarnings: z.number().optional(),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const bookingEventSchema = z.object({
  id: z.string(),
  action: z.enum(anyBookingActions),
  actor: z.enum(bookingActors),
  fromStatus: z.enum(anyBookingStatuses).nullable(),
  toStatus: z.enum(anyBookingStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** The exact place: for the host and staff, and for the client once the booking is confirmed. */
export const bookingPlaceSchema = z.object({
  street: z.string().nullable(),
  barangayName: z.string().nullable(),
  cityName: z.string().nullable(),
  provinceName: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accessHours: z.string().nullable(),
  accessInstructions: z.string().nullable(),
});

export const bookingSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  /** The listing's cover photo, small (storage.thumbnailSize wide); null when it has none. */
  listingCoverUrl: z.string().nullable(),
  status: z.enum(anyBookingStatuses),
  mode: z.enum(['request', 'instant']),
  /** days or hours: a fixed booking; tenancy: monthly, with no end date until notice sets one (issue 32). */
  kind: z.enum(bookingKinds),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  units: z.number(),
  quote: bookingQuoteSchema,
  total: z.number(),
  /**
   * The security deposit asked when it was booked (centavos, 0: none; issue 33): paid with the
   * first payment beside `total`, no part of the price or of any bill, returned after move-out.
   */
  deposit: z.number(),
  currency: z.string(),
  cancellationPolicy: z.enum(cancellationPolicies),
  /** The next thing a timer does, and when (request or payment deadline, start, end). */
  dueAction: z.enum(anyBookingActions).nullable(),
  dueAt: z.string().nullable(),
  reason: z.string().nullable(),
  cancelledBy: z.enum(['client', 'host', 'admin', 'system']).nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  client: personSchema,
  host: personSchema,
  /** What the viewer may do now (the process table's actionsFor): the web shows exactly these. */
  actions: z.array(z.enum(anyBookingActions)),
  /**
   * A payment of it is under review (the gateway took an amount or currency other than asked):
   * it is not confirmed, `pay` is not offered, and the money goes back if it expires (decision 0061).
   */
  paymentUnderReview: z.boolean(),
  place: bookingPlaceSchema.nullable(),
  /**
   * The other side's contact (the host's for the client, the client's for the host), once the
   * booking is paid for (the statuses that show the address); null before, and for staff.
   */
  contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }).nullable(),
  /** Staff only: why staff must look at it (its host was suspended while it was paid for). */
  flag: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
  /** A tenancy's terms (null for a fixed booking): the client's notice period, one unit's monthly price. */
  tenancy: z.object({ noticePeriodDays: z.number(), monthlyPrice: z.number() }).nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A tenancy's bill (GET /api/bookings/:id/bills, issue 32): its period (both days included), its
 * amount (centavos; the monthly price × units, prorated in the last period, tax on top when on,
 * never a deposit), its due date (Asia/Manila), its status, and for an open or overdue one the way
 * to pay it.
 */
export const billSchema = z.object({
  id: z.string(),
  number: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  /** The host's share, for the host and staff only. */
  hostEarnings: z.number().optional(),
  dueOn: z.string(),
  opensOn: z.string(),
  status: z.enum(billStatuses),
  paidAt: z.string().nullable(),
  /** The payment that paid it (its receipt: /api/payments/:id/receipt). */
  paymentId: z.string().nullable(),
  /**
   * An open or overdue bill, for its client: POST this to get its checkout; why some methods are
   * left out when its amount is above an e-wallet's largest payment (null: every method takes it);
   * why the saved card did not pay it on its due date (it needs the holder, or was declined).
   */
  pay: z
    .object({ checkout: z.string(), methodsNote: z.string().nullable(), cardNote: z.string().nullable() })
    .nullable(),
  /** What the viewer may do to it now (billProcess.actionsFor): an admin's void on an unpaid one. */
  actions: z.array(z.enum(billActions)),
});
export type Bill = z.infer<typeof billSchema>;
export const billsSchema = z.object({ items: z.array(billSchema) });
export type Bills = z.infer<typeof billsSchema>;

/** PUT /api/bookings/:id/monthly-price: one unit's new monthly price, centavos (issue 32). */
export const monthlyPriceRequestSchema = z.object({
  monthlyPrice: z
    .number({ error: bookingMessages.monthlyPrice })
    .int(bookingMessages.monthlyPrice)
    .min(100, bookingMessages.monthlyPrice)
    .max(1_000_000_000, bookingMessages.monthlyPrice),
});
export type MonthlyPriceRequest = z.infer<typeof monthlyPriceRequestSchema>;
/** What a price change did: the first bill it applies to and when that is due, and the bills. */
export const monthlyPriceAnswerSchema = z.object({
  fromBill: z.number(),
  fromDueOn: z.string(),
  monthlyPrice: z.number(),
  bills: z.array(billSchema),
});
export type MonthlyPriceAnswer = z.infer<typeof monthlyPriceAnswerSchema>;

/** POST /api/bookings/:id/notice: the end date asked for (none: the earliest the notice allows). */
export const noticeRequestSchema = z.object({
  endDate: isoDateSchema(bookingMessages.request.date).optional(),
  reason: textSchema().trim().max(500).optional(),
});
export type NoticeRequest = z.infer<typeof noticeRequestSchema>;
/** What a notice did: the tenancy with its end date, and its last bill. */
export const noticeAnswerSchema = z.object({ endDate: z.string(), lastBill: billSchema, booking: bookingSchema });
export type NoticeAnswer = z.infer<typeof noticeAnswerSchema>;

export const bookingDetailSchema = bookingSchema.extend({ events: z.array(bookingEventSchema) });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingsPageSchema = pageOf(bookingSchema);
export type BookingsPage = z.infer<typeof bookingsPageSchema>;

/**
 * Lists: requests waiting for an answer, upcoming (held or paid, not started), current, past, cancelled (and declined,
 * expired); unconfirmed: those awaiting payment, then requests, each by its deadline (the client dashboard's, decision 0069).
 */
export const bookingGroups = ['requests', 'upcoming', 'current', 'past', 'cancelled', 'unconfirmed', 'all'] as const;
export type BookingGroup = (typeof bookingGroups)[number];

const page = z.coerce.number().int().min(1).max(1000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const bookingsQuerySchema = z.object({
  group: z.enum(bookingGroups).default('all'),
  page,
  pageSize,
});
export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

export const adminBookingsQuerySchema = bookingsQuerySchema.extend({
  status: z.enum(anyBookingStatuses).optional(),
  /** days or hours: fixed bookings of that kind; tenancy: monthly tenancies (issue 32). */
  kind: z.enum(bookingKinds).optional(),
  listingId: z.string().max(100).optional(),
  hostId: z.string().max(100).optional(),
  clientId: z.string().max(100).optional(),
  from: isoDateSchema(bookingMessages.request.date).optional(),
  to: isoDateSchema(bookingMessages.request.date).optional(),
  /** Only the bookings staff must look at. */
  flagged: z.enum(['true']).optional(),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** Longest reason for a decline or a cancellation. */
export const BOOKING_REASON_MAX = 500;

/** The body of decline and cancel: a reason (needed from a host or staff; a client may give one). */
export const bookingReasonSchema = z.object({
  reason: textSchema(undefined, { multiline: true })
    .trim()
    .max(BOOKING_REASON_MAX, `Keep the reason under ${BOOKING_REASON_MAX} characters`)
    .optional(),
});
export type BookingReasonInput = z.infer<typeof bookingReasonSchema>;

/** What a cancellation would give back now (shown before the client confirms). */
export const cancellationPreviewSchema = z.object({
  paid: z.number(),
  refund: z.number(),
  kept: z.number(),
  terms: z.array(z.string()),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** GET /api/bookings/:id/agreement: the rental agreement (as signed, once it is) and its signature. */
export const bookingAgreementSchema = z.object({
  title: z.string(),
  version: z.number(),
  /**
   * The language its text is in (issue 34): the reader's while it is a draft, the one it was
   * signed in once it is signed (a signed agreement is shown as signed, in any language).
   */
  language: z.enum(LANGUAGES).optional(),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  /** SHA-256 of the agreement's text, hex. */
  sha256: z.string(),
  signed: z
    .object({
      at: z.string(),
      kind: z.enum(['drawn', 'typed']),
      typedName: z.string().nullable(),
      /** The drawing (PNG), read through the booking's access checks. */
      signatureUrl: z.string().nullable(),
    })
    .nullable(),
});
export type BookingAgreement = z.infer<typeof bookingAgreementSchema>;

/** A move-in coming up, as the host's dashboard lists it. */
export const moveInSchema = z.object({
  id: z.string(),
  listingTitle: z.string(),
  clientName: z.string(),
  kind: z.enum(bookingKinds),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  units: z.number(),
});
export type MoveIn = z.infer<typeof moveInSchema>;

/**
 * GET /api/host/bookings/summary: the host's dashboard. `month` is this calendar month's earnings
 * in the platform's time zone (domain money/earnings.ts: of the stays starting in it, earned,
 * refunded, net and the paid ones), as the analytics and the wallet show them. Move-ins: paid bookings starting
 * in the next 7 days (the first 5, and how many). Occupancy over the next 30 days: the units
 * paid bookings hold on average ÷ the units offered (the capacity of live listings and of any
 * listing holding such a booking); `rate` 0–1.
 */
export const hostBookingsSummarySchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  listings: z.number(),
  pendingRequests: z.number(),
  month: monthEarningsSchema,
  moveIns: z.object({ days: z.number(), count: z.number(), items: z.array(moveInSchema) }),
  occupancy: z.object({ days: z.number(), unitsOffered: z.number(), unitsBooked: z.number(), rate: z.number() }),
  /**
   * Monthly tenancies (issue 32): how many run now (active or under notice); the bills overdue (how
   * many, and what their clients owe, centavos); and the host's earnings expected from tenancies in
   * the next `months` months, [from, to) as days: the host's share of the bills due then (any not
   * void) plus the months due then that have no bill yet (domain tenancies/expected.ts).
   */
  tenancies: z.object({
    running: z.number(),
    overdue: z.object({ count: z.number(), amount: z.number() }),
    expected: z.object({ months: z.number(), from: z.string(), to: z.string(), earnings: z.number() }),
  }),
});
export type HostBookingsSummary = z.infer<typeof hostBookingsSummarySchema>;

/**
 * GET /api/admin/bookings/summary: every booking by status, and this calendar month's money in
 * the platform's time zone, from the payments and the ledger: what payers paid (`paymentVolume`,
 * gross, in `payments` payments), what went back (`refunded`), and the platform's revenue (its
 * fees and the cancellation fees kept, net of refunds; tax is not revenue).
 */
export const adminBookingsSummarySchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  /** Every row of bookings by status, a tenancy's own two included. */
  byStatus: z.object(
    Object.fromEntries(anyBookingStatuses.map((s) => [s, z.number()])) as {
      [S in (typeof anyBookingStatuses)[number]]: z.ZodNumber;
    },
  ),
  total: z.number(),
  month: z.object({
    month: z.string(),
    payments: z.number(),
    paymentVolume: z.number(),
    refunded: z.number(),
    platformRevenue: z.number(),
  }),
});
export type AdminBookingsSummary = z.infer<typeof adminBookingsSummarySchema>;
