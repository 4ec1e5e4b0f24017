import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { stillSignedIn } from '../../realtime/ws-session';

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
    await t.db
      .updateTable('settings')
      .set({ data: JSON.stringify({ ...s, security: { ...s.security, sessionTimeoutMinutes: 10 } }) })
      .execute();
    t.ctx.settings.invalidate();
    try {
      clockOf(t).advance(11 * 60_000);
      expect((await me(u.cookie)).json().user).toBeNull();
    } finally {
      await t.db
        .updateTable('settings')
        .set({ data: JSON.stringify(s) })
        .execute();
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

  it('a session just looked up (kept in memory) still sees every change at the next request', async () => {
    const u = await createUser(t);
    const other = await signIn(t, u.email, u.password);
    expect((await me(other.cookie!)).json().user.firstName).toBe('Juan'); // looked up, now in memory
    // A profile change shows at once.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: u.cookie },
      payload: { firstName: 'Maria', lastName: 'Santos', phone: u.user.phone },
    });
    expect((await me(other.cookie!)).json().user.firstName).toBe('Maria');
    // Signing out everywhere else (a transaction elsewhere) ends the remembered session at once.
    await t.app.inject({ method: 'POST', url: '/api/me/sessions/revoke-others', headers: { cookie: u.cookie } });
    expect((await me(other.cookie!)).json().user).toBeNull();
    // So does a change made straight in the database.
    expect((await me(u.cookie)).json().user.id).toBe(u.user.id);
    await t.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', u.user.id).execute();
    expect((await guarded(u.cookie)).statusCode).toBe(401);
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

describe('absolute lifetime', () => {
  const HOUR = 3_600_000;

  /** Uses the session every `stepMs` (never idle) until `untilMs` after it started. */
  async function keepActive(cookie: string, stepMs: number, untilMs: number) {
    for (let used = stepMs; used <= untilMs; used += stepMs) {
      clockOf(t).advance(stepMs);
      expect((await me(cookie)).json().user).not.toBeNull();
    }
  }

  it('a client or host session ends 30 days after sign-in, however active', async () => {
    for (const type of ['client', 'host'] as const) {
      const u = await createUser(t, { type });
      await keepActive(u.cookie, 7.5 * HOUR, 30 * 24 * HOUR); // exactly 30 days: still signed in
      clockOf(t).advance(1);
      const res = await guarded(u.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthenticated', message: en.auth.sessionExpired });
      expect(await sessionRow(u.sessionId)).toBeUndefined();
    }
  });

  it('a staff session (admin, moderator) ends 12 hours after sign-in, however active', async () => {
    for (const type of ['admin', 'moderator'] as const) {
      const u = await createUser(t, { type });
      await keepActive(u.cookie, 2 * HOUR, 12 * HOUR);
      clockOf(t).advance(1);
      expect((await guarded(u.cookie)).statusCode).toBe(401);
      expect(await sessionRow(u.sessionId)).toBeUndefined();
    }
  });

  it("an open WebSocket's recheck ends a staff session after 12 hours too", async () => {
    const u = await createUser(t, { type: 'moderator' });
    await t.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(t.clock.now().getTime() + 12 * HOUR) })
      .where('id', '=', u.sessionId)
      .execute();
    clockOf(t).advance(12 * HOUR);
    expect(await stillSignedIn(t.ctx, u.sessionId)).toBe(true);
    clockOf(t).advance(1);
    expect(await stillSignedIn(t.ctx, u.sessionId)).toBe(false);
  });

  it("the cookie's Max-Age matches: 30 days for clients, 12 hours for staff", async () => {
    const client = await createUser(t);
    const admin = await createUser(t, { type: 'admin' });
    const maxAge = async (email: string, password: string) =>
      (await signIn(t, email, password)).res.cookies.find((c) => c.name === 'espasyo_session')?.maxAge;
    expect(await maxAge(client.email, client.password)).toBe(30 * 24 * 3600);
    expect(await maxAge(admin.email, admin.password)).toBe(12 * 3600);
  });
});

describe('cookie name and HSTS: PUBLIC_URL https://… (here behind a trusted proxy) or plain http', () => {
  const https = useTestApp({ env: { PUBLIC_URL: 'https://espasyo.example', TRUST_PROXY: 'true' } });

  it('names the cookie __Host-espasyo_session: Secure, HttpOnly, Lax, Path=/, no Domain', async () => {
    const u = await createUser(https);
    const { res, cookie } = await signIn(https, u.email, u.password);
    const set = res.cookies.find((c) => c.name === '__Host-espasyo_session');
    expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.domain).toBeUndefined();
    expect(res.cookies.some((c) => c.name === 'espasyo_session')).toBe(false);
    const signedIn = await https.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie! } });
    expect(signedIn.json().user.id).toBe(u.user.id);
    // The unprefixed name means nothing here (a plain-http page could have set it).
    const unprefixed = await https.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookie!.replace('__Host-', '') },
    });
    expect(unprefixed.json().user).toBeNull();
  });

  it('sends Strict-Transport-Security for a year, subdomains included', async () => {
    for (const url of ['/api/health', '/']) {
      const res = await https.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('over plain http (the default PUBLIC_URL) keeps espasyo_session and sends no HSTS', async () => {
    const u = await createUser(t);
    const { res } = await signIn(t, u.email, u.password);
    const set = res.cookies.find((c) => c.name === 'espasyo_session');
    expect(set).toMatchObject({ httpOnly: true, path: '/' });
    expect(set?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
