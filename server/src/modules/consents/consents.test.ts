import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn, type AdminLegal, type MyConsents } from '@espasyo/domain';
import { clockOf, createUser, randomIp, sessionCookieOf, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { browserKeys, usePushService } from '../push/push.fixtures';

/**
 * The legal texts and the consent log (issue 34, Data Privacy Act of 2012; decision 0091): what is
 * recorded when, the re-consent after a new version takes effect, withdrawing, staff's page and the
 * data download. Runs on PGlite, and on PostgreSQL with DATABASE_URL (the burst).
 */
const push = usePushService();
const t = useTestApp({ pushNetwork: push.network });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });

const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: '203.0.113.7',
    headers: { 'user-agent': UA, ...(cookie ? { cookie } : {}) },
  });
const logOf = (userId: string) =>
  t.db.selectFrom('consents').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
const today = () => calendarDayIn('Asia/Manila', t.clock.now());
const me = async (cookie: string) => (await req('GET', '/api/auth/me', cookie)).json();
const consents = async (cookie: string): Promise<MyConsents> => (await req('GET', '/api/me/consents', cookie)).json();
let labels = 0;
const publish = (kind: 'terms' | 'privacy', effectiveOn: string, cookie = admin.cookie, label = `v-test-${++labels}`) =>
  req('POST', `/api/admin/legal/${kind}/versions`, cookie, {
    label,
    effectiveOn,
    bodyEn: `## Changes\nVersion ${label} of the ${kind}.`,
    bodyFil: `## Mga pagbabago\nBersyon ${label}.`,
  });

describe('the legal texts', () => {
  it('the versions in effect are seeded from the pages, in English and Filipino, with their dates', async () => {
    const terms = await req('GET', '/api/legal/terms');
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({
      kind: 'terms',
      label: '2026-01',
      effectiveOn: '2026-11-24',
      lang: 'en',
      current: true,
    });
    expect(terms.json().body).toContain('## Payments, fees and refunds');
    const fil = (await req('GET', '/api/legal/privacy?lang=fil')).json();
    expect(fil).toMatchObject({ label: '2026-01', effectiveOn: '2026-11-23', lang: 'fil' });
    expect(fil.body).toContain('Data Privacy Act of 2012');
    expect((await req('GET', '/api/legal/terms/versions')).json().items).toEqual([
      { label: '2026-01', effectiveOn: '2026-11-24', publishedAt: expect.any(String), current: true },
    ]);
    expect((await req('GET', '/api/legal/terms?version=nope')).statusCode).toBe(404);
    expect((await req('GET', '/api/legal/other')).statusCode).toBe(400);
  });
});

describe('recording consents', () => {
  it('sign-up records the terms and the privacy policy in effect, from its device', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '198.51.100.20',
      headers: { 'user-agent': UA },
      payload: {
        userType: 'client',
        email: 'ana.reyes@example.ph',
        firstName: 'Ana',
        lastName: 'Reyes',
        phone: '+63 917 555 0101',
        password: 'Secure#Pass1',
        confirmPassword: 'Secure#Pass1',
        agreeToTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().user.id;
    const log = await logOf(id);
    expect(log.map((r) => [r.kind, r.action, r.version])).toEqual([
      ['terms', 'given', '2026-01'],
      ['privacy', 'given', '2026-01'],
    ]);
    expect(log[0]).toMatchObject({ userAgent: UA, ip: '198.51.100.20' });
    const row = await t.db
      .selectFrom('users')
      .select(['termsVersion', 'privacyVersion'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ termsVersion: '2026-01', privacyVersion: '2026-01' });
    expect((await me(sessionCookieOf(res)!)).consentsDue).toBeUndefined();
  });

  it('marketing emails switched on and off are each a row, with the device; other changes are none', async () => {
    const u = await createUser(t);
    const prefs = (await req('GET', '/api/me/notification-preferences', u.cookie)).json().preferences;
    const put = (p: object) => req('PUT', '/api/me/notification-preferences', u.cookie, { ...prefs, ...p });
    expect((await put({ marketingEmails: true })).statusCode).toBe(200);
    expect((await put({ marketingEmails: true, soundAlerts: !prefs.soundAlerts })).statusCode).toBe(200);
    expect((await put({ marketingEmails: false })).statusCode).toBe(200);
    const log = await logOf(u.user.id);
    expect(log.map((r) => [r.kind, r.action])).toEqual([
      ['marketing_emails', 'given'],
      ['marketing_emails', 'withdrawn'],
    ]);
    expect(log[0]).toMatchObject({ userAgent: UA, sessionId: u.sessionId, ip: '203.0.113.7', version: null });
    const mine = await consents(u.cookie);
    expect(mine.current.find((c) => c.kind === 'marketing_emails')).toMatchObject({ given: false });
    expect(mine.history.map((h) => h.action)).toEqual(['withdrawn', 'given']);
  });

  it('web push: each device subscribing and unsubscribing is a row with its subscription id', async () => {
    const u = await createUser(t);
    const sub = () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      keys: browserKeys().json,
    });
    const a = (await req('POST', '/api/me/push-subscriptions', u.cookie, sub())).json();
    const b = (await req('POST', '/api/me/push-subscriptions', u.cookie, sub())).json();
    expect((await req('DELETE', `/api/me/push-subscriptions/${a.id}`, u.cookie)).statusCode).toBe(204);
    const log = await logOf(u.user.id);
    expect(log.map((r) => [r.kind, r.action, r.deviceId])).toEqual([
      ['web_push', 'given', a.id],
      ['web_push', 'given', b.id],
      ['web_push', 'withdrawn', a.id],
    ]);
    const states = (await consents(u.cookie)).current.filter((c) => c.kind === 'web_push');
    expect(states.map((s) => [s.deviceId, s.given])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });

  it('another user cannot read my consents: each reads only their own', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const prefs = (await req('GET', '/api/me/notification-preferences', a.cookie)).json().preferences;
    await req('PUT', '/api/me/notification-preferences', a.cookie, { ...prefs, marketingEmails: true });
    expect((await consents(a.cookie)).history).toHaveLength(1);
    expect((await consents(b.cookie)).history).toHaveLength(0);
    expect((await req('GET', '/api/me/consents')).statusCode).toBe(401);
    // No route takes another's id: the path with one is not found.
    expect((await req('GET', `/api/me/consents/${a.user.id}`, b.cookie)).statusCode).toBe(404);
  });
});

describe('a new version and the re-consent', () => {
  let u: BuiltUser;
  it('is not due before it takes effect; from its day the session says so, until agreed', async () => {
    u = await createUser(t);
    const tomorrow = addCalendarDays(today(), 1);
    const res = await publish('terms', tomorrow, admin.cookie, 'v-next');
    expect(res.statusCode, res.body).toBe(201);
    expect((await me(u.cookie)).consentsDue).toBeUndefined();
    expect((await req('GET', '/api/legal/terms?version=v-next')).statusCode).toBe(404); // not public before its day
    // A day later it is in effect.
    clockOf(t).advance(24 * 3_600_000);
    for (const who of [u, admin, moderator]) {
      const s = await signIn(t, who.email, who.password);
      who.cookie = s.cookie!;
      who.sessionId = (
        await t.db
          .selectFrom('sessions')
          .select('id')
          .where('userId', '=', who.user.id)
          .orderBy('createdAt', 'desc')
          .executeTakeFirstOrThrow()
      ).id;
    }
    expect((await me(u.cookie)).consentsDue).toEqual([
      { kind: 'terms', version: 'v-next', effectiveOn: tomorrow, previous: '2026-01' },
    ]);
    expect((await req('GET', '/api/legal/terms')).json()).toMatchObject({ label: 'v-next', current: true });
    const older = (await req('GET', '/api/legal/terms?version=2026-01')).json();
    expect(older).toMatchObject({ label: '2026-01', current: false, currentLabel: 'v-next' });
    // The page's shell state carries it too.
    const page = await t.app.inject({ method: 'GET', url: '/client/settings', headers: { cookie: u.cookie } });
    if (page.statusCode === 200 && page.body.includes('shell-state')) expect(page.body).toContain('v-next');
    // Agreeing to another version is refused; to this one clears it.
    expect(
      (await req('POST', '/api/me/consents', u.cookie, { kind: 'terms', version: '2026-01' })).json().error.code,
    ).toBe('legal_version_not_current');
    const agreed = await req('POST', '/api/me/consents', u.cookie, { kind: 'terms', version: 'v-next' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().due).toEqual([]);
    expect((await me(u.cookie)).consentsDue).toBeUndefined();
    const log = await logOf(u.user.id);
    expect(log.at(-1)).toMatchObject({
      kind: 'terms',
      action: 'given',
      version: 'v-next',
      userAgent: UA,
      sessionId: u.sessionId,
    });
  });

  it('the same agreement sent ten times at once records one row (a burst; on PostgreSQL too)', async () => {
    const v = await createUser(t);
    await t.db.updateTable('users').set({ termsVersion: '2026-01' }).where('id', '=', v.user.id).execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => req('POST', '/api/me/consents', v.cookie, { kind: 'terms', version: 'v-next' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = (await logOf(v.user.id)).filter((r) => r.kind === 'terms' && r.version === 'v-next');
    expect(rows).toHaveLength(1);
  });

  it('staff see each version with how many agree to it now; publishing is audited', async () => {
    const before = (await req('GET', '/api/admin/legal', admin.cookie)).json() as AdminLegal;
    const terms = before.kinds.find((k) => k.kind === 'terms')!;
    expect(terms.versions.map((v) => [v.label, v.current])).toEqual([
      ['v-next', true],
      ['2026-01', false],
    ]);
    // u and v agreed to v-next (the burst's user once).
    expect(terms.versions[0]!.agreed).toBe(2);
    const n = terms.versions[1]!.agreed;
    expect(n).toBeGreaterThan(0);
    // A new sign-up agrees to v-next: one more there, none more on 2026-01.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomIp(),
      payload: {
        userType: 'host',
        email: 'ben.cruz@example.ph',
        firstName: 'Ben',
        lastName: 'Cruz',
        phone: '+63 917 555 0102',
        password: 'Secure#Pass1',
        confirmPassword: 'Secure#Pass1',
        agreeToTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const after = ((await req('GET', '/api/admin/legal', admin.cookie)).json() as AdminLegal).kinds.find(
      (k) => k.kind === 'terms',
    )!;
    expect(after.versions.map((v) => v.agreed)).toEqual([3, n]);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'legal.published').execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, targetType: 'legal_text' });
    expect(audit[0]!.after).toMatchObject({ kind: 'terms', label: 'v-next' });
  });

  it('a label twice, a day past, or a body too long is refused; moderators and clients are refused', async () => {
    expect((await publish('terms', today(), admin.cookie, 'v-next')).json().error.code).toBe('legal_version_exists');
    const past = await publish('privacy', addCalendarDays(today(), -1));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty('effectiveOn');
    const long = await req('POST', '/api/admin/legal/privacy/versions', admin.cookie, {
      label: 'v-long',
      effectiveOn: today(),
      bodyEn: 'x'.repeat(40_001),
      bodyFil: 'x',
    });
    expect(long.statusCode).toBe(400);
    const client = await createUser(t);
    for (const cookie of [moderator.cookie, client.cookie]) {
      expect((await req('GET', '/api/admin/legal', cookie)).statusCode).toBe(403);
      expect((await publish('privacy', today(), cookie)).statusCode).toBe(403);
    }
    expect((await req('GET', '/api/admin/legal')).statusCode).toBe(401);
    const audits = await t.db.selectFrom('auditLog').select('id').where('action', '=', 'legal.published').execute();
    expect(audits).toHaveLength(1); // the refused ones left none
  });
});

describe('the data download and closing the account', () => {
  it('the download lists every consent; closing the account withdraws those still given', async () => {
    const u = await createUser(t);
    const prefs = (await req('GET', '/api/me/notification-preferences', u.cookie)).json().preferences;
    await req('PUT', '/api/me/notification-preferences', u.cookie, { ...prefs, marketingEmails: true });
    await req('POST', '/api/me/consents', u.cookie, { kind: 'terms', version: 'v-next' });
    const data = (await req('GET', '/api/me/data-export', u.cookie)).json();
    expect(data.consents.map((c: { kind: string; action: string }) => [c.kind, c.action])).toEqual([
      ['terms', 'given'],
      ['marketing_emails', 'given'],
    ]);
    expect(data.consents[0]).toMatchObject({ version: 'v-next', device: UA, ip: '203.0.113.7' });
    const del = await req('POST', '/api/me/delete-account', u.cookie, { password: u.password, confirmation: 'DELETE' });
    expect(del.statusCode, del.body).toBe(200);
    const log = await logOf(u.user.id);
    expect(
      log
        .filter((r) => r.action === 'withdrawn')
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['marketing_emails', 'terms']);
    // The log is append-only: an UPDATE or DELETE is refused.
    await expect(t.db.deleteFrom('consents').where('userId', '=', u.user.id).execute()).rejects.toThrow(/append-only/);
    await expect(
      t.db.updateTable('consents').set({ ip: null }).where('userId', '=', u.user.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await logOf(u.user.id)).toHaveLength(log.length);
  });
});
