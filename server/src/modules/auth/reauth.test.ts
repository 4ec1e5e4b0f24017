import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, randomIp, signIn, tokenFromText, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { codeAt, enable2fa } from '../two-factor/two-factor.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-reauth-' });

const send = (method: 'POST' | 'PATCH', url: string, u: BuiltUser | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: u ? { cookie: u.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const post = (url: string, u: BuiltUser | null, payload?: object) => send('POST', url, u, payload);
const later = () => clockOf(t).advance(5 * 60_000 + 1000); // past the 5 minutes after sign-in
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const required = { code: 'reauth_required', message: en.reauth.required, fields: { password: en.reauth.required } };

describe('re-authentication before sensitive changes', () => {
  it('two-factor setup: free within 5 minutes of signing in, then it needs the password', async () => {
    const u = await createUser(t);
    clockOf(t).advance(5 * 60_000 - 1000);
    expect((await post('/api/me/2fa/setup', u)).statusCode).toBe(200);

    const v = await createUser(t);
    later();
    const refused = await post('/api/me/2fa/setup', v);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(required);
    const wrong = await post('/api/me/2fa/setup', v, { password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: en.reauth.wrongPassword });
    expect((await post('/api/me/2fa/setup', v, { password: v.password })).statusCode).toBe(200);
  });

  it('a new sign-in opens the window again', async () => {
    const u = await createUser(t);
    later();
    expect((await post('/api/me/2fa/setup', u)).statusCode).toBe(403);
    const { cookie } = await signIn(t, u.email, u.password);
    expect((await post('/api/me/2fa/setup', { ...u, cookie: cookie! })).statusCode).toBe(200);
  });

  it('wrong passwords given to re-authenticate count toward the lockout', async () => {
    const u = await createUser(t);
    later();
    for (let i = 0; i < 4; i++)
      expect((await post('/api/me/2fa/setup', u, { password: 'Wrong#Pass1' })).statusCode).toBe(400);
    const fifth = await post('/api/me/2fa/setup', u, { password: 'Wrong#Pass1' });
    expect(fifth.statusCode).toBe(423);
    const right = await post('/api/me/2fa/setup', u, { password: u.password });
    expect(right.json().error).toMatchObject({
      message: en.auth.tooManyAttempts,
      fields: { password: en.auth.tooManyAttempts },
    });
  });

  it('new recovery codes: need re-authentication, replace the old ones, are audited and emailed', async () => {
    const u = await createUser(t);
    const { secret, recoveryCodes: old } = await enable2fa(t, u);
    later();
    expect((await post('/api/me/2fa/recovery-codes', u)).json().error).toEqual(required);
    const res = await post('/api/me/2fa/recovery-codes', u, { password: u.password });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);

    const challenge = async () => (await signIn(t, u.email, u.password)).res.json().challengeId as string;
    expect(
      (await post('/api/auth/2fa/verify', null, { challengeId: await challenge(), recoveryCode: old[0] })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/2fa/verify', null, { challengeId: await challenge(), recoveryCode: fresh[0] })).statusCode,
    ).toBe(200);
    const audit = await t.db.selectFrom('auditLog').select('action').where('targetId', '=', u.user.id).execute();
    expect(audit.map((a) => a.action)).toContain('two_factor.recovery_codes');
    expect((await outboxFor(t, u.email))[0]?.subject).toBe(en.twoFactor.recoveryRegeneratedSubject);
    expect(codeAt(t, secret)).toMatch(/^\d{6}$/);
  });

  it('new recovery codes need two-factor to be on', async () => {
    const u = await createUser(t);
    expect((await post('/api/me/2fa/recovery-codes', u)).json().error.message).toBe(en.twoFactor.notEnabled);
  });

  it('a new phone number needs re-authentication; a new name does not', async () => {
    const u = await createUser(t);
    later();
    const profile = { firstName: 'Maria', lastName: 'Santos', phone: u.user.phone };
    expect((await send('PATCH', '/api/me/profile', u, profile)).statusCode).toBe(200);
    const phone = { ...profile, phone: '+63 917 555 0101' };
    const refused = await send('PATCH', '/api/me/profile', u, phone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(required);
    expect((await userRow(u.user.id)).phone).toBe(u.user.phone);
    const ok = await send('PATCH', '/api/me/profile', u, { ...phone, password: u.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ phone: '+63 917 555 0101', phoneVerified: false });
  });
});

describe('POST /api/me/email', () => {
  it('needs re-authentication, then changes nothing until the link sent to the new address is opened', async () => {
    const u = await createUser(t);
    later();
    const newEmail = `new.${u.email}`;
    expect((await post('/api/me/email', u, { email: newEmail })).json().error).toEqual(required);
    const res = await post('/api/me/email', u, { email: ` ${newEmail.toUpperCase()} `, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.emailChange.sent(newEmail));
    expect((await userRow(u.user.id)).email).toBe(u.email);
    expect((await outboxFor(t, u.email))[0]).toMatchObject({ subject: en.emailChange.noticeSubject });
    expect((await outboxFor(t, u.email))[0].text).toContain(newEmail);
    const link = (await outboxFor(t, newEmail))[0];
    expect(link.subject).toBe(en.emailChange.confirmSubject);

    // Opened on another device, not signed in.
    const confirm = await post('/api/auth/email-change/confirm', null, { token: tokenFromText(link.text) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      user: { email: newEmail, emailVerified: true },
      message: en.emailChange.changed,
    });
    expect((await signIn(t, newEmail, u.password)).res.statusCode).toBe(200);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(401);
    const again = await post('/api/auth/email-change/confirm', null, { token: tokenFromText(link.text) });
    expect(again.json().error.message).toBe(en.emailChange.linkUsed);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', u.user.id)
      .where('action', '=', 'account.email_changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(newEmail);
  });

  it('refuses the same address, an address in use and a malformed one', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const same = await post('/api/me/email', u, { email: u.email.toUpperCase() });
    expect(same.json().error).toMatchObject({ code: 'email_unchanged', fields: { email: en.emailChange.same } });
    const taken = await post('/api/me/email', u, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'email_in_use', fields: { email: en.emailChange.inUse } });
    expect((await post('/api/me/email', u, { email: 'not-an-email' })).json().error.message).toBe(en.validation.email);
    expect((await post('/api/me/email', u, { email: `${'a'.repeat(250)}@example.test` })).json().error.message).toBe(
      en.validation.emailMax,
    );
  });

  it('a link for an address someone took meanwhile is refused; a new password cancels an open change', async () => {
    const u = await createUser(t);
    const wanted = `wanted.${u.email}`;
    await post('/api/me/email', u, { email: wanted });
    const link = (await outboxFor(t, wanted))[0];
    await createUser(t, { email: wanted });
    const taken = await post('/api/auth/email-change/confirm', null, { token: tokenFromText(link.text) });
    expect(taken.statusCode).toBe(409);
    expect((await userRow(u.user.id)).email).toBe(u.email);

    const v = await createUser(t);
    const next = `next.${v.email}`;
    await post('/api/me/email', v, { email: next });
    const pending = (await outboxFor(t, next))[0];
    const change = await post('/api/me/password', v, {
      currentPassword: v.password,
      password: 'Another#Pass9',
      confirmPassword: 'Another#Pass9',
    });
    expect(change.statusCode).toBe(200);
    const cancelled = await post('/api/auth/email-change/confirm', null, { token: tokenFromText(pending.text) });
    expect(cancelled.json().error.message).toBe(en.emailChange.linkUsed);
    expect((await userRow(v.user.id)).email).toBe(v.email);
  });
});
