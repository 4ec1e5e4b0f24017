import { z } from 'zod';
import {
  DISPUTE_DECISION_MAX,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_MESSAGE_MAX,
  disputeReasons,
  disputeRefundKinds,
  disputeSides,
  disputeStatuses,
} from '../disputes/disputes';
import { disputeActions } from '../disputes/process';
import { disputeMessages as m } from '../messages/disputes';
import { textSchema } from '../schemas/text';
import { bookingAgreementSchema, bookingDetailSchema } from './bookings';
import { bookingChecklistsSchema } from './handover';
import { chatMessageSchema } from './messaging';
import { pageOf } from './common';
import { bookingPaymentsSchema } from './payments';
import { depositSchema } from './deposits';
import { DEPOSIT_MAX } from '../deposits/deposit';
import { depositMessages } from '../messages/deposits';
import { formatPesos } from '../format';

const splitMessage = depositMessages.errors.split(formatPesos(DEPOSIT_MAX));

/**
 * Disputes (issue 22, design §8): /api/disputes for the booking's two sides (each call checks the
 * user is one; staff read photos too), /api/admin/disputes for admins. Money is centavos. Live:
 * `{ type: 'dispute.updated', disputeId }` to each side's `user:<id>` topic and to the admins'
 * `disputes` topic whenever the thread, the photos or the status change.
 */

const MAX_REFUND_CENTAVOS = 100_000_000_00;

/** POST /api/disputes: the form's fields (photos are added one by one after, POST …/:id/photos). */
export const openDisputeSchema = z.object({
  bookingId: z.string().min(1).max(100),
  reason: z.enum(disputeReasons, { error: m.reasonRequired }),
  description: textSchema({ error: m.descriptionRequired }, { multiline: true })
    .trim()
    .min(1, { error: m.descriptionRequired })
    .min(DISPUTE_DESCRIPTION_MIN, { error: m.descriptionTooShort(DISPUTE_DESCRIPTION_MIN) })
    .max(DISPUTE_DESCRIPTION_MAX, { error: m.descriptionTooLong(DISPUTE_DESCRIPTION_MAX) }),
});
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

/** POST /api/disputes/:id/messages and /api/admin/disputes/:id/messages. */
export const disputeMessageInputSchema = z.object({
  body: textSchema({ error: m.messageRequired }, { multiline: true })
    .trim()
    .min(1, { error: m.messageRequired })
    .max(DISPUTE_MESSAGE_MAX, { error: m.messageTooLong(DISPUTE_MESSAGE_MAX) }),
});
export type DisputeMessageInput = z.infer<typeof disputeMessageInputSchema>;

/**
 * POST /api/admin/disputes/:id/resolve: the decision both sides read, and the refund: none, the
 * full refundable amount, or a part (`amount` in centavos, required then). The most that can be
 * refunded is the server's to check, under the payments' locks.
 */
export const resolveDisputeSchema = z
  .object({
    decision: textSchema({ error: m.decisionRequired }, { multiline: true })
      .trim()
      .min(1, { error: m.decisionRequired })
      .max(DISPUTE_DECISION_MAX, { error: m.decisionTooLong(DISPUTE_DECISION_MAX) }),
    refund: z.enum(disputeRefundKinds, { error: m.refundKindRequired }),
    amount: z
      .number({ error: m.amountRequired })
      .int({ error: m.amountWhole })
      .positive({ error: m.amountPositive })
      .max(MAX_REFUND_CENTAVOS, { error: m.amountPositive })
      .nullable()
      .optional(),
    /**
     * A dispute over a deposit claim (issue 33): the host's part of the deposit, centavos (0 to
     * what was claimed; the rest goes back to the client). Required then, refused otherwise.
     */
    depositToHost: z
      .number({ error: splitMessage })
      .int({ error: splitMessage })
      .min(0, { error: splitMessage })
      .max(DEPOSIT_MAX, { error: splitMessage })
      .nullable()
      .optional(),
  })
  .refine((v) => v.refund !== 'part' || (v.amount ?? 0) > 0, { error: m.amountRequired, path: ['amount'] });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

export const disputeParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const disputePhotoParamsSchema = z.object({
  id: z.string().min(1).max(100),
  photoId: z.string().min(1).max(100),
});
export const bookingDisputesParamsSchema = z.object({ bookingId: z.string().min(1).max(100) });

export const disputePhotoSchema = z.object({
  id: z.string(),
  /** Served through the dispute's access check: its two sides and staff. */
  url: z.string(),
  uploaderName: z.string(),
  width: z.number(),
  height: z.number(),
  createdAt: z.string(),
});
export type DisputePhoto = z.infer<typeof disputePhotoSchema>;

export const disputeThreadMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  /** Staff replies carry the staff member's name. */
  senderName: z.string(),
  senderSide: z.enum(disputeSides),
  body: z.string(),
  createdAt: z.string(),
});
export type DisputeThreadMessage = z.infer<typeof disputeThreadMessageSchema>;

export const disputeResolutionSchema = z.object({
  decision: z.string(),
  /** Centavos refunded to the client by the decision (0: none). */
  refundAmount: z.number(),
  resolvedAt: z.string(),
  resolvedByName: z.string(),
});

export const disputeSummarySchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  listingTitle: z.string(),
  status: z.enum(disputeStatuses),
  reason: z.enum(disputeReasons),
  openedBySide: z.enum(['client', 'host']),
  clientName: z.string(),
  hostName: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  refundAmount: z.number().nullable(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const disputeSchema = disputeSummarySchema.extend({
  description: z.string(),
  openedByName: z.string(),
  /** The host's earnings of this booking moved out of their available balance while it is open (centavos). */
  held: z.number(),
  photos: z.array(disputePhotoSchema),
  messages: z.array(disputeThreadMessageSchema),
  resolution: disputeResolutionSchema.nullable(),
  /** How the viewer takes part: a side of the booking or staff. */
  viewerSide: z.enum(disputeSides),
  /** The thread takes messages (open). */
  canWrite: z.boolean(),
  /** The viewer is a side, it is open and it has fewer than the most photos. */
  canAddPhotos: z.boolean(),
  /** What the viewer may do now (the dispute process's actionsFor): the web shows exactly these. */
  actions: z.array(z.enum(disputeActions)),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** GET /api/disputes/booking/:bookingId: whether the viewer may open one now, and the booking's disputes. */
export const bookingDisputesSchema = z.object({
  canOpen: z.boolean(),
  /** Why not (shown beside the booking), null when they can or a dispute is open. */
  notEligible: z.string().nullable(),
  items: z.array(disputeSummarySchema),
});
export type BookingDisputes = z.infer<typeof bookingDisputesSchema>;

/** GET /api/disputes: a page of the disputes on the user's own bookings (as their client or host), open ones first. */
export const myDisputesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyDisputesQuery = z.infer<typeof myDisputesQuerySchema>;
export const myDisputesPageSchema = pageOf(disputeSummarySchema);
export type MyDisputesPage = z.infer<typeof myDisputesPageSchema>;

/** GET /api/admin/disputes: open ones oldest first; resolved ones newest first. */
export const adminDisputesQuerySchema = z.object({
  status: z.enum(disputeStatuses).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;
export const adminDisputesPageSchema = pageOf(disputeSummarySchema);
export type AdminDisputesPage = z.infer<typeof adminDisputesPageSchema>;

/** GET /api/admin/disputes/:id: the dispute with everything staff decide on at hand. */
export const adminDisputeDetailSchema = z.object({
  dispute: disputeSchema,
  booking: bookingDetailSchema,
  payments: bookingPaymentsSchema,
  agreement: bookingAgreementSchema.nullable(),
  /** The client's conversation with the host about this listing, oldest first (the newest 100). */
  conversation: z.array(chatMessageSchema),
  /** What is still refundable on the booking's payments (centavos; never the deposit held). */
  refundable: z.number(),
  /** The move-in and move-out checklists, their photos and signatures (issue 33). */
  checklists: bookingChecklistsSchema,
  /** The booking's security deposit (issue 33), null when it has none: a claim disputed is decided here. */
  deposit: depositSchema.nullable(),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;
