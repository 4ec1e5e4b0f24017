import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp } from '../../../test/hooks';
import { instantListing } from '../../payments/payments.fixtures';
import { checkInAs, clockAt, confirmedBooking, passOf } from './handover.fixtures';

/**
 * The gate under bursts (issue 33), on PostgreSQL where the pool's connections really overlap: the
 * wrong-PIN guard counts exactly 50 and locks (one atomic upsert), the host is told once; in "All my
 * gates" exactly 50 count toward each listing, each locked and told once; two check-ins of one pass
 * at once, one in (the partial unique index), the other 409.
 */
const t = useTestApp();
const u = {} as Record<'host' | 'client', BuiltUser>;
let listing = '';

beforeAll(async () => {
  u.host = await createUser(t, { type: 'host' });
  u.client = await createUser(t);
  listing = await instantListing(t, u.host.user.id, { capacity: 20 });
});

async function passNow(fromDay: number) {
  const id = await confirmedBooking(t, u.client, listing, fromDay, fromDay + 1);
  const pass = await passOf(t, u.client, id);
  clockAt(t, pass.validFrom, 60_000);
  for (const x of Object.values(u)) x.cookie = (await signIn(t, x.email, x.password)).cookie!;
  return { id, pass };
}

describe.runIf(!!process.env.DATABASE_URL)('bursts at the gate on PostgreSQL', () => {
  it('two check-ins of one pass at once: one 200, one 409 already checked in', async () => {
    const { id, pass } = await passNow(2);
    const both = await Promise.all([
      checkInAs(t, u.host, { code: pass.code }),
      checkInAs(t, u.host, { code: pass.qrPayload }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const open = await t.db.selectFrom('checkIns').select('id').where('bookingId', '=', id).execute();
    expect(open).toHaveLength(1);
  });

  it('60 wrong PINs at once: exactly 50 counted, the listing locked, the host told once', async () => {
    const { pass } = await passNow(5);
    const wrong = (n: number) => String((Number(pass.code) + 1 + n) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => checkInAs(t, u.host, { code: wrong(i), listingId: listing })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(49);
    expect(codes.filter((c) => c === 423)).toHaveLength(11);
    const guard = await t.db
      .selectFrom('pinGuards')
      .selectAll()
      .where('key', '=', `listing:${listing}`)
      .executeTakeFirst();
    expect(guard?.failures).toBe(50);
    expect(guard?.lockedUntil).toBeTruthy();
    await t.ctx.outbox.idle();
    const told = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', u.host.user.id)
      .where('title', 'like', 'Check-in locked%')
      .execute();
    expect(told).toHaveLength(1);
    expect((await checkInAs(t, u.host, { code: pass.code, listingId: listing })).statusCode).toBe(423);
  });

  it('60 wrong PINs at once in "All my gates": exactly 50 counted toward each listing, each locked, the host told once a listing', async () => {
    const second = await instantListing(t, u.host.user.id, { capacity: 20 });
    const { pass } = await passNow(8); // days on: the first listing's lock above is long over
    const secondPass = await passOf(t, u.client, await confirmedBooking(t, u.client, second, 8, 9));
    const taken = new Set([pass.code, secondPass.code]);
    const wrongs: string[] = [];
    for (let n = 1; wrongs.length < 60; n++) {
      const code = String((Number(pass.code) + 7 * n) % 1_000_000).padStart(6, '0');
      if (!taken.has(code)) wrongs.push(code);
    }
    const told = () =>
      t.db
        .selectFrom('notifications')
        .select(['id', 'title'])
        .where('userId', '=', u.host.user.id)
        .where('title', 'like', 'Check-in locked%')
        .execute();
    const before = (await told()).map((n) => n.id);

    const answers = await Promise.all(wrongs.map((code) => checkInAs(t, u.host, { code })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(49);
    expect(codes.filter((c) => c === 423)).toHaveLength(11);
    for (const id of [listing, second]) {
      const guard = await t.db
        .selectFrom('pinGuards')
        .selectAll()
        .where('key', '=', `listing:${id}`)
        .executeTakeFirst();
      expect(guard?.failures).toBe(50);
      expect(guard?.lockedUntil).toBeTruthy();
    }
    await t.ctx.outbox.idle();
    const fresh = (await told()).filter((n) => !before.includes(n.id));
    // One for each listing, naming it (both listings share the builder's title).
    expect(fresh).toHaveLength(2);
    expect(fresh.every((n) => n.title.startsWith('Check-in locked at "'))).toBe(true);
    expect((await checkInAs(t, u.host, { code: pass.code })).statusCode).toBe(423);
    expect((await checkInAs(t, u.host, { code: secondPass.code, listingId: second })).statusCode).toBe(423);
  });
});
