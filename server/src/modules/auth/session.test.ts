import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createTestApp } from '../../test/app';
import { clockOf, createUser, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();

const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const guarded = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie } });
const sessionRow = (id: string) => t.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

describe('sessions', () => {
  it('GET /api/auth/me answers 200 with user null when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('treats an unknown cookie as signed out and clears it', async () => {
    const res = await me('espasyo_session=forged-value');
    expect(res.json()).toEqual({ user: null });
    const cleared = res.cookies.find((c) => c.name === 'espasyo_session');
    expect(cleared?.value).toBe('');
  });

  it('ends after the idle timeout (480 minutes) and says so', async () => {
    const u = await createUser(t);
    clockOf(t).advance(479 * 60_000);
    expect((await me(u.cookie)).json().user.id).toBe(u.user.id); // activity moves the idle clock
    clockOf(t).advance(479 * 60_000);
    expect((await me(u.cookie)).json().user.id).toBe(u.user.id);
    clockOf(t).advance(480 * 60_000 + 1);
    const res = await guarded(u.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthenticated', message: en.auth.sessionExpired });
    expect(await sessionRow(u.sessionId)).toBeUndefined();
    expect((await me(u.cookie)).json().user).toBeNull();
  });

  it('reads the idle timeout live from the settings', async () => {
    const u = await createUser(t);
    const s = await t.ctx.settings.get();
    await t.db.updateTable('settings').set({ data: JSON.stringify({ ...s, security: { ...s.security, sessionTimeoutMinutes: 10 } }) }).execute();
    t.ctx.settings.invalidate();
    try {
      clockOf(t).advance(11 * 60_000);
      expect((await me(u.cookie)).json().user).toBeNull();
    } finally {
      await t.db.updateTable('settings').set({ data: JSON.stringify(s) }).execute();
      t.ctx.settings.invalidate();
    }
  });

  it('writes last_seen_at at most once a minute', async () => {
    const u = await createUser(t);
    const start = (await sessionRow(u.sessionId))!.lastSeenAt;
    clockOf(t).advance(30_000);
    await me(u.cookie);
    expect((await sessionRow(u.sessionId))!.lastSeenAt).toEqual(start);
    clockOf(t).advance(31_000);
    await me(u.cookie);
    expect((await sessionRow(u.sessionId))!.lastSeenAt).toEqual(t.clock.now());
  });

  it('POST /api/auth/signout deletes the session and clears the cookie (204)', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'espasyo_session')?.value).toBe('');
    expect(await sessionRow(u.sessionId)).toBeUndefined();
    expect((await me(u.cookie)).json().user).toBeNull();
    // Signing out twice, or without a session, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout' })).statusCode).toBe(204);
  });

  it('sign-out ends only this session; another device stays signed in', async () => {
    const u = await createUser(t);
    const other = await signIn(t, u.email, u.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: u.cookie } });
    expect((await me(other.cookie!)).json().user.id).toBe(u.user.id);
  });

  it('a disabled or suspended user is signed out at the next request', async () => {
    for (const status of ['disabled', 'suspended'] as const) {
      const u = await createUser(t);
      await t.db.updateTable('users').set({ status }).where('id', '=', u.user.id).execute();
      expect((await guarded(u.cookie)).statusCode).toBe(401);
      expect(await sessionRow(u.sessionId)).toBeUndefined();
    }
  });

  it('signing in with a dead cookie still hands out a working new one', async () => {
    const u = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: u.cookie } });
    const { res, cookie } = await signIn(t, u.email, u.password, { cookie: u.cookie });
    expect(res.cookies.filter((c) => c.name === 'espasyo_session')).toHaveLength(1);
    expect((await me(cookie!)).json().user.id).toBe(u.user.id);
  });

  it('guarded routes answer 401 with the sign-in message when there is no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthenticated', message: en.auth.signInRequired });
  });
});

describe('cookie over HTTPS', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://espasyo.example' } });
    try {
      const u = await createUser(https);
      const { res } = await signIn(https, u.email, u.password);
      expect(res.cookies.find((c) => c.name === 'espasyo_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });
});
