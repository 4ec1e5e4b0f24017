import { z } from 'zod';
import { en } from '../messages/en';

const m = en.verification;

/** Government IDs accepted for ID verification (design §2), with the names users know them by. */
export const idTypeLabels = {
  philsys: 'PhilSys National ID (ePhilID)',
  passport: 'Passport',
  drivers_license: "Driver's License (LTO)",
  umid: 'UMID',
  sss: 'SSS ID',
  prc: 'PRC ID',
  postal_id: 'Postal ID',
} as const;
export type IdType = keyof typeof idTypeLabels;
export const idTypes = Object.keys(idTypeLabels) as [IdType, ...IdType[]];

export const verificationStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The files of one submission; idBack is optional (passports have no back). */
export const verificationFileKinds = ['idFront', 'idBack', 'selfie'] as const;
export type VerificationFileKind = (typeof verificationFileKinds)[number];

/** The non-file fields of POST /api/me/verification (multipart). */
export const verificationSubmitSchema = z.object({
  idType: z.enum(idTypes, { error: m.idTypeRequired }),
});
export type VerificationSubmitInput = z.infer<typeof verificationSubmitSchema>;

/** Admin rejection: a reason the user will read, 5–500 characters. */
export const verificationRejectSchema = z.object({
  reason: z.string({ error: m.reasonLength }).trim().min(5, m.reasonLength).max(500, m.reasonLength),
});
export type VerificationRejectInput = z.infer<typeof verificationRejectSchema>;

/** What the owner sees of their own verification. */
export const myVerificationSchema = z.object({
  status: z.enum(verificationStatuses),
  requestId: z.string().nullable(),
  idType: z.enum(idTypes).nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  files: z.array(z.enum(verificationFileKinds)),
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
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'superseded', 'all']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** What each verification requirement asks of the user and whether it is met (role guard). */
const requirement = z.object({ required: z.boolean(), done: z.boolean() });
export const verificationRequirementsSchema = z.object({
  email: requirement,
  phone: requirement,
  id: requirement,
  /** True when every required item is done: the guard lets the user through. */
  satisfied: z.boolean(),
});
export type VerificationRequirements = z.infer<typeof verificationRequirementsSchema>;
