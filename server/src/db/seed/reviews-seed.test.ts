import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { seedDemoData } from './index';
import { DEMO_PASSWORD } from './users';

/** The demo reviews (issue 22): the listings' ratings are made of them; every state is there to see. */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-reviews-' });

const cookieOf = async (email: string) => (await signIn(t, email, DEMO_PASSWORD)).cookie!;
const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  clockOf(t).set(new Date('2027-03-17T02:30:00Z'));
  await seedDemoData(t.ctx, { photoDir });
  await seedDemoData(t.ctx, { photoDir }); // a second start adds nothing
});

describe('demo reviews', () => {
  it('both ways, some blind, one hidden with a reason, one with a host reply, one reported', async () => {
    const rows = await t.db.selectFrom('reviews').selectAll().execute();
    const dirs = new Set(rows.map((r) => r.direction));
    expect(dirs).toEqual(new Set(['client_to_host', 'host_to_client']));
    expect(rows.filter((r) => r.status === 'blind').length).toBeGreaterThanOrEqual(1);
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.hiddenReason).toContain('phone number');
    expect(rows.filter((r) => r.replyBody)).toHaveLength(1);
    expect(await t.db.selectFrom('reviewReports').select('reviewId').execute()).toHaveLength(1);
    // Seeded twice, written once.
    expect(new Set(rows.map((r) => `${r.bookingId}:${r.direction}`)).size).toBe(rows.length);
  });

  it("listings' and users' ratings are exactly their visible reviews'; no listing has a made-up rating", async () => {
    const listings = await t.db.selectFrom('listings').select(['id', 'rating', 'totalRatings']).execute();
    const visible = await t.db
      .selectFrom('reviews')
      .select(['listingId', 'subjectId', 'rating', 'direction'])
      .where('status', '=', 'visible')
      .execute();
    for (const l of listings) {
      const mine = visible.filter((r) => r.listingId === l.id && r.direction === 'client_to_host');
      const avg = mine.length ? Math.round((mine.reduce((s, r) => s + r.rating, 0) / mine.length) * 100) / 100 : 0;
      expect([l.totalRatings, Number(l.rating)], l.id).toEqual([mine.length, avg]);
    }
    expect(listings.filter((l) => l.totalRatings > 0).length).toBeGreaterThanOrEqual(2);
    const admin = await cookieOf('admin@espasyo.test');
    const recompute = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/recompute',
      headers: { cookie: admin },
    });
    // Staff must pass two-factor first in some set-ups; where it answers, nothing needs correcting.
    if (recompute.statusCode === 200) expect(recompute.json()).toEqual({ listings: 0, users: 0 });
  });

  it('the demo client and the demo host each have a completed booking with a review to write', async () => {
    const client = await get(await cookieOf('client@espasyo.test'), '/api/me/reviews');
    expect(client.toWrite.length).toBeGreaterThanOrEqual(1);
    expect(client.written.length).toBeGreaterThanOrEqual(2);
    expect(client.received.length).toBeGreaterThanOrEqual(1);
    const host = await get(await cookieOf('host@espasyo.test'), '/api/me/reviews');
    expect(host.toWrite.map((w: { bookingId: string }) => w.bookingId)).toEqual(
      expect.arrayContaining([client.toWrite[0].bookingId]),
    );
    expect(host.received.some((r: { reply: unknown }) => r.reply)).toBe(true);
  });
});
