import { z } from 'zod';
import { en } from '../messages/en';
import { normaliseTin } from '../money/invoices';
import { emailPattern } from '../schemas/auth';
import { textSchema } from '../schemas/text';
import {
  mergeSettings,
  settingsCategories,
  settingsDefaults,
  type PlatformSettings,
  type SettingsCategory,
} from './defaults';

/**
 * Validation of the platform settings (docs/product/validation.md): one schema per category, used by
 * the admin form in the browser and by every server write (update, import). Every field has
 * bounds and one clear message, which is also given for a value of the wrong type; objects
 * are strict, so an unknown key is refused instead of silently stored.
 */
const s = en.settings;
const f = en.settingsFields;

export const allowedImageTypes = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic'] as const;
export const allowedDocumentTypes = ['pdf', 'doc', 'docx', 'odt', 'rtf', 'xls', 'xlsx'] as const;

const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? f.unknownKey(iss.keys.join(', ')) : undefined),
  });

function num(message: string, min: number, max: number, opts: { int?: boolean } = {}) {
  const n = z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
  return opts.int ? n.int({ error: message }) : n;
}
const onOff = (label: string) => z.boolean({ error: f.onOff(label) });
/** Free text, cleaned of invisible and control characters (schemas/text.ts), then trimmed and measured. */
const text = (message: string, min: number, max: number, multiline = false) =>
  textSchema({ error: message }, { multiline }).trim().min(min, { error: message }).max(max, { error: message });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** An absolute http(s) address, or a path on this site ('/privacy', '/#support'). */
const webUrlPattern = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i;
export function isSiteOrWebUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return webUrlPattern.test(value);
}
const url = (label: string) =>
  z
    .string({ error: f.url(label) })
    .max(500, { error: f.url(label) })
    .refine(isSiteOrWebUrl, { error: f.url(label) });

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return supported ? supported.includes(value) : true;
}

function typeList(allowed: readonly string[], message: string) {
  return z
    .array(z.string({ error: message }), { error: message })
    .min(1, { error: message })
    .refine((list) => list.every((t) => allowed.includes(t)) && new Set(list).size === list.length, { error: message });
}

const generalShape = strict({
  platformName: text(f.platformName, 1, 100),
  platformDescription: text(f.platformDescription, 0, 500, true),
  currency: z.string({ error: f.currency }).refine(isCurrencyCode, { error: f.currency }),
  timezone: z.string({ error: f.timezone }).max(64, { error: f.timezone }).refine(isTimeZone, { error: f.timezone }),
  language: oneOf(['en', 'fil'], f.language),
  dateFormat: oneOf(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'], f.dateFormat),
  maintenanceMode: z.boolean({ error: f.maintenanceMode }),
  maintenanceMessage: text(f.maintenanceMessage, 1, 500, true),
  contactEmail: z
    .string({ error: f.contactEmail })
    .trim()
    .max(254, { error: f.contactEmail })
    .regex(emailPattern, { error: f.contactEmail }),
  privacyPolicyUrl: url('Privacy policy URL'),
  termsOfServiceUrl: url('Terms of service URL'),
  supportUrl: url('Support URL'),
  version: z.string({ error: f.version }).regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, { error: f.version }),
});

const financialShape = strict({
  platformFeePercentage: num(s.platformFee, 0, 50),
  hostPayoutDelay: num(f.hostPayoutDelay, 0, 90, { int: true }),
  refundPolicy: oneOf(['flexible', 'moderate', 'strict'], f.refundPolicy),
  taxCalculationEnabled: onOff('Tax calculation'),
  taxRate: num(f.taxRate, 0, 100),
  minimumPayout: z
    .number({ error: s.minimumPayout })
    .min(0, { error: s.minimumPayout })
    .max(1_000_000, { error: f.minimumPayoutMax }),
  paymentGateway: oneOf(['stripe', 'paymongo', 'sandbox'], f.paymentGateway),
  autoPayouts: onOff('Automatic payouts'),
  cancellationFeePercentage: num(f.cancellationFee, 0, 100),
  payoutWithholding: onOff('Payout withholding'),
  tenancyGraceDays: num(f.tenancyGraceDays, 0, 30, { int: true }),
  tenancyHostNoticeDays: num(f.tenancyHostNoticeDays, 7, 90, { int: true }),
  companyName: text(f.companyName, 1, 200),
  companyAddress: text(f.companyAddress, 0, 300, true),
  companyTin: z
    .string({ error: f.companyTin })
    .trim()
    .max(20, { error: f.companyTin })
    .refine((v) => v === '' || normaliseTin(v) !== null, { error: f.companyTin }),
});

const securityShape = strict({
  requireIdVerification: onOff('ID verification'),
  autoVerifyHosts: onOff('Automatic host verification'),
  backgroundCheckRequired: onOff('Background check'),
  twoFactorAuthRequired: onOff('Two-factor authentication'),
  sessionTimeoutMinutes: num(f.sessionTimeout, 5, 43_200, { int: true }),
  maxLoginAttempts: num(s.maxLoginAttempts, 1, 20, { int: true }),
  accountLockoutMinutes: num(f.accountLockout, 1, 1_440, { int: true }),
  passwordMinLength: num(s.passwordMinLength, 6, 128, { int: true }),
  passwordRequireSpecialChar: onOff('Special character requirement'),
  passwordRequireNumbers: onOff('Number requirement'),
  passwordRequireUppercase: onOff('Uppercase requirement'),
  phoneVerificationRequired: onOff('Phone verification'),
  emailVerificationRequired: onOff('Email verification'),
  maxOpenRequests: num(f.maxOpenRequests, 1, 100, { int: true }),
  maxOpenRequestsPerListing: num(f.maxOpenRequestsPerListing, 1, 100, { int: true }),
  passMarginMinutes: num(f.passMargin, 0, 120, { int: true }),
});

const notificationsShape = strict({
  emailNotifications: onOff('Email notifications'),
  smsNotifications: onOff('SMS notifications'),
  pushNotifications: onOff('Push notifications'),
  marketingEmails: onOff('Marketing emails'),
  bookingConfirmations: onOff('Booking confirmations'),
  paymentNotifications: onOff('Payment notifications'),
  reviewNotifications: onOff('Review notifications'),
  systemAlerts: onOff('System alerts'),
  maintenanceNotifications: onOff('Maintenance notifications'),
  reportInterval: oneOf(['daily', 'weekly', 'monthly'], f.reportInterval),
  notificationRetentionDays: num(f.notificationRetention, 1, 3_650, { int: true }),
});

const originPattern = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
const apiShape = strict({
  rateLimitPerMinute: num(s.rateLimitPerMinute, 1, 10_000, { int: true }),
  rateLimitPerHour: num(f.rateLimitPerHour, 1, 1_000_000, { int: true }),
  rateLimitPerDay: num(f.rateLimitPerDay, 1, 10_000_000, { int: true }),
  allowCors: onOff('CORS'),
  corsOrigins: z
    .array(
      z.string({ error: f.corsOrigin }).max(200, { error: f.corsOrigin }).regex(originPattern, { error: f.corsOrigin }),
      { error: f.corsOrigin },
    )
    .max(50, { error: f.corsOrigin }),
  webhookTimeout: num(f.webhookTimeout, 1_000, 120_000, { int: true }),
  enableApiLogs: onOff('API logs'),
  apiVersion: z.string({ error: f.apiVersion }).regex(/^v\d{1,3}$/, { error: f.apiVersion }),
});

const storageShape = strict({
  maxFileSize: num(f.maxFileSize, 1_024, 52_428_800, { int: true }),
  allowedImageTypes: typeList(allowedImageTypes, f.imageTypes(allowedImageTypes.join(', '))),
  allowedDocumentTypes: typeList(allowedDocumentTypes, f.documentTypes(allowedDocumentTypes.join(', '))),
  imageQuality: num(f.imageQuality, 1, 100, { int: true }),
  generateThumbnails: onOff('Thumbnails'),
  thumbnailSize: num(f.thumbnailSize, 50, 2_000, { int: true }),
  cloudStorageProvider: oneOf(['local', 's3'], f.cloudStorageProvider),
});

/** The objects without cross-field rules: `.partial()` of these is a category's PUT body. */
export const settingsShapes = {
  general: generalShape,
  financial: financialShape,
  security: securityShape,
  notifications: notificationsShape,
  api: apiShape,
  storage: storageShape,
};

/** A whole category as stored: the shapes plus the rules that compare two fields. */
export const settingsSchemas = {
  ...settingsShapes,
  security: securityShape.superRefine((v, ctx) => {
    if (v.maxOpenRequestsPerListing > v.maxOpenRequests)
      ctx.addIssue({ code: 'custom', path: ['maxOpenRequestsPerListing'], message: f.openRequestsPerListingAboveAll });
  }),
  api: apiShape.superRefine((v, ctx) => {
    if (v.rateLimitPerHour < v.rateLimitPerMinute)
      ctx.addIssue({ code: 'custom', path: ['rateLimitPerHour'], message: f.rateLimitHourBelowMinute });
    else if (v.rateLimitPerDay < v.rateLimitPerHour)
      ctx.addIssue({ code: 'custom', path: ['rateLimitPerDay'], message: f.rateLimitDayBelowHour });
  }),
};

/** What an admin may send for one category: any subset of its fields. */
export const settingsPatchSchemas = {
  general: generalShape.partial(),
  financial: financialShape.partial(),
  security: securityShape.partial(),
  notifications: notificationsShape.partial(),
  api: apiShape.partial(),
  storage: storageShape.partial(),
};
export type SettingsPatch<C extends SettingsCategory> = z.infer<(typeof settingsPatchSchemas)[C]>;

export const platformSettingsSchema = strict(settingsSchemas);

export interface SettingsIssue {
  path: string;
  message: string;
}
export type SettingsCheck<T> = { ok: true; value: T } | { ok: false; message: string; issues: SettingsIssue[] };

function failed(issues: SettingsIssue[]): { ok: false; message: string; issues: SettingsIssue[] } {
  return { ok: false, message: issues[0]?.message ?? en.generic.unexpected, issues };
}
const toIssues = (e: z.ZodError, prefix: string[] = []): SettingsIssue[] =>
  e.issues.map((i) => ({ path: [...prefix, ...i.path.map(String)].join('.'), message: i.message }));

/** A whole category after a patch has been merged into it. */
export function checkSettingsCategory<C extends SettingsCategory>(
  category: C,
  value: unknown,
): SettingsCheck<PlatformSettings[C]> {
  const r = settingsSchemas[category].safeParse(value);
  return r.success ? { ok: true, value: r.data as PlatformSettings[C] } : failed(toIssues(r.error, [category]));
}

/**
 * An import file's text: JSON with a `settings` object, merged over the spec's defaults per
 * category (docs/product/validation.md), then checked as a whole. Nothing is partly accepted.
 */
export function parseSettingsImport(textContent: string): SettingsCheck<PlatformSettings> {
  let data: unknown;
  try {
    data = JSON.parse(textContent);
  } catch {
    return failed([{ path: '', message: s.invalidImport }]);
  }
  const settings = (data as { settings?: unknown } | null)?.settings;
  if (!data || typeof data !== 'object' || !settings || typeof settings !== 'object' || Array.isArray(settings)) {
    return failed([{ path: 'settings', message: s.invalidImport }]);
  }
  const issues: SettingsIssue[] = [];
  for (const [key, value] of Object.entries(settings)) {
    if (!settingsCategories.includes(key as SettingsCategory))
      issues.push({ path: key, message: f.unknownCategory(key) });
    else if (!value || typeof value !== 'object' || Array.isArray(value))
      issues.push({ path: key, message: f.categoryObject(key) });
  }
  if (issues.length) return failed(issues);
  const merged = mergeSettings(settingsDefaults, settings as Partial<PlatformSettings>);
  const r = platformSettingsSchema.safeParse(merged);
  return r.success ? { ok: true, value: r.data as PlatformSettings } : failed(toIssues(r.error));
}

/** The export file: the six categories, when, and the platform version (general.version). */
export function settingsExportFile(settings: PlatformSettings, exportedAt: Date) {
  const six = Object.fromEntries(settingsCategories.map((c) => [c, settings[c]])) as PlatformSettings;
  return { settings: six, exportedAt: exportedAt.toISOString(), version: settings.general.version };
}
