import { z } from 'zod';
import { en } from '../messages/en';
import { userTypes } from '../roles';
import { settingsCategories, type SettingsCategory } from '../settings/defaults';
import { MAX_SUBTOTAL_CENTAVOS } from '../pricing/fees';
import { emailPattern } from './auth';

/** Requests of the admin area (design §9), shared by the admin pages and the server. */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (byDefault: number) => z.coerce.number().int().min(1).max(200).default(byDefault);
const optionalText = z.string().trim().max(200).optional();
const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date()).optional();

export const userStatuses = ['active', 'suspended', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const adminUsersQuerySchema = z.object({
  q: optionalText,
  type: z.enum(userTypes).optional(),
  status: z.enum(userStatuses).optional(),
  page,
  pageSize: pageSize(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const userStatusActions = ['suspend', 'disable', 'reactivate'] as const;
export type UserStatusAction = (typeof userStatusActions)[number];

export const changeUserTypeSchema = z.strictObject({ type: z.enum(userTypes) });
export const markVerifiedSchema = z.strictObject({ verified: z.boolean().default(true) });
export const makeAdminSchema = z.strictObject({
  email: z.string().trim().regex(emailPattern, { error: en.validation.email }),
});

export const auditQuerySchema = z.object({
  actorId: optionalText,
  action: optionalText,
  targetId: optionalText,
  targetType: optionalText,
  from: isoDate,
  to: isoDate,
  page,
  pageSize: pageSize(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const settingsCategorySchema = z.enum(settingsCategories as [SettingsCategory, ...SettingsCategory[]]);

/** History: newest first, 50 by default (requirements §9), then `cursor` = the last entry's id. */
export const settingsHistoryQuerySchema = z.object({
  category: settingsCategorySchema.or(z.literal('all')).optional(),
  limit: pageSize(50),
  cursor: z.string().max(100).optional(),
});
export type SettingsHistoryQuery = z.infer<typeof settingsHistoryQuerySchema>;

export const settingsResetSchema = z.strictObject({ category: settingsCategorySchema.optional() });

/** The import file's text as the browser read it; the server parses and checks it. */
export const settingsImportSchema = z.strictObject({
  fileName: z.string().max(255).optional(),
  content: z.string().max(1_000_000),
});

export const feesQuerySchema = z.object({
  subtotal: z.coerce
    .number({ error: en.pricing.subtotal })
    .int({ error: en.pricing.subtotal })
    .min(0, { error: en.pricing.subtotal })
    .max(MAX_SUBTOTAL_CENTAVOS, { error: en.pricing.subtotal }),
});
