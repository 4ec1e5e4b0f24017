import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

describe('/healthz and /readyz (issue 23)', () => {
  it('/healthz: the process answers, never cached, whatever the session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: ready when the database answers and its migrations are current', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: 'ok', migrations: 'ok' } });
  });

  it('/readyz: 503 while a migration of this code has not run yet (another instance is migrating)', async () => {
    const last = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      t.db,
    );
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
  });

  it('both stay open in maintenance mode', async () => {
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: true });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(503);
    } finally {
      await setSettings(t, admin.cookie, 'general', { maintenanceMode: false });
    }
  });
});
