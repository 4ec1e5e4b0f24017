import { z } from 'zod';
import { en } from '../messages/en';
import { userTypes } from '../roles';
import { settingsCategories, type SettingsCategory } from '../settings/defaults';
import { MAX_SUBTOTAL_CENTAVOS } from '../pricing/fees';
import { emailIssue } from './auth';
import { inYearRange } from './dates';
import { textSchema } from './text';
import { dateMessages } from '../messages/dates';
import { limits } from './limits';

/** Requests of the admin area (docs/product/admin.md), shared by the admin pages and the server. */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (byDefault: number) => z.coerce.number().int().min(1).max(200).default(byDefault);
/** A search box or filter: the message names the box, in plain words. */
const searchText = (label: string) =>
  textSchema()
    .trim()
    .max(limits.search, { error: en.validation.tooLong(label, limits.search) })
    .optional();
/** A day or an instant, in the years the platform takes (schemas/dates.ts). */
const isoDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine(inYearRange, { error: dateMessages.dateRange })
  .optional();

export const userStatuses = ['active', 'suspended', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const adminUsersQuerySchema = z.object({
  q: searchText('Search'),
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
  email: z
    .string()
    .superRefine((v, ctx) => {
      const issue = emailIssue(v);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .transform((v) => v.trim()),
});

export const auditQuerySchema = z.object({
  actorId: searchText('Actor'),
  action: searchText('Action'),
  targetId: searchText('Target id'),
  targetType: searchText('Target type'),
  from: isoDate,
  to: isoDate,
  page,
  pageSize: pageSize(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const settingsCategorySchema = z.enum(settingsCategories as [SettingsCategory, ...SettingsCategory[]]);

/** History: newest first, 50 by default (docs/product/settings.md), then `cursor` = the last entry's id. */
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
