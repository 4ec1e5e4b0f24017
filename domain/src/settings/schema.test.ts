import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../messages/en';
import { settingsDefaults, type PlatformSettings, type SettingsCategory } from './defaults';
import { checkSettingsCategory, settingsPatchSchemas, settingsSchemas } from './schema';

const s = en.settings;
const f = en.settingsFields;

// The schemas produce the stored settings type with exactly its fields (a compile-time check).
type Parsed = { [C in SettingsCategory]: z.infer<(typeof settingsSchemas)[C]> };
type SameKeys = {
  [C in SettingsCategory]: [keyof Parsed[C]] extends [keyof PlatformSettings[C]]
    ? [keyof PlatformSettings[C]] extends [keyof Parsed[C]]
      ? true
      : false
    : false;
};
const sameShape: [Parsed extends PlatformSettings ? true : false, SameKeys] = [
  true,
  { general: true, financial: true, security: true, notifications: true, api: true, storage: true },
];

function check(category: SettingsCategory, field: string, value: unknown) {
  return checkSettingsCategory(category, { ...settingsDefaults[category], [field]: value });
}

/** [category, field, lowest allowed, highest allowed, step outside, message] */
const bounds: [SettingsCategory, string, number, number, number, string][] = [
  ['financial', 'platformFeePercentage', 0, 50, 0.01, s.platformFee],
  ['financial', 'hostPayoutDelay', 0, 90, 1, f.hostPayoutDelay],
  ['financial', 'taxRate', 0, 100, 0.01, f.taxRate],
  ['financial', 'cancellationFeePercentage', 0, 100, 0.01, f.cancellationFee],
  ['security', 'passwordMinLength', 6, 128, 1, s.passwordMinLength],
  ['security', 'maxLoginAttempts', 1, 20, 1, s.maxLoginAttempts],
  ['security', 'sessionTimeoutMinutes', 5, 43_200, 1, f.sessionTimeout],
  ['security', 'accountLockoutMinutes', 1, 1_440, 1, f.accountLockout],
  ['notifications', 'notificationRetentionDays', 1, 3_650, 1, f.notificationRetention],
  ['api', 'webhookTimeout', 1_000, 120_000, 1, f.webhookTimeout],
  ['storage', 'maxFileSize', 1_024, 52_428_800, 1, f.maxFileSize],
  ['storage', 'imageQuality', 1, 100, 1, f.imageQuality],
  ['storage', 'thumbnailSize', 50, 2_000, 1, f.thumbnailSize],
];

describe('settings validation at its bounds', () => {
  it.each(bounds)('%s.%s accepts %d and %d and refuses just outside', (category, field, low, high, step, message) => {
    expect(check(category, field, low).ok).toBe(true);
    expect(check(category, field, high).ok).toBe(true);
    for (const bad of [low - step, high + step]) {
      const r = check(category, field, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(message);
    }
  });

  it('minimum payout: 0 passes, -0.01 is refused with the spec message', () => {
    expect(check('financial', 'minimumPayout', 0).ok).toBe(true);
    expect(check('financial', 'minimumPayout', -0.01)).toMatchObject({
      ok: false,
      message: 'Minimum payout cannot be negative',
    });
    expect(check('financial', 'minimumPayout', 1_000_001)).toMatchObject({ ok: false, message: f.minimumPayoutMax });
  });

  it('rate limit per minute: 1 and 10,000 pass, 0 and 10,001 are refused with the spec message', () => {
    const api = (perMinute: number) =>
      checkSettingsCategory('api', {
        ...settingsDefaults.api,
        rateLimitPerMinute: perMinute,
        rateLimitPerHour: 1_000_000,
        rateLimitPerDay: 10_000_000,
      });
    expect(api(1).ok).toBe(true);
    expect(api(10_000).ok).toBe(true);
    expect(api(0)).toMatchObject({ ok: false, message: 'Rate limit per minute must be between 1 and 10,000' });
    expect(api(10_001)).toMatchObject({ ok: false, message: 'Rate limit per minute must be between 1 and 10,000' });
  });

  it('rate limits per hour and day have their own bounds and may not undercut the shorter window', () => {
    const api = (v: Partial<PlatformSettings['api']>) =>
      checkSettingsCategory('api', { ...settingsDefaults.api, ...v });
    expect(api({ rateLimitPerHour: 0 })).toMatchObject({ ok: false, message: f.rateLimitPerHour });
    expect(api({ rateLimitPerDay: 10_000_001 })).toMatchObject({ ok: false, message: f.rateLimitPerDay });
    expect(api({ rateLimitPerHour: 99 })).toMatchObject({ ok: false, message: f.rateLimitHourBelowMinute });
    expect(api({ rateLimitPerHour: 100, rateLimitPerDay: 100 }).ok).toBe(true);
    expect(api({ rateLimitPerDay: 999 })).toMatchObject({ ok: false, message: f.rateLimitDayBelowHour });
  });

  it('open requests: per space 1 to 100, never more than per client', () => {
    const security = (v: Partial<PlatformSettings['security']>) =>
      checkSettingsCategory('security', { ...settingsDefaults.security, ...v });
    expect(security({ maxOpenRequestsPerListing: 6 })).toMatchObject({
      ok: false,
      message: f.openRequestsPerListingAboveAll,
    });
    expect(security({ maxOpenRequests: 100, maxOpenRequestsPerListing: 100 }).ok).toBe(true);
    expect(security({ maxOpenRequests: 100, maxOpenRequestsPerListing: 101 })).toMatchObject({
      ok: false,
      message: f.maxOpenRequestsPerListing,
    });
    expect(security({ maxOpenRequests: 2.5 })).toMatchObject({ ok: false, message: f.maxOpenRequests });
    expect(security({ maxOpenRequests: 101 })).toMatchObject({ ok: false, message: f.maxOpenRequests });
    expect(security({ maxOpenRequests: 0, maxOpenRequestsPerListing: 0 }).ok).toBe(false);
    expect(security({ maxOpenRequests: 1, maxOpenRequestsPerListing: 1 }).ok).toBe(true);
    expect(security({ maxOpenRequestsPerListing: 0 })).toMatchObject({
      ok: false,
      message: f.maxOpenRequestsPerListing,
    });
  });

  it('spec messages are word for word', () => {
    expect(s.platformFee).toBe('Platform fee must be between 0% and 50%');
    expect(s.passwordMinLength).toBe('Password minimum length must be between 6 and 128 characters');
    expect(s.maxLoginAttempts).toBe('Max login attempts must be between 1 and 20');
  });

  it('whole-number fields refuse fractions and every number refuses the wrong type', () => {
    expect(check('security', 'maxLoginAttempts', 2.5)).toMatchObject({ ok: false, message: s.maxLoginAttempts });
    expect(check('financial', 'platformFeePercentage', '9')).toMatchObject({ ok: false, message: s.platformFee });
    expect(check('financial', 'platformFeePercentage', 9.5).ok).toBe(true);
    expect(check('security', 'passwordMinLength', null)).toMatchObject({ ok: false, message: s.passwordMinLength });
  });
});

describe('settings validation of text, lists and choices', () => {
  const cases: [SettingsCategory, string, unknown, unknown, string][] = [
    ['general', 'currency', 'PHP', 'PESO', f.currency],
    ['general', 'currency', 'USD', 'XYZ', f.currency],
    ['general', 'timezone', 'Asia/Manila', 'Mars/Olympus', f.timezone],
    ['general', 'timezone', 'UTC', '', f.timezone],
    ['general', 'language', 'fil', 'de', f.language],
    ['general', 'dateFormat', 'YYYY-MM-DD', 'YYYY/DD', f.dateFormat],
    ['general', 'contactEmail', 'help@espasyo.ph', 'help@espasyo', f.contactEmail],
    ['general', 'privacyPolicyUrl', 'https://espasyo.ph/privacy', 'javascript:alert(1)', f.url('Privacy policy URL')],
    ['general', 'termsOfServiceUrl', '/terms', '//evil.example/terms', f.url('Terms of service URL')],
    ['general', 'supportUrl', '/#support', 'ftp://files.example', f.url('Support URL')],
    ['general', 'platformName', 'x', '   ', f.platformName],
    ['general', 'platformName', 'x'.repeat(100), 'x'.repeat(101), f.platformName],
    ['general', 'platformDescription', 'd'.repeat(500), 'd'.repeat(501), f.platformDescription],
    ['general', 'maintenanceMessage', 'm'.repeat(500), '', f.maintenanceMessage],
    ['general', 'maintenanceMode', true, 'yes', f.maintenanceMode],
    ['general', 'version', '2.10.3', 'v2', f.version],
    ['financial', 'refundPolicy', 'strict', 'lenient', f.refundPolicy],
    ['financial', 'paymentGateway', 'paymongo', 'paypal', f.paymentGateway],
    ['financial', 'autoPayouts', false, 1, f.onOff('Automatic payouts')],
    ['notifications', 'reportInterval', 'monthly', 'hourly', f.reportInterval],
    ['api', 'apiVersion', 'v2', '2', f.apiVersion],
    ['api', 'corsOrigins', ['https://espasyo.ph', 'http://localhost:5173'], ['https://espasyo.ph/path'], f.corsOrigin],
    [
      'api',
      'corsOrigins',
      Array.from({ length: 50 }, (_, i) => `https://a${i}.ph`),
      Array.from({ length: 51 }, (_, i) => `https://a${i}.ph`),
      f.corsOrigin,
    ],
    ['storage', 'maxFileSize', 10_485_760, -1, f.maxFileSize],
    [
      'storage',
      'allowedImageTypes',
      ['png', 'gif', 'avif', 'heic'],
      ['png', 'bmp'],
      f.imageTypes('jpg, jpeg, png, webp, gif, avif, heic'),
    ],
    ['storage', 'allowedImageTypes', ['webp'], [], f.imageTypes('jpg, jpeg, png, webp, gif, avif, heic')],
    [
      'storage',
      'allowedImageTypes',
      ['png', 'jpg'],
      ['png', 'png'],
      f.imageTypes('jpg, jpeg, png, webp, gif, avif, heic'),
    ],
    [
      'storage',
      'allowedDocumentTypes',
      ['pdf', 'xlsx'],
      ['exe'],
      f.documentTypes('pdf, doc, docx, odt, rtf, xls, xlsx'),
    ],
    ['storage', 'cloudStorageProvider', 's3', 'gcs', f.cloudStorageProvider],
  ];
  it.each(cases)('%s.%s accepts %j and refuses %j', (category, field, good, bad, message) => {
    expect(check(category, field, good).ok).toBe(true);
    expect(check(category, field, bad)).toMatchObject({ ok: false, message });
  });

  it('refuses unknown keys in a category and in a patch', () => {
    const r = checkSettingsCategory('general', { ...settingsDefaults.general, colour: 'blue' });
    expect(r).toMatchObject({ ok: false, message: 'Unknown setting: colour' });
    const p = settingsPatchSchemas.financial.safeParse({ platformFeePercentage: 10, bonus: 1 });
    expect(p.success).toBe(false);
    expect(p.error?.issues[0].message).toBe('Unknown setting: bonus');
  });

  it('a patch may hold any subset of fields, each with its own message', () => {
    expect(settingsPatchSchemas.security.safeParse({ maxLoginAttempts: 3 }).success).toBe(true);
    expect(settingsPatchSchemas.security.safeParse({ maxLoginAttempts: 21 }).error?.issues[0].message).toBe(
      s.maxLoginAttempts,
    );
  });

  it('the defaults themselves are valid', () => {
    for (const c of Object.keys(settingsSchemas) as SettingsCategory[])
      expect(checkSettingsCategory(c, settingsDefaults[c]).ok).toBe(true);
    void sameShape;
  });
});
