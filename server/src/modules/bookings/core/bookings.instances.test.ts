import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { openDatabase, type Database } from '../../../db/client';
import { useTestApp, useUser } from '../../../test/hooks';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';

/**
 * Bookings with more than one server on one database (issue 19): the last unit still goes to
 * one request when the requests reach two instances at once, and the timers, stored with the
 * bookings, fire after a restart, once, whichever instance gets there first. On PostgreSQL each
 * instance has its own pool, as two servers would; on PGlite they share the one handle.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const clients = [useUser(t, { type: 'client' }), useUser(t, { type: 'client' })];
const HOUR = 3_600_000;

type Instance = Awaited<ReturnType<typeof createApp>>;
const opened: { instance: Instance; db: { db: Database; close(): Promise<void> } | null }[] = [];

/** Another server on the same database, with the same settings and clock. */
async function startInstance(): Promise<Instance> {
  const url = t.ctx.env.DATABASE_URL;
  const db = url ? await openDatabase({ url }) : null;
  const instance = await createApp({ db: db?.db ?? t.db, env: t.ctx.env, clock: t.clock });
  await instance.app.ready();
  opened.push({ instance, db });
  return instance;
}
async function stopInstance(instance: Instance) {
  const i = opened.findIndex((o) => o.instance === instance);
  await instance.app.close();
  await opened[i].db?.close();
  opened.splice(i, 1);
}
afterAll(async () => {
  for (const { instance } of [...opened]) await stopInstance(instance);
});

let second: Instance;
beforeAll(async () => {
  second = await startInstance();
});

const book = (app: Instance['app'], cookie: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/bookings', headers: { cookie }, payload: body });

describe('two instances, one database', () => {
  it('64 requests for the last unit, half to each instance: exactly one booking, no 5xx', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const body = { listingId: listing, startDate: await dayFromToday(t, 20), endDate: await dayFromToday(t, 22) };
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) => book(i % 2 ? t.app : second.app, clients[i % 4 < 2 ? 0 : 1].cookie, body)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(63);
    const held = await t.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listingId', '=', listing)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(1);
  });
});

describe('timers across a restart', () => {
  it('a request made before a restart expires after it, once, though two fresh instances tick at once', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const days = { startDate: await dayFromToday(t, 8), endDate: await dayFromToday(t, 9) };
    const made = await book(second.app, clients[0].cookie, { listingId: listing, ...days });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;

    // The server that took it stops; a day passes with no server running.
    await stopInstance(second);
    clockOf(t).advance(25 * HOUR);

    // Two servers start; each runs its scheduler's first tick as it starts (main.ts).
    const [a, b] = [await startInstance(), await startInstance()];
    await Promise.all([a.ctx.jobs.tick(), b.ctx.jobs.tick()]);
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'dueAction'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', dueAction: null });
    const events = await t.db
      .selectFrom('processEvents')
      .select('action')
      .where('process', '=', 'booking')
      .where('recordId', '=', id)
      .where('action', '=', 'expire_request')
      .execute();
    expect(events).toHaveLength(1);

    // The days are free again: a new request, on the restarted servers, holds them.
    const cookie = (await signIn(t, clients[1].user.email, DEFAULT_PASSWORD)).cookie!;
    expect((await book(a.app, cookie, { listingId: listing, ...days })).statusCode).toBe(201);
  });
});
