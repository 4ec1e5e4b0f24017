import { z } from 'zod';
import { consentActions, consentKinds, legalKinds, legalLabelSchema, legalLangs } from '../consents/legal';

/**
 * The legal texts and the consent log (issue 34, decision 0091): the public GET /api/legal/{kind}
 * (the version in effect, or ?version=) and its /versions; the signed-in person's GET and POST
 * /api/me/consents; staff's GET /api/admin/legal and POST /api/admin/legal/{kind}/versions (body:
 * legalVersionFormSchema, consents/legal.ts).
 */

export const legalKindParamsSchema = z.object({ kind: z.enum(legalKinds) });

export const legalTextQuerySchema = z.object({
  lang: z.enum(legalLangs).default('en'),
  version: legalLabelSchema.optional(),
});

export const legalVersionSummarySchema = z.object({
  label: z.string(),
  effectiveOn: z.string(),
  publishedAt: z.string(),
  current: z.boolean(),
});
export type LegalVersionSummary = z.infer<typeof legalVersionSummarySchema>;

/** One version's text in one language; `current` whether it is the one in effect today. */
export const legalTextSchema = z.object({
  kind: z.enum(legalKinds),
  label: z.string(),
  effectiveOn: z.string(),
  lang: z.enum(legalLangs),
  body: z.string(),
  current: z.boolean(),
  /** The version in effect today (a reader of an older one is pointed to it). */
  currentLabel: z.string().nullable(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Every version of a kind that has been published, the newest effective day first (upcoming ones too). */
export const legalVersionsSchema = z.object({ items: z.array(legalVersionSummarySchema) });
export type LegalVersions = z.infer<typeof legalVersionsSchema>;

/**
 * A legal text whose version in effect the signed-in person has not agreed to (the re-consent
 * dialog): in the session's payload (MeResult.consentsDue), so no page load asks for it.
 */
export const consentDueSchema = z.object({
  kind: z.enum(legalKinds),
  version: z.string(),
  effectiveOn: z.string(),
  /** The version they agreed to before, to compare with; null if none. */
  previous: z.string().nullable(),
});
export type ConsentDue = z.infer<typeof consentDueSchema>;

/** POST /api/me/consents: agree to a legal text's version in effect. */
export const consentBodySchema = z.object({ kind: z.enum(legalKinds), version: legalLabelSchema });
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const consentEntrySchema = z.object({
  kind: z.enum(consentKinds),
  action: z.enum(consentActions),
  version: z.string().nullable(),
  /** For web push: the push subscription's id (the device); else null. */
  deviceId: z.string().nullable(),
  device: z.string(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** The state of one consent now: its last entry (per device for web push). */
export const consentStateSchema = z.object({
  kind: z.enum(consentKinds),
  given: z.boolean(),
  version: z.string().nullable(),
  deviceId: z.string().nullable(),
  device: z.string(),
  at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const myConsentsSchema = z.object({
  current: z.array(consentStateSchema),
  /** Every entry, the newest first. */
  history: z.array(consentEntrySchema),
  due: z.array(consentDueSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

export const adminLegalVersionSchema = legalVersionSummarySchema.extend({
  upcoming: z.boolean(),
  /** People whose latest entry for this kind agrees to this version. */
  agreed: z.number().int(),
  publishedBy: z.string().nullable(),
  bodyEn: z.string(),
  bodyFil: z.string(),
});
export type AdminLegalVersion = z.infer<typeof adminLegalVersionSchema>;

export const adminLegalSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(legalKinds), versions: z.array(adminLegalVersionSchema) })),
});
export type AdminLegal = z.infer<typeof adminLegalSchema>;
