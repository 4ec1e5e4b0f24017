import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { purgeViewVisitors } from './analytics.service';

/**
 * A listing page's views (issue 22, decision 0049): counted when GET /api/listings/:id (which the
 * server-rendered /spaces/{id} reads too) is read by someone other than its host or staff, once
 * per visitor, listing and day; robots not counted; no address or browser stored; yesterday's
 * visitor hashes and salt deleted by the job. A burst of the same visitor counts once (run it on
 * PostgreSQL with DATABASE_URL to have the reads really overlap).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });
const client = useUser(t, { type: 'client' });

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let listing = '';
beforeAll(async () => {
  listing = await insertListing(t, host.user.id, { city: cities.makati, approvedAt: t.clock.now() });
});

const read = (o: { ua?: string; ip?: string; cookie?: string; id?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/listings/${o.id ?? listing}`,
    remoteAddress: o.ip ?? '203.0.113.7',
    headers: { 'user-agent': o.ua ?? CHROME, ...(o.cookie ? { cookie: o.cookie } : {}) },
  });

async function viewsOf(id = listing) {
  const { rows } = await sql<{ day: string; views: number }>`select to_char(day, 'YYYY-MM-DD') as day, views
    from listing_daily_views where listing_id = ${id} order by day`.execute(t.db);
  return rows;
}
const total = async (id = listing) => (await viewsOf(id)).reduce((n, r) => n + r.views, 0);

describe('listing views', () => {
  it('counts a visitor once a day however often they read the page; another browser or address is another visitor', async () => {
    const before = await total();
    for (let i = 0; i < 3; i++) expect((await read()).statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
    await read({ ua: FIREFOX });
    await read({ ip: '198.51.100.4' });
    expect(await total()).toBe(before + 3);
  });

  it("does not count the host's own views, nor staff's", async () => {
    const before = await total();
    for (const u of [host, admin, moderator])
      expect((await read({ cookie: u.cookie, ip: '192.0.2.50' })).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });

  it('counts a signed-in client once a day, from any address or browser', async () => {
    const before = await total();
    await read({ cookie: client.cookie, ip: '192.0.2.60' });
    await read({ cookie: client.cookie, ip: '192.0.2.61', ua: FIREFOX });
    expect(await total()).toBe(before + 1);
  });

  it('does not count robots, link previews or scripts', async () => {
    const before = await total();
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ])
      expect((await read({ ua, ip: '192.0.2.70' })).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });

  it('counts nothing for a listing that is not found or not live', async () => {
    const paused = await insertListing(t, host.user.id, { city: cities.makati, status: 'paused' });
    expect((await read({ id: paused })).statusCode).toBe(404);
    expect(await total(paused)).toBe(0);
  });

  it('keeps only a day, a listing and a 16-byte hash per visitor: no address or browser', async () => {
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'listing_view_visitors' order by column_name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(['day', 'listing_id', 'visitor']);
    const { rows: v } = await sql<{
      n: number;
    }>`select length(visitor)::int as n from listing_view_visitors limit 1`.execute(t.db);
    expect(v[0].n).toBe(16);
  });

  it('counts the same visitor again the next day; the job then deletes the past days’ hashes and salt', async () => {
    const before = await viewsOf();
    clockOf(t).advance(24 * 3_600_000);
    await read();
    const after = await viewsOf();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.views).toBe(1);
    const { rows: salts } = await sql<{ n: number }>`select count(*)::int as n from analytics_salts`.execute(t.db);
    expect(salts[0].n).toBe(2);
    expect(await purgeViewVisitors(t.ctx)).toBeGreaterThan(0);
    const { rows: left } = await sql<{ n: number; s: number }>`select
      (select count(*)::int from listing_view_visitors) as n, (select count(*)::int from analytics_salts) as s`.execute(
      t.db,
    );
    expect(left[0]).toEqual({ n: 1, s: 1 });
    // The counts stay.
    expect(await viewsOf()).toEqual(after);
  });

  it('a burst of 20 reads by one new visitor counts one view', async () => {
    const fresh = await insertListing(t, host.user.id, { city: cities.makati });
    const answers = await Promise.all(Array.from({ length: 20 }, () => read({ id: fresh, ip: '192.0.2.99' })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await total(fresh)).toBe(1);
  });
});
