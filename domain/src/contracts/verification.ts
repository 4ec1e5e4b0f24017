import { z } from 'zod';
import { idTypes, verificationFileKinds, verificationStatuses } from '../schemas/verification';
import { idParamsSchema, pageOf } from './common';

/** /api/me/verification*, /api/verification/:id/files/:kind and /api/admin/verification*. */

/** What the owner sees of their own verification. */
export const myVerificationSchema = z.object({
  status: z.enum(verificationStatuses),
  requestId: z.string().nullable(),
  idType: z.enum(idTypes).nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  files: z.array(z.enum(verificationFileKinds)),
  /**
   * How long ID review usually takes, in minutes: the median of staff's recent decisions
   * (decision 0065); null when they made too few lately to tell, and once the ID is verified.
   */
  usualReviewMinutes: z.number().nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** One request as the admin queue shows it, with a short summary of the user. */
export const adminVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'superseded']),
  idType: z.enum(idTypes),
  idTypeLabel: z.string(),
  reason: z.string().nullable(),
  autoApproved: z.boolean(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  files: z.array(
    z.object({ kind: z.enum(verificationFileKinds), mime: z.string(), size: z.number(), url: z.string() }),
  ),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    type: z.string(),
    verified: z.boolean(),
    createdAt: z.string(),
    /** A host's background check as staff recorded it (security.backgroundCheckRequired), or null. */
    backgroundCheck: z.object({ at: z.string(), reference: z.string() }).nullable(),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationPageSchema = pageOf(adminVerificationSchema);
export type AdminVerificationPage = z.infer<typeof adminVerificationPageSchema>;

export const verificationFileParamsSchema = idParamsSchema.extend({ kind: z.enum(verificationFileKinds) });

/** What each verification requirement asks of the user and whether it is met (role guard). */
const requirement = z.object({ required: z.boolean(), done: z.boolean() });
export const verificationRequirementsSchema = z.object({
  email: requirement,
  phone: requirement,
  id: requirement,
  /** A host's background check by staff, required by security.backgroundCheckRequired (hosts only). */
  backgroundCheck: requirement,
  /** True when every required item is done: the guard lets the user through. */
  satisfied: z.boolean(),
});
export type VerificationRequirements = z.infer<typeof verificationRequirementsSchema>;
