import { authenticator } from 'otplib';
import type { TestApp } from '../../test/app';
import { randomIp, signIn, type BuiltUser } from '../../test/builders';

/** The code an authenticator app shows at the test clock's time (otplib's defaults: 30 s, 6 digits). */
export const codeAt = (t: TestApp, secret: string, offsetMs = 0) =>
  authenticator.clone({ epoch: t.clock.now().getTime() + offsetMs }).generate(secret);

export const post = (t: TestApp, url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** Turns 2FA on for a built user; returns the secret and the recovery codes. */
export async function enable2fa(t: TestApp, u: BuiltUser) {
  const setup = (await post(t, '/api/me/2fa/setup', u.cookie)).json();
  const res = await post(t, '/api/me/2fa/enable', u.cookie, { code: codeAt(t, setup.secret) });
  if (res.statusCode !== 200) throw new Error(`enable failed: ${res.body}`);
  return { secret: setup.secret as string, recoveryCodes: res.json().recoveryCodes as string[] };
}

/** First step of sign-in for a 2FA user: the challenge id. */
export async function challengeFor(t: TestApp, u: BuiltUser): Promise<string> {
  const { res, cookie } = await signIn(t, u.email, u.password);
  if (cookie || !res.json().twoFactorRequired) throw new Error(`expected a challenge: ${res.body}`);
  return res.json().challengeId;
}
