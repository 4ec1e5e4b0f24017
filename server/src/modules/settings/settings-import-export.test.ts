import { describe, expect, it } from 'vitest';
import { installedSettings, settingsDefaults } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { postSettings, putSettings, storedSettings } from '../../test/settings-helpers';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const importText = (content: string) => postSettings(t, admin.cookie, 'import', { fileName: 'settings.json', content });
const invalid = 'Failed to import settings: Invalid import format: missing settings object';

describe('GET /api/admin/settings/export', () => {
  it('downloads {settings (six categories), exportedAt, version} as a JSON file', async () => {
    await putSettings(t, admin.cookie, 'financial', { platformFeePercentage: 11 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/export',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="espasyo-settings-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(Object.keys(file)).toEqual(['settings', 'exportedAt', 'version']);
    expect(Object.keys(file.settings)).toEqual(['general', 'financial', 'security', 'notifications', 'api', 'storage']);
    expect(file.settings.financial.platformFeePercentage).toBe(11);
    expect(file.exportedAt).toBe(t.clock.now().toISOString());
    expect(file.version).toBe('1.0.0');
  });
});

describe('POST /api/admin/settings/import', () => {
  it('merges each category of the file over the spec defaults and stamps importedAt', async () => {
    await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 9 });
    const res = await importText(
      JSON.stringify({ settings: { financial: { platformFeePercentage: 15 }, general: { platformName: 'Imported' } } }),
    );
    expect(res.statusCode).toBe(200);
    const { settings, importedAt } = res.json();
    expect(settings.financial).toEqual({ ...settingsDefaults.financial, platformFeePercentage: 15 });
    expect(settings.general).toEqual({ ...settingsDefaults.general, platformName: 'Imported' });
    expect(settings.security.maxLoginAttempts).toBe(5); // not in the file: back to the default
    expect(importedAt).toBe(t.clock.now().toISOString());
    expect((await t.ctx.settings.get()).financial.platformFeePercentage).toBe(15);
  });

  it('an exported file imports back unchanged', async () => {
    await putSettings(t, admin.cookie, 'storage', { allowedImageTypes: ['png', 'webp'] });
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings/export', headers: { cookie: admin.cookie } })
    ).body;
    await putSettings(t, admin.cookie, 'storage', { allowedImageTypes: ['jpg'] });
    const res = await importText(exported);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.storage.allowedImageTypes).toEqual(['png', 'webp']);
  });

  it.each([
    ['not JSON', 'platformFeePercentage = 9'],
    ['JSON without a settings object', JSON.stringify({ general: { platformName: 'X' } })],
    ['settings that is not an object', JSON.stringify({ settings: 'everything' })],
    ['an empty file', ''],
  ])('refuses %s with the spec message and changes nothing', async (_name, content) => {
    const before = await storedSettings(t);
    const res = await importText(content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(invalid);
    expect(await storedSettings(t)).toEqual(before);
  });

  it('refuses an invalid value inside with its own message, and changes nothing', async () => {
    const before = await storedSettings(t);
    const history = (await t.db.selectFrom('settingsHistory').select('id').execute()).length;
    const res = await importText(
      JSON.stringify({ settings: { financial: { platformFeePercentage: 60 }, general: { platformName: 'Never' } } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Failed to import settings: Platform fee must be between 0% and 50%',
      fields: { 'financial.platformFeePercentage': 'Platform fee must be between 0% and 50%' },
    });
    expect(await storedSettings(t)).toEqual(before);
    expect(await t.db.selectFrom('settingsHistory').select('id').execute()).toHaveLength(history);
  });

  it('refuses unknown categories and unknown keys', async () => {
    expect((await importText(JSON.stringify({ settings: { billing: {} } }))).json().error.message).toBe(
      'Failed to import settings: Unknown settings category: billing',
    );
    expect((await importText(JSON.stringify({ settings: { api: { graphql: true } } }))).json().error.message).toBe(
      'Failed to import settings: Unknown setting: graphql',
    );
  });

  it('needs the file text in the body', async () => {
    const res = await postSettings(t, admin.cookie, 'import', { settings: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Failed to import settings: /);
  });
});

describe('POST /api/admin/settings/reset', () => {
  it('resets one category to the spec defaults and leaves the others', async () => {
    await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 3, sessionTimeoutMinutes: 60 });
    await putSettings(t, admin.cookie, 'financial', { platformFeePercentage: 20 });
    const res = await postSettings(t, admin.cookie, 'reset', { category: 'security' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.security).toEqual(settingsDefaults.security);
    expect(res.json().settings.financial.platformFeePercentage).toBe(20);
  });

  it('resets everything to what a fresh installation writes: the spec values with PHP and Asia/Manila (design §1)', async () => {
    // What first start writes on an empty database.
    await t.db.deleteFrom('settings').execute();
    await t.ctx.settings.ensureInstalled();
    const fresh = (await storedSettings(t)).data;
    await putSettings(t, admin.cookie, 'general', { currency: 'USD', timezone: 'UTC', platformName: 'Other' });
    await putSettings(t, admin.cookie, 'financial', { platformFeePercentage: 20 });
    const res = await postSettings(t, admin.cookie, 'reset', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(installedSettings);
    expect(res.json().settings).toEqual(fresh);
    expect((await t.ctx.settings.get()).general).toMatchObject({ currency: 'PHP', timezone: 'Asia/Manila' });
  });

  it('resets the general category alone to PHP and Asia/Manila too', async () => {
    await putSettings(t, admin.cookie, 'general', { currency: 'USD', timezone: 'UTC' });
    const res = await postSettings(t, admin.cookie, 'reset', { category: 'general' });
    expect(res.json().settings.general).toEqual(installedSettings.general);
    expect(res.json().settings.general).toMatchObject({ currency: 'PHP', timezone: 'Asia/Manila' });
  });

  it('refuses an unknown category with the reset wording', async () => {
    const res = await postSettings(t, admin.cookie, 'reset', { category: 'billing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Failed to reset settings: /);
  });
});
