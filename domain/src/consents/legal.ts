import { z } from 'zod';
import { legalLimits } from './kinds';
import { isoDateSchema } from '../schemas/dates';
import { textSchema } from '../schemas/text';
import { consentMessages } from '../messages/consents';

const f = consentMessages.field;

export * from './kinds';
export * from './body';

/** A version's label: letters, digits, dots, dashes and underscores ('2026-01-01', 'v2'). */
const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const legalLabelSchema = textSchema()
  .trim()
  .min(1, f.label)
  .max(legalLimits.label, f.labelLong(legalLimits.label))
  .regex(LABEL, f.labelChars);

const bodySchema = (missing: string) =>
  textSchema(undefined, { multiline: true }).trim().min(1, missing).max(legalLimits.body, f.bodyLong(legalLimits.body));

/** POST /api/admin/legal/{kind}/versions and the admin's form: a new version (effective today or later: the service checks the day). */
export const legalVersionFormSchema = z.object({
  label: legalLabelSchema,
  effectiveOn: isoDateSchema(f.effectiveOn),
  bodyEn: bodySchema(f.bodyEn),
  bodyFil: bodySchema(f.bodyFil),
});
export type LegalVersionForm = z.infer<typeof legalVersionFormSchema>;
