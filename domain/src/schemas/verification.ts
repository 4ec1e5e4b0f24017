import { z } from 'zod';
import { en } from '../messages/en';
import { textSchema } from './text';

const m = en.verification;

/** Government IDs accepted for ID verification (docs/product/accounts.md), with the names users know them by. */
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
  reason: textSchema({ error: m.reasonLength }, { multiline: true })
    .trim()
    .min(5, m.reasonLength)
    .max(500, m.reasonLength),
});
export type VerificationRejectInput = z.infer<typeof verificationRejectSchema>;

/**
 * Staff record a host's background check as passed (security.backgroundCheckRequired): its
 * reference, such as the NBI clearance's number, 3–100 characters.
 */
export const backgroundCheckSchema = z.object({
  reference: textSchema({ error: m.backgroundCheck.referenceLength })
    .trim()
    .min(3, m.backgroundCheck.referenceLength)
    .max(100, m.backgroundCheck.referenceLength),
});
export type BackgroundCheckInput = z.infer<typeof backgroundCheckSchema>;

/**
 * The admin queue's filter: a request status, all, or `background`: the latest approved request of
 * each host whose background check is not recorded yet.
 */
export const adminVerificationQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'superseded', 'all', 'background']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
