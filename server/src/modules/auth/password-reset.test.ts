import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, randomIp, signIn, tokenFromText } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();

const forgot = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: randomIp() });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${encodeURIComponent(token)}` });
const reset = (token: string, password = 'Brand#New9pass', confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirmPassword },
    remoteAddress: randomIp(),
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const resetTokens = (userId: string) =>
  t.db.selectFrom('authTokens').selectAll().where('userId', '=', userId).where('kind', '=', 'password_reset').execute();

async function requestLink(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  const [mail] = await outboxFor(t, email);
  return tokenFromText(mail.text);
}

describe('POST /api/auth/forgot-password', () => {
  it('emails a single-use link to /reset-password and answers with the spec message', async () => {
    const u = await createUser(t);
    const res = await forgot(u.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent! Please check your inbox.' });
    const [mail] = await outboxFor(t, u.email);
    expect(mail.subject).toBe('Reset your Espasyo password');
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/reset-password?token=`);
    expect(mail.html).toContain('/reset-password?token=');
    const [row] = await resetTokens(u.user.id);
    expect(row.tokenHash).not.toBe(tokenFromText(mail.text)); // stored hashed
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(3600_000);
  });

  it('says no account exists for an unknown email (the spec catalogue), sending nothing', async () => {
    const res = await forgot('nobody@example.test');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'no_account',
      message: 'No account found with this email address.',
    });
    expect(await outboxFor(t, 'nobody@example.test')).toHaveLength(0);
  });

  it('refuses an invalid email with the catalogue message', async () => {
    for (const email of ['nope', '', 42]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please enter a valid email address.');
    }
  });

  it('allows 5 emails an hour per account, then 429 with the spec message', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await forgot(u.email)).statusCode).toBe(200);
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many requests. Please try again later.');
    expect(await outboxFor(t, u.email)).toHaveLength(5);
    clockOf(t).advance(3600_000 + 1);
    expect((await forgot(u.email)).statusCode).toBe(200);
  });
});

describe('reset with the link', () => {
  it('GET tells whether the link can be used', async () => {
    const u = await createUser(t);
    const token = await requestLink(u.email);
    expect((await check(token)).json()).toEqual({ valid: true });
    const bad = await check('not-a-real-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'token_invalid', message: en.auth.resetLinkInvalid });
  });

  it('sets the password, ends every session, lifts a lockout, and works once', async () => {
    const u = await createUser(t, { verified: false });
    const second = await signIn(t, u.email, u.password);
    await t.db
      .updateTable('users')
      .set({ lockedUntil: new Date(t.clock.now().getTime() + 3600_000), failedLoginCount: 3 })
      .where('id', '=', u.user.id)
      .execute();
    const token = await requestLink(u.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.account.passwordResetDone);
    expect((await me(u.cookie)).json().user).toBeNull();
    expect((await me(second.cookie!)).json().user).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', u.user.id).execute()).toHaveLength(0);

    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(401);
    const fresh = await signIn(t, u.email, 'Brand#New9pass');
    expect(fresh.res.statusCode).toBe(200);
    expect(fresh.res.json().user.emailVerified).toBe(true); // the link proved the inbox

    const again = await reset(token, 'Other#Pass123');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'token_used', message: en.auth.resetLinkUsed });
    expect((await check(token)).json().error.code).toBe('token_used');
  });

  it('a reset also kills the other links still in the inbox', async () => {
    const u = await createUser(t);
    const first = await requestLink(u.email);
    const second = await requestLink(u.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).json().error.code).toBe('token_used');
  });

  it('expires after 1 hour', async () => {
    const u = await createUser(t);
    const token = await requestLink(u.email);
    clockOf(t).advance(3600_000 + 1);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'token_expired', message: en.auth.resetLinkExpired });
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
  });

  it('enforces the password policy and the confirmation, leaving the link usable', async () => {
    const u = await createUser(t);
    const token = await requestLink(u.email);
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(en.validation.passwordUppercase);
    const noSpecial = await reset(token, 'Weakpass12');
    expect(noSpecial.json().error.message).toBe(en.validation.passwordSpecial);
    const mismatch = await reset(token, 'Brand#New9pass', 'Brand#New9pas');
    expect(mismatch.json().error.message).toBe(en.validation.passwordsMismatch);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200); // unchanged
    expect((await check(token)).json()).toEqual({ valid: true });
  });
});
