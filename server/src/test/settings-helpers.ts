import type { PlatformSettings, SettingsCategory } from '@espasyo/domain';
import type { TestApp } from './app';

/** Admin settings calls for tests: `putSettings(t, cookie, 'security', { maxLoginAttempts: 3 })`. */
export function putSettings<C extends SettingsCategory>(
  t: TestApp,
  cookie: string,
  category: C,
  body: Partial<PlatformSettings[C]> | Record<string, unknown>,
) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/settings/${category}`, headers: { cookie }, payload: body });
}

export function postSettings(t: TestApp, cookie: string, action: 'import' | 'reset', payload: object = {}) {
  return t.app.inject({ method: 'POST', url: `/api/admin/settings/${action}`, headers: { cookie }, payload });
}

/** The stored settings document, straight from the database. */
export async function storedSettings(t: TestApp) {
  return t.db.selectFrom('settings').selectAll().where('id', '=', 'platform').executeTakeFirstOrThrow();
}

/** Sets settings through the API as `cookie` (an admin) and fails the test if refused. */
export async function setSettings<C extends SettingsCategory>(
  t: TestApp,
  cookie: string,
  category: C,
  body: Partial<PlatformSettings[C]>,
) {
  const res = await putSettings(t, cookie, category, body);
  if (res.statusCode !== 200) throw new Error(`settings refused: ${res.body}`);
  return res.json() as { settings: PlatformSettings };
}
