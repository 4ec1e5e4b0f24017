import { describe, expect, it } from 'vitest';
import { settingsDefaults } from './defaults';
import { parseSettingsImport, settingsExportFile } from './schema';

const invalid = 'Invalid import format: missing settings object';

describe('settings import file', () => {
  it.each([
    ['not JSON', 'settings: yes'],
    ['JSON without settings', '{"general":{}}'],
    ['settings is not an object', '{"settings":"all"}'],
    ['settings is an array', '{"settings":[]}'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('refuses %s with the spec message', (_name, text) => {
    expect(parseSettingsImport(text)).toMatchObject({ ok: false, message: invalid });
  });

  it('merges each category over the defaults', () => {
    const r = parseSettingsImport(
      JSON.stringify({ settings: { financial: { platformFeePercentage: 12 }, general: { currency: 'PHP' } } }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.financial).toEqual({ ...settingsDefaults.financial, platformFeePercentage: 12 });
    expect(r.value.general.currency).toBe('PHP');
    expect(r.value.general.timezone).toBe('UTC'); // from the spec defaults, not the installation
    expect(r.value.security).toEqual(settingsDefaults.security);
  });

  it('refuses an invalid value inside with its own message and path', () => {
    const r = parseSettingsImport(JSON.stringify({ settings: { security: { maxLoginAttempts: 0 } } }));
    expect(r).toMatchObject({ ok: false, message: 'Max login attempts must be between 1 and 20' });
    if (!r.ok) expect(r.issues[0].path).toBe('security.maxLoginAttempts');
  });

  it('refuses unknown categories and unknown keys', () => {
    expect(parseSettingsImport('{"settings":{"billing":{}}}')).toMatchObject({
      ok: false,
      message: 'Unknown settings category: billing',
    });
    expect(parseSettingsImport('{"settings":{"api":{"x":1}}}')).toMatchObject({
      ok: false,
      message: 'Unknown setting: x',
    });
    expect(parseSettingsImport('{"settings":{"api":5}}')).toMatchObject({
      ok: false,
      message: 'Settings category api must be an object',
    });
  });

  it('an export file imports back to the same settings', () => {
    const custom = { ...settingsDefaults, general: { ...settingsDefaults.general, platformName: 'Espasyo PH' } };
    const file = settingsExportFile(custom, new Date('2026-01-02T03:04:05Z'));
    expect(file.exportedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(file.version).toBe('1.0.0');
    expect(Object.keys(file.settings)).toEqual(['general', 'financial', 'security', 'notifications', 'api', 'storage']);
    const back = parseSettingsImport(JSON.stringify(file));
    expect(back).toEqual({ ok: true, value: custom });
  });
});
