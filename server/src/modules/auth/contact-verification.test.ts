import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, randomIp, sessionCookieOf, tokenFromText } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();

const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** A user whose ID and phone are done but email is not: verifying the email completes them. */
const almostVerified = async () => {
  const u = await createUser(t, { verified: false });
  await t.db
    .updateTable('users')
    .set({ idVerifiedAt: t.clock.now(), phoneVerifiedAt: t.clock.now() })
    .where('id', '=', u.user.id)
    .execute();
  return u;
};

async function signUpAndGetLink(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: randomIp(),
    payload: {
      userType: 'client',
      email,
      firstName: 'Bea',
      lastName: 'Villanueva',
      phone: '0917 555 0199',
      password: 'Secure#Pass1',
      confirmPassword: 'Secure#Pass1',
      agreeToTerms: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return {
    cookie: sessionCookieOf(res)!,
    id: res.json().user.id as string,
    token: tokenFromText((await outboxFor(t, email))[0].text),
  };
}

describe('email verification', () => {
  it('the sign-up link verifies the email, once', async () => {
    const { id, token } = await signUpAndGetLink('bea.v@example.test');
    const res = await post('/api/auth/verify-email', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id, emailVerified: true, verified: false }); // phone and ID still required
    expect(res.json().message).toBe(en.contact.emailVerified);
    const again = await post('/api/auth/verify-email', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'token_used', message: en.contact.linkUsed });
  });

  it('refuses a made-up link and one older than 24 hours', async () => {
    expect((await post('/api/auth/verify-email', undefined, { token: 'made-up' })).json().error.code).toBe(
      'token_invalid',
    );
    const { id, token } = await signUpAndGetLink('late.v@example.test');
    clockOf(t).advance(24 * 3600_000 + 1);
    const res = await post('/api/auth/verify-email', undefined, { token });
    expect(res.json().error).toEqual({ code: 'token_expired', message: en.contact.linkExpired });
    expect((await row(id)).emailVerifiedAt).toBeNull();
  });

  it('sets verified once every required check is met', async () => {
    const u = await almostVerified();
    expect((await post('/api/auth/verify-email/resend', u.cookie)).statusCode).toBe(200);
    const token = tokenFromText((await outboxFor(t, u.email))[0].text);
    expect((await post('/api/auth/verify-email', undefined, { token })).json().user.verified).toBe(true);
    expect((await row(u.user.id)).verified).toBe(true);
  });

  it('resend needs a session, and is refused once verified', async () => {
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    const done = await createUser(t);
    const res = await post('/api/auth/verify-email/resend', done.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.contact.emailAlreadyVerified);
  });

  it('resend is limited to 5 emails an hour', async () => {
    const u = await createUser(t, { verified: false });
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/verify-email/resend', u.cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email/resend', u.cookie)).statusCode).toBe(429);
  });
});

describe('phone verification', () => {
  const codeOf = async (phone: string) => /\b(\d{6})\b/.exec((await outboxFor(t, phone))[0].text)![1];
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('texts a 6-digit code to the account phone; the right code verifies it', async () => {
    const u = await createUser(t, { verified: false });
    const sent = await post('/api/auth/phone/send-code', u.cookie);
    expect(sent.statusCode).toBe(200);
    const [sms] = await outboxFor(t, u.user.phone);
    expect(sms.kind).toBe('sms');
    const code = await codeOf(u.user.phone);
    const stored = await t.db
      .selectFrom('authTokens')
      .selectAll()
      .where('userId', '=', u.user.id)
      .where('kind', '=', 'phone_code')
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(code);
    const res = await post('/api/auth/phone/verify', u.cookie, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phoneVerified).toBe(true);
  });

  it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
    const u = await createUser(t, { verified: false });
    await post('/api/auth/phone/send-code', u.cookie);
    const code = await codeOf(u.user.phone);
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/auth/phone/verify', u.cookie, { code: wrongFor(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'code_wrong', message: en.contact.codeWrong });
    }
    expect((await post('/api/auth/phone/verify', u.cookie, { code: wrongFor(code) })).json().error.message).toBe(
      en.contact.codeTooManyTries,
    );
    const right = await post('/api/auth/phone/verify', u.cookie, { code });
    expect(right.statusCode).toBe(429);
    expect((await row(u.user.id)).phoneVerifiedAt).toBeNull();
    // A new code starts over.
    await post('/api/auth/phone/send-code', u.cookie);
    expect((await post('/api/auth/phone/verify', u.cookie, { code: await codeOf(u.user.phone) })).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes; a newer code replaces the older one', async () => {
    const u = await createUser(t, { verified: false });
    await post('/api/auth/phone/send-code', u.cookie);
    const first = await codeOf(u.user.phone);
    clockOf(t).advance(10 * 60_000 + 1);
    expect((await post('/api/auth/phone/verify', u.cookie, { code: first })).json().error).toMatchObject({
      code: 'code_expired',
      message: en.contact.codeExpired,
    });
    clockOf(t).advance(1000);
    await post('/api/auth/phone/send-code', u.cookie);
    const second = await codeOf(u.user.phone);
    if (second !== first)
      expect((await post('/api/auth/phone/verify', u.cookie, { code: first })).json().error.code).toBe('code_wrong');
  });

  it('checks input and needs a session; no code yet → asks for one', async () => {
    expect((await post('/api/auth/phone/send-code')).statusCode).toBe(401);
    expect((await post('/api/auth/phone/verify', undefined, { code: '123456' })).statusCode).toBe(401);
    const u = await createUser(t, { verified: false });
    expect((await post('/api/auth/phone/verify', u.cookie, { code: '12ab' })).statusCode).toBe(400);
    expect((await post('/api/auth/phone/verify', u.cookie, { code: '123456' })).json().error.message).toBe(
      en.contact.codeMissing,
    );
  });

  it('sends at most 5 codes an hour', async () => {
    const u = await createUser(t, { verified: false });
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/phone/send-code', u.cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/phone/send-code', u.cookie)).statusCode).toBe(429);
  });
});
