import { describe, expect, it } from 'vitest';
import { en, type SettingsCategory } from '@espasyo/domain';
import { createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { putSettings, storedSettings } from '../../test/settings-helpers';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const s = en.settings;
const f = en.settingsFields;

/** [category, field, just inside, just outside, message]: the server refuses and stores nothing. */
const bounds: [SettingsCategory, string, unknown, unknown, string][] = [
  ['financial', 'platformFeePercentage', 50, 50.01, 'Platform fee must be between 0% and 50%'],
  ['financial', 'platformFeePercentage', 0, -0.01, 'Platform fee must be between 0% and 50%'],
  ['financial', 'minimumPayout', 0, -1, 'Minimum payout cannot be negative'],
  ['security', 'passwordMinLength', 6, 5, 'Password minimum length must be between 6 and 128 characters'],
  ['security', 'passwordMinLength', 128, 129, 'Password minimum length must be between 6 and 128 characters'],
  ['security', 'maxLoginAttempts', 1, 0, 'Max login attempts must be between 1 and 20'],
  ['security', 'maxLoginAttempts', 20, 21, 'Max login attempts must be between 1 and 20'],
  ['api', 'rateLimitPerMinute', 1, 0, 'Rate limit per minute must be between 1 and 10,000'],
  ['api', 'rateLimitPerMinute', 1000, 10_001, 'Rate limit per minute must be between 1 and 10,000'],
  ['security', 'sessionTimeoutMinutes', 5, 4, f.sessionTimeout],
  ['security', 'accountLockoutMinutes', 1440, 1441, f.accountLockout],
  ['security', 'maxOpenRequests', 100, 101, f.maxOpenRequests],
  ['security', 'maxOpenRequestsPerListing', 1, 0, f.maxOpenRequestsPerListing],
  ['financial', 'cancellationFeePercentage', 100, 100.01, f.cancellationFee],
  ['financial', 'taxRate', 0, -1, f.taxRate],
  ['storage', 'maxFileSize', 1024, -1, f.maxFileSize],
  [
    'storage',
    'allowedImageTypes',
    ['png', 'gif'],
    ['png', 'bmp'],
    f.imageTypes('jpg, jpeg, png, webp, gif, avif, heic'),
  ],
  ['storage', 'allowedDocumentTypes', ['pdf'], ['exe'], f.documentTypes('pdf, doc, docx, odt, rtf, xls, xlsx')],
  ['general', 'contactEmail', 'help@espasyo.ph', 'help at espasyo', f.contactEmail],
  ['general', 'timezone', 'Asia/Manila', 'Asia/Atlantis', f.timezone],
  ['general', 'currency', 'PHP', 'PES', f.currency],
  ['general', 'supportUrl', 'https://help.espasyo.ph', 'javascript:alert(1)', f.url('Support URL')],
  ['notifications', 'notificationRetentionDays', 3650, 3651, f.notificationRetention],
  ['api', 'webhookTimeout', 120_000, 120_001, f.webhookTimeout],
];

describe('PUT /api/admin/settings/:category validation (docs/product/validation.md)', () => {
  it.each(bounds)(
    '%s.%s: %j is saved, %j is refused with its message and nothing changes',
    async (category, field, inside, outside, message) => {
      const ok = await putSettings(t, admin.cookie, category, { [field]: inside });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().settings[category][field]).toEqual(inside);
      const before = await storedSettings(t);
      const historyBefore = await t.db.selectFrom('settingsHistory').select('id').execute();
      const auditBefore = await t.db.selectFrom('auditLog').select('id').execute();

      const res = await putSettings(t, admin.cookie, category, { [field]: outside });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_error',
        message: s.updateFailed(message),
        fields: { [field]: message },
      });
      const after = await storedSettings(t);
      expect(after.data).toEqual(before.data);
      expect(after.updatedAt).toEqual(before.updatedAt);
      expect(await t.db.selectFrom('settingsHistory').select('id').execute()).toHaveLength(historyBefore.length);
      expect(await t.db.selectFrom('auditLog').select('id').execute()).toHaveLength(auditBefore.length);
      expect((await t.ctx.settings.get())[category]).toEqual(after.data[category]);
    },
  );

  it('refuses the whole save when one of several fields is wrong', async () => {
    const before = await storedSettings(t);
    const res = await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 3, passwordMinLength: 200 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Failed to update settings: Password minimum length must be between 6 and 128 characters',
    );
    expect((await storedSettings(t)).data).toEqual(before.data);
  });

  it('refuses unknown keys, wrong types and rules that compare two fields', async () => {
    const unknown = await putSettings(t, admin.cookie, 'general', { platformName: 'X', colour: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Failed to update settings: Unknown setting: colour');
    const wrongType = await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: '5' });
    expect(wrongType.json().error.message).toBe(
      'Failed to update settings: Max login attempts must be between 1 and 20',
    );
    const fraction = await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 2.5 });
    expect(fraction.statusCode).toBe(400);
    const hour = await putSettings(t, admin.cookie, 'api', { rateLimitPerMinute: 5000, rateLimitPerHour: 4000 });
    expect(hour.json().error).toMatchObject({
      message: s.updateFailed(f.rateLimitHourBelowMinute),
      fields: { rateLimitPerHour: f.rateLimitHourBelowMinute },
    });
    const requests = await putSettings(t, admin.cookie, 'security', {
      maxOpenRequests: 2,
      maxOpenRequestsPerListing: 3,
    });
    expect(requests.json().error).toMatchObject({
      message: s.updateFailed(f.openRequestsPerListingAboveAll),
      fields: { maxOpenRequestsPerListing: f.openRequestsPerListingAboveAll },
    });
  });

  it('an unknown category is not an endpoint', async () => {
    const res = await putSettings(t, admin.cookie, 'billing' as SettingsCategory, { x: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('a save changes only the fields sent, stamps updatedAt and lastUpdatedBy, and applies at once', async () => {
    const a = await createUser(t, { type: 'admin' });
    const res = await putSettings(t, a.cookie, 'general', { platformName: '  Espasyo PH  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.general.platformName).toBe('Espasyo PH'); // trimmed
    expect(body.settings.general.currency).toBe('PHP');
    expect(body.lastUpdatedBy).toMatchObject({ id: a.user.id, email: a.email });
    expect(body.updatedAt).toBe(t.clock.now().toISOString());
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.json().platformName).toBe('Espasyo PH');
    expect(pub.json().timezone).toBe('Asia/Manila'); // the web shows dates in it
  });

  it('GET /api/admin/settings returns the six categories and the document fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().settings)).toEqual([
      'general',
      'financial',
      'security',
      'notifications',
      'api',
      'storage',
    ]);
    expect(res.json()).toHaveProperty('createdAt');
    expect(res.json()).toHaveProperty('importedAt', null);
  });
});
