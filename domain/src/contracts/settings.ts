import { z } from 'zod';
import { settingsCategories, type PlatformSettings } from '../settings/defaults';

/** /api/settings/public and /api/admin/settings/*; the request schemas are in schemas/admin and settings/schema. */

/** The part of the settings anyone may read (no admin rights needed). */
export const publicSettingsSchema = z.object({
  platformName: z.string(),
  platformDescription: z.string(),
  version: z.string(),
  currency: z.string(),
  /** general.timezone: the web shows dates and days in it, as the server counts them. */
  timezone: z.string(),
  language: z.string(),
  dateFormat: z.string(),
  contactEmail: z.string(),
  privacyPolicyUrl: z.string(),
  termsOfServiceUrl: z.string(),
  supportUrl: z.string(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  /** The sign-up and reset forms check the password policy in the browser too. */
  passwordPolicy: z.object({
    minLength: z.number(),
    requireSpecialChar: z.boolean(),
    requireNumbers: z.boolean(),
    requireUppercase: z.boolean(),
  }),
  allowedImageTypes: z.array(z.string()),
  allowedDocumentTypes: z.array(z.string()),
  maxFileSize: z.number(),
  /** Monthly tenancies' grace for unpaid bills and the host's least notice, in days (issue 32). */
  tenancy: z.object({ graceDays: z.number(), hostNoticeDays: z.number() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * GET /api/settings/map: the tile server of /client/map, from the server's environment
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM; README, "Configuration").
 */
export const mapTilesSchema = z.object({
  /** A URL template with {z}, {x} and {y} ({s}: a subdomain); null: no tiles, markers on a plain background. */
  tileUrl: z.string().nullable(),
  /** The credit the tile server asks for, as HTML (its links). */
  attribution: z.string(),
  maxZoom: z.number(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * Every category's stored values. Each write was checked against settings/schema, so the
 * answer is not checked again field by field (a stricter schema here could only turn a
 * stored value into a 500); it is typed as the settings are.
 */
const storedCategory = z.record(z.string(), z.unknown());
export const platformSettingsValuesSchema = z.object(
  Object.fromEntries(settingsCategories.map((c) => [c, storedCategory])),
) as unknown as z.ZodType<PlatformSettings>;

const personSchema = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

/** GET /api/admin/settings and the answer to every settings write. */
export const settingsDocumentSchema = z.object({
  settings: platformSettingsValuesSchema,
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The admin who saved last (null for the installer). */
  lastUpdatedBy: personSchema.nullable(),
  importedAt: z.string().nullable(),
});
export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

export const settingsHistoryEntrySchema = z.object({
  id: z.string(),
  category: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  userId: z.string().nullable(),
  /** Who saved it (null for system changes). */
  user: personSchema.nullable(),
  timestamp: z.string(),
  changeType: z.enum(['update', 'action']),
  /** For actions: what was done ('reset', 'import'). */
  action: z.string().nullable(),
});
export type SettingsHistoryEntry = z.infer<typeof settingsHistoryEntrySchema>;

/** Newest first; pass `nextCursor` as `cursor` for the next (older) entries. */
export const settingsHistoryPageSchema = z.object({
  entries: z.array(settingsHistoryEntrySchema),
  nextCursor: z.string().nullable(),
});
export type SettingsHistoryPage = z.infer<typeof settingsHistoryPageSchema>;

/** GET /api/admin/settings/export: the file an import takes back. */
export const settingsExportFileSchema = z.object({
  settings: platformSettingsValuesSchema,
  exportedAt: z.string(),
  /** general.version at the time of the export. */
  version: z.string(),
});
