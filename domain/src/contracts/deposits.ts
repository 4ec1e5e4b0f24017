import { z } from 'zod';
import { DEPOSIT_CLAIM_REASON_MAX, DEPOSIT_CLAIM_REASON_MIN, DEPOSIT_MAX } from '../deposits/deposit';
import { depositActions, depositStatuses } from '../deposits/process';
import { DISPUTE_DESCRIPTION_MAX, DISPUTE_DESCRIPTION_MIN } from '../disputes/disputes';
import { formatPesos } from '../format';
import { depositMessages as m } from '../messages/deposits';
import { textSchema } from '../schemas/text';

/**
 * A booking's security deposit (issue 33, decision 0089): GET /api/bookings/:id/deposit for its
 * two sides and staff (anyone else: not found). Money in centavos.
 */
export const depositPhotoSchema = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() });
export const depositSchema = z.object({
  bookingId: z.string(),
  amount: z.number(),
  status: z.enum(depositStatuses),
  heldAt: z.string(),
  /** Set once both sides signed the move-out checklist: the return is due then unless claimed. */
  returnDueAt: z.string().nullable(),
  claim: z
    .object({
      amount: z.number(),
      reason: z.string(),
      claimedAt: z.string(),
      /** The client accepts or disputes by then, or the claim is taken as accepted. */
      responseDueAt: z.string(),
    })
    .nullable(),
  /** Photos the host added for a claim (sent with it, or waiting for it). */
  photos: z.array(depositPhotoSchema),
  /** Once settled or returned: what the host kept, what went back. */
  kept: z.number().nullable(),
  returned: z.number().nullable(),
  disputeId: z.string().nullable(),
  /** What the viewer may do now. */
  actions: z.array(z.enum([...depositActions, 'add_photo'])),
});
export type Deposit = z.infer<typeof depositSchema>;

const maxText = formatPesos(DEPOSIT_MAX);

/** POST /api/bookings/:id/deposit/claim (host): the amount (centavos) and why; photos added before. */
export const depositClaimSchema = z.object({
  amount: z
    .number({ error: m.errors.amount(maxText) })
    .int(m.errors.amount(maxText))
    .min(100, m.errors.amount(maxText))
    .max(DEPOSIT_MAX, m.errors.amount(maxText)),
  reason: textSchema(
    { error: m.errors.reason(DEPOSIT_CLAIM_REASON_MIN, DEPOSIT_CLAIM_REASON_MAX) },
    { multiline: true },
  )
    .trim()
    .min(DEPOSIT_CLAIM_REASON_MIN, m.errors.reason(DEPOSIT_CLAIM_REASON_MIN, DEPOSIT_CLAIM_REASON_MAX))
    .max(DEPOSIT_CLAIM_REASON_MAX, m.errors.reason(DEPOSIT_CLAIM_REASON_MIN, DEPOSIT_CLAIM_REASON_MAX)),
});
export type DepositClaimInput = z.infer<typeof depositClaimSchema>;

/** POST /api/bookings/:id/deposit/dispute (client): why; opens a dispute for staff to decide. */
export const depositDisputeSchema = z.object({
  description: textSchema(
    { error: m.errors.description(DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX) },
    { multiline: true },
  )
    .trim()
    .min(DISPUTE_DESCRIPTION_MIN, m.errors.description(DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX))
    .max(DISPUTE_DESCRIPTION_MAX, m.errors.description(DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX)),
});
export type DepositDisputeInput = z.infer<typeof depositDisputeSchema>;
