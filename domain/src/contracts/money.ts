import { z } from 'zod';
import { ledgerKinds } from '../money/ledger';
import { moneyMessages as m } from '../messages/money';
import { payoutActions } from '../money/payout-process';
import { payoutMethodTypes, payoutStatuses } from '../money/payouts';
import { textSchema } from '../schemas/text';
import { pageOf } from './common';

/**
 * The host's wallet and payouts (issue 20, design §6): GET /api/host/wallet and its entries,
 * /api/host/payout-methods, /api/host/payouts; staff's /api/admin/payouts. Money is integer
 * centavos (PHP).
 */

export const hostBalancesSchema = z.object({
  pending: z.number(),
  available: z.number(),
  payoutPending: z.number(),
  paidOut: z.number(),
  debt: z.number(),
  /** Earnings held while a dispute on their booking is open (issue 22). */
  held: z.number(),
});

/**
 * A host's earnings of a month (domain money/earnings.ts, the one definition): of the stays
 * starting in it, what the host earned, what refunds took back (its own line), what they keep,
 * and how many were paid. Centavos; `net` is never below zero.
 */
export const monthEarningsSchema = z.object({
  month: z.string(),
  earned: z.number(),
  refunded: z.number(),
  net: z.number(),
  bookings: z.number(),
});

/** One movement of the host's money: a ledger transaction's lines on the host's accounts. */
export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerKinds),
  createdAt: z.string(),
  bookingId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** A staff adjustment's reason. */
  memo: z.string().nullable(),
  /** What it changed in each balance (+ adds to it). */
  change: hostBalancesSchema,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletEntriesPageSchema = pageOf(walletEntrySchema);

/** A booking's earnings still pending, and when they become available. */
export const upcomingEarningSchema = z.object({
  bookingId: z.string(),
  listingTitle: z.string(),
  amount: z.number(),
  availableAt: z.string(),
  /** A dispute on the booking is open: not released until it is resolved. */
  onHold: z.boolean(),
});

export const walletSchema = hostBalancesSchema.extend({
  upcoming: z.array(upcomingEarningSchema),
  /** The latest entries (the full history: GET /api/host/wallet/entries). */
  entries: z.array(walletEntrySchema),
  /** financial.minimumPayout, in centavos. */
  minimumPayout: z.number(),
  autoPayouts: z.boolean(),
  /** When the daily job next makes earnings available and (autoPayouts) pays out. */
  nextRunAt: z.string(),
  /** This month's earnings (in the platform's zone), as the dashboard and the analytics show them. */
  month: monthEarningsSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const payoutMethodViewSchema = z.object({
  id: z.string(),
  type: z.enum(payoutMethodTypes),
  /** "GCash •••• 4567". */
  label: z.string(),
  accountName: z.string(),
  maskedNumber: z.string(),
  bankCode: z.string().nullable(),
  isDefault: z.boolean(),
  /** It receives payouts from then (24 hours after it was added). */
  usableFrom: z.string(),
  createdAt: z.string(),
});
export type PayoutMethodView = z.infer<typeof payoutMethodViewSchema>;
export const payoutMethodsSchema = z.object({ items: z.array(payoutMethodViewSchema) });

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** Taken for the tax office (RR 16-2023) when financial withholding is on; 0 otherwise. */
  withholding: z.number(),
  /** What reaches the host: amount − withholding. */
  net: z.number(),
  status: z.enum(payoutStatuses),
  method: z.object({ type: z.enum(payoutMethodTypes), label: z.string() }),
  requestedBy: z.enum(['host', 'auto']),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutsPageSchema = pageOf(payoutSchema);

export const adminPayoutSchema = payoutSchema.extend({
  host: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  accountName: z.string(),
  /** What staff may do now (the payout process's actionsFor): the web shows exactly these. */
  actions: z.array(z.enum(payoutActions)),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsPageSchema = pageOf(adminPayoutSchema);

const page = z.coerce.number().int().min(1).max(1000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
export const moneyPageQuerySchema = z.object({ page, pageSize });

export const adminPayoutsQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(payoutStatuses).optional(),
  /** A host's name or email, or a payout id. */
  q: z.string().trim().max(200).optional(),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuerySchema>;

/** A staff correction of a host's available balance: centavos, + gives, − takes back; the reason. */
export const adjustmentRequestSchema = z.object({
  amount: z
    .number({ error: m.field.amount })
    .int(m.field.amount)
    .min(-1e10, m.field.amount)
    .max(1e10, m.field.amount)
    .refine((v) => v !== 0, m.adjustmentZero),
  reason: textSchema({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** Staff mark a payout sent (with the transfer's reference) or failed (with the reason). */
export const payoutProcessedSchema = z.object({
  reference: textSchema({ error: m.referenceRequired }).trim().min(1, m.referenceRequired).max(100),
});
export const payoutFailedSchema = z.object({
  reason: textSchema({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500),
});
