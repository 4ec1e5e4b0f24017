import { describe, expect, it } from 'vitest';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { setSettings, submit, userAwaitingId } from './verification.fixtures';

// How long ID review usually takes (issue 30, decision 0065): the median of staff's recent
// decisions, told to a user whose ID is still to be checked.

const t = useTestApp({ tempDataDir: 'espasyo-review-time-' });
const MINUTE = 60_000;
let admin: BuiltUser;

const mine = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: { cookie } })).json();

/** A submission that staff decide `minutes` after it came in. */
async function reviewedAfter(minutes: number, decision: 'approve' | 'reject' = 'approve') {
  const u = await userAwaitingId(t);
  const id = (await submit(t, u.cookie)).json().requestId as string;
  clockOf(t).advance(minutes * MINUTE);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/verification/${id}/${decision}`,
    headers: { cookie: admin.cookie },
    ...(decision === 'reject' ? { payload: { reason: 'The photo of the ID is blurred' } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the usual ID review time', () => {
  it("is the median of staff's recent decisions, unknown with fewer than three, and told only to those still to be checked", async () => {
    admin = await createUser(t, { type: 'admin' });
    const waiting = await userAwaitingId(t);
    expect((await mine(waiting.cookie)).usualReviewMinutes).toBeNull();

    await reviewedAfter(10);
    await reviewedAfter(40, 'reject');
    expect((await mine(waiting.cookie)).usualReviewMinutes).toBeNull(); // two decisions tell nothing yet

    await reviewedAfter(13);
    expect((await mine(waiting.cookie)).usualReviewMinutes).toBe(13);

    // A host approved on the spot by autoVerifyHosts was not reviewed by anyone: not counted.
    await setSettings(t, { security: { autoVerifyHosts: true } });
    const host = await userAwaitingId(t, 'host');
    expect((await submit(t, host.cookie)).json().status).toBe('approved');
    await setSettings(t, { security: { autoVerifyHosts: false } });
    expect((await mine(waiting.cookie)).usualReviewMinutes).toBe(13);

    // The user with the pending request reads it beside their status; a verified user has no use for it.
    await submit(t, waiting.cookie);
    expect(await mine(waiting.cookie)).toMatchObject({ status: 'pending', usualReviewMinutes: 13 });
    expect((await mine(admin.cookie)).usualReviewMinutes).toBeNull();
  });

  it('counts only the last 30 days', async () => {
    clockOf(t).advance(31 * 24 * 60 * MINUTE);
    admin = await createUser(t, { type: 'admin' }); // the first one's session ended long ago
    const waiting = await userAwaitingId(t);
    expect((await mine(waiting.cookie)).usualReviewMinutes).toBeNull();
    for (const minutes of [120, 180, 240]) await reviewedAfter(minutes);
    const later = await userAwaitingId(t); // nine hours on, the first one's session has ended
    expect((await mine(later.cookie)).usualReviewMinutes).toBe(180);
  });
});
