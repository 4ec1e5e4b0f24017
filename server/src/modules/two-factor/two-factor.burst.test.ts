import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { challengeFor, codeAt, enable2fa, post } from './two-factor.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-2fa-burst-' });
const verify = (body: object) => post(t, '/api/auth/2fa/verify', null, body);

describe('two-factor per-user cap under a parallel burst', () => {
  it('30 simultaneous wrong codes over several challenges check at most 2 × maxLoginAttempts, and the right code after is refused', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000);
    const cap = 2 * (await t.ctx.settings.get()).security.maxLoginAttempts;
    const challenges: string[] = [];
    for (let i = 0; i < 6; i++) challenges.push(await challengeFor(t, u));
    const bad = codeAt(t, secret, 10 * 60_000);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify({ challengeId: challenges[i % challenges.length], code: bad })),
    );
    expect(answers.every((a) => [400, 429].includes(a.statusCode))).toBe(true);
    const rows = await t.db
      .selectFrom('twoFactorChallenges')
      .select('attempts')
      .where('userId', '=', u.user.id)
      .execute();
    const checked = rows.reduce((n, r) => n + r.attempts, 0);
    expect(checked).toBe(cap); // exactly the cap: the rest were refused unchecked

    const right = await verify({ challengeId: await challengeFor(t, u), code: codeAt(t, secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(en.twoFactor.tooManyAttempts);
  });
});
