import { paths } from '../paths';
import { CONTACT_EMAIL, defaultPasswordPolicy, PH_TIME_ZONE, PLATFORM_NAME, type PasswordPolicy } from './basics';

export { defaultPasswordPolicy, PH_TIME_ZONE, type PasswordPolicy } from './basics';

/**
 * Platform settings: the built-in defaults are exactly docs/product/settings.md (currency USD,
 * timezone UTC). A fresh installation writes `installedSettings` (PHP, Asia/Manila over them), and
 * "Reset to defaults" restores those (design §1, docs/product/ground-rules.md).
 */
export const settingsDefaults = {
  general: {
    platformName: PLATFORM_NAME,
    platformDescription:
      'Rent storage rooms, parking slots and warehouse space from verified hosts across the Philippines.',
    currency: 'USD',
    timezone: 'UTC',
    language: 'en',
    dateFormat: 'MM/DD/YYYY',
    maintenanceMode: false,
    maintenanceMessage: 'Espasyo is down for scheduled maintenance. We will be back shortly.',
    contactEmail: CONTACT_EMAIL,
    privacyPolicyUrl: paths.legal.privacy.getHref(),
    termsOfServiceUrl: paths.legal.terms.getHref(),
    supportUrl: paths.home.getHref('support'),
    version: '1.0.0',
  },
  financial: {
    platformFeePercentage: 9,
    hostPayoutDelay: 7,
    refundPolicy: 'flexible' as 'flexible' | 'moderate' | 'strict',
    taxCalculationEnabled: false,
    taxRate: 12,
    minimumPayout: 50,
    paymentGateway: 'stripe' as 'stripe' | 'paymongo' | 'sandbox',
    autoPayouts: true,
    cancellationFeePercentage: 5,
    /** Withhold 1% of one-half of each payout (RR 16-2023); ours, off by default (decision 0038). */
    payoutWithholding: false,
    /** Who issues the fee invoices (decision 0039): the registered name, address and TIN. Ours. */
    companyName: 'Espasyo',
    companyAddress: '',
    companyTin: '',
    /** Monthly tenancies (issue 32, ours): days after a bill's due date before the host may end it for non-payment. */
    tenancyGraceDays: 5,
    /** The least notice a host gives to end a monthly tenancy (ours). */
    tenancyHostNoticeDays: 30,
  },
  security: {
    requireIdVerification: true,
    autoVerifyHosts: false,
    backgroundCheckRequired: false,
    twoFactorAuthRequired: false,
    sessionTimeoutMinutes: 480,
    maxLoginAttempts: 5,
    accountLockoutMinutes: 30,
    passwordMinLength: defaultPasswordPolicy.minLength,
    passwordRequireSpecialChar: defaultPasswordPolicy.requireSpecialChar,
    passwordRequireNumbers: defaultPasswordPolicy.requireNumbers,
    passwordRequireUppercase: defaultPasswordPolicy.requireUppercase,
    phoneVerificationRequired: true,
    emailVerificationRequired: true,
    /**
     * A client's booking requests waiting for a host's answer (pending) at one time, in all and on
     * one space: each holds its units until answered or a day passes (issue 29). Ours.
     */
    maxOpenRequests: 5,
    maxOpenRequestsPerListing: 3,
    /** Minutes an hourly booking's access pass is valid before and after its hours (issue 33). Ours. */
    passMarginMinutes: 15,
  },
  notifications: {
    emailNotifications: true,
    smsNotifications: true,
    pushNotifications: true,
    marketingEmails: false,
    bookingConfirmations: true,
    paymentNotifications: true,
    reviewNotifications: true,
    systemAlerts: true,
    maintenanceNotifications: true,
    reportInterval: 'weekly' as 'daily' | 'weekly' | 'monthly',
    notificationRetentionDays: 30,
  },
  api: {
    rateLimitPerMinute: 100,
    rateLimitPerHour: 1000,
    rateLimitPerDay: 10000,
    allowCors: false,
    corsOrigins: [] as string[],
    webhookTimeout: 30000,
    enableApiLogs: true,
    apiVersion: 'v1',
  },
  storage: {
    maxFileSize: 10485760,
    allowedImageTypes: ['jpg', 'jpeg', 'png', 'webp'],
    allowedDocumentTypes: ['pdf', 'doc', 'docx'],
    imageQuality: 85,
    generateThumbnails: true,
    thumbnailSize: 300,
    cloudStorageProvider: 'local' as 'local' | 's3',
  },
};

export type PlatformSettings = typeof settingsDefaults;
export type SettingsCategory = keyof PlatformSettings;
export const settingsCategories = Object.keys(settingsDefaults) as SettingsCategory[];

/** Written over the defaults when a fresh installation first starts (docs/product/ground-rules.md). */
const installOverrides = { general: { currency: 'PHP', timezone: PH_TIME_ZONE } } as const;

/** Merge a partial settings object over the defaults, category by category. */
export function mergeSettings(
  base: PlatformSettings,
  patch: Partial<{ [K in SettingsCategory]: Partial<PlatformSettings[K]> }> | null | undefined,
): PlatformSettings {
  const out = JSON.parse(JSON.stringify(base)) as PlatformSettings;
  for (const cat of settingsCategories) {
    const p = patch?.[cat];
    if (p && typeof p === 'object') Object.assign(out[cat], p);
  }
  return out;
}

/**
 * The values a fresh installation writes — the built-in defaults with `installOverrides` (PHP,
 * Asia/Manila) — and the values "Reset to defaults" restores (design §1): one definition for both.
 */
export const installedSettings: PlatformSettings = mergeSettings(settingsDefaults, installOverrides);

/** The small part of the settings that anyone may read (no admin rights needed). */
export function publicSettings(s: PlatformSettings) {
  const g = s.general;
  return {
    platformName: g.platformName,
    platformDescription: g.platformDescription,
    // Shown in the footer (the field's help text says so).
    version: g.version,
    currency: g.currency,
    // The web shows dates and days in it, as the server counts them.
    timezone: g.timezone,
    language: g.language,
    dateFormat: g.dateFormat,
    contactEmail: g.contactEmail,
    privacyPolicyUrl: g.privacyPolicyUrl,
    termsOfServiceUrl: g.termsOfServiceUrl,
    supportUrl: g.supportUrl,
    maintenanceMode: g.maintenanceMode,
    maintenanceMessage: g.maintenanceMessage,
    // The sign-up and reset forms must know the password policy to check it in the browser.
    passwordPolicy: passwordPolicyOf(s),
    allowedImageTypes: s.storage.allowedImageTypes,
    allowedDocumentTypes: s.storage.allowedDocumentTypes,
    maxFileSize: s.storage.maxFileSize,
    // A tenancy's notice dialog says the earliest end the server will allow (issue 32).
    tenancy: { graceDays: s.financial.tenancyGraceDays, hostNoticeDays: s.financial.tenancyHostNoticeDays },
  };
}

export function passwordPolicyOf(s: PlatformSettings): PasswordPolicy {
  return {
    minLength: s.security.passwordMinLength,
    requireSpecialChar: s.security.passwordRequireSpecialChar,
    requireNumbers: s.security.passwordRequireNumbers,
    requireUppercase: s.security.passwordRequireUppercase,
  };
}
