import { beforeAll, describe, expect, it } from 'vitest';
import { formatDayTime, lastMinuteOf, passTokenPattern } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { checkInAs, clockAt, confirmedBooking, inviteTokenFor, passOf } from './handover.fixtures';

/**
 * The access pass and the gate (issue 33): the client's pass, check-in and check-out by PIN and QR,
 * the refusals (another host's code, outside the dates, already in, a cancelled pass sent offline),
 * every scan on the booking for both sides, gate keepers, and the wrong-PIN lock.
 */
const t = useTestApp();
const u = {} as Record<'host' | 'client' | 'otherClient' | 'otherHost' | 'keeper' | 'admin', BuiltUser>;
const l = { main: '', second: '', other: '' };

/** The clock moved to `ms` after `iso`, everyone signed in again (8 idle hours end a session). */
async function moveTo(iso: string, ms = 0) {
  clockAt(t, iso, ms);
  for (const x of Object.values(u)) x.cookie = (await signIn(t, x.email, x.password)).cookie!;
}

beforeAll(async () => {
  for (const [k, type] of [
    ['host', 'host'],
    ['client', 'client'],
    ['otherClient', 'client'],
    ['otherHost', 'host'],
    ['keeper', 'client'],
    ['admin', 'admin'],
  ] as const) {
    u[k] = await createUser(t, { type, ...(k === 'keeper' ? { phone: '0918 555 0199' } : {}) });
  }
  await setSettings(t, u.admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  l.main = await instantListing(t, u.host.user.id, { capacity: 50 });
  l.second = await instantListing(t, u.host.user.id, { capacity: 50 });
  l.other = await instantListing(t, u.otherHost.user.id, { capacity: 50 });
});

describe('the pass', () => {
  it("is the client's: a PIN, a QR token drawn as SVG, the booking's span; the same on every read", async () => {
    const id = await confirmedBooking(t, u.client, l.main, 2, 3);
    const pass = await passOf(t, u.client, id);
    expect(pass.code).toMatch(/^\d{6}$/);
    expect(pass.qrPayload).toMatch(passTokenPattern);
    expect(pass.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(pass.qrSvg).not.toMatch(/<script/i);
    const booking = (await as(t, u.client.cookie).get(`/api/bookings/${id}`)).json();
    expect(pass).toMatchObject({
      bookingId: id,
      validFrom: booking.startsAt,
      validUntil: booking.endsAt,
      kind: 'booking',
      units: 1,
      listing: { id: l.main },
      renter: { name: `${u.client.user.firstName} ${u.client.user.lastName}` },
    });
    expect((await passOf(t, u.client, id)).code).toBe(pass.code);
  });

  it('is made once when opened on two phones at once', async () => {
    const id = await confirmedBooking(t, u.client, l.main, 4, 4);
    const both = await Promise.all([passOf(t, u.client, id), passOf(t, u.client, id)]);
    expect(both[0].code).toBe(both[1].code);
    const rows = await t.db.selectFrom('accessPasses').select('id').where('bookingId', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('is for the client only (anyone else 404), and only once confirmed (409)', async () => {
    const id = await confirmedBooking(t, u.client, l.main, 5, 5);
    for (const who of [u.host, u.otherClient, u.otherHost, u.keeper, u.admin]) {
      const res = await as(t, who.cookie).get(`/api/bookings/${id}/pass`);
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/pass` })).statusCode).toBe(401);
    const unpaid = await bookingToPay(t, u.client, l.main, 6, 6);
    const res = await as(t, u.client.cookie).get(`/api/bookings/${unpaid}/pass`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/no access pass/);
  });
});

describe("a tenancy's pass", () => {
  it('runs from the start with no end, until a notice sets one; checked in within', async () => {
    const made = await as(t, u.client.cookie).post('/api/bookings', {
      listingId: l.main,
      startDate: await dayFromToday(t, 3),
      monthly: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const name = `${u.client.user.firstName} ${u.client.user.lastName}`;
    expect(
      (await as(t, u.client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode,
    ).toBe(201);
    await payBooking(t, u.client, id);
    const pass = await passOf(t, u.client, id);
    expect(pass).toMatchObject({ kind: 'tenancy', validUntil: null, endDate: null });

    await moveTo(pass.validFrom, 3_600_000);
    await runDueTimers(t.ctx);
    expect((await checkInAs(t, u.host, { code: pass.code })).statusCode).toBe(200);
    const notice = await as(t, u.client.cookie).post(`/api/bookings/${id}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    const after = await passOf(t, u.client, id);
    const booking = (await as(t, u.client.cookie).get(`/api/bookings/${id}`)).json();
    expect(after.code).toBe(pass.code);
    expect(after.validUntil).toBe(booking.endsAt);
    expect(after.validUntil).not.toBeNull();
  });
});

describe('the gate', () => {
  it('checks in within the dates (422 before, with when), once (409), out, and in again; every scan on the booking', async () => {
    const id = await confirmedBooking(t, u.client, l.main, 8, 8);
    const pass = await passOf(t, u.client, id);
    const early = await checkInAs(t, u.host, { code: pass.code });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('pass_outside_dates');
    expect(early.json().error.message).toMatch(/^This pass is valid from \w{3}, \d{1,2} \w{3} \d{4}, 12:00 AM to /);

    await moveTo(pass.validFrom, 3_600_000);
    const first = await checkInAs(t, u.host, { code: ` ${pass.code.slice(0, 3)} ${pass.code.slice(3)} ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      bookingId: id,
      listing: { id: l.main },
      units: 1,
      validUntil: pass.validUntil,
      checkedOutAt: null,
    });
    // Checked in now: at that gate and among all the host's; not another host's.
    const openAt = async (who: typeof u.host, q = '') =>
      (await as(t, who.cookie).get(`/api/host/check-ins${q}`)).json().items.map((c: { id: string }) => c.id);
    expect(await openAt(u.host, `?listingId=${l.main}`)).toContain(first.json().id);
    expect(await openAt(u.host)).toContain(first.json().id);
    expect(await openAt(u.otherHost)).not.toContain(first.json().id);
    expect((await as(t, u.otherHost.cookie).get(`/api/host/check-ins?listingId=${l.main}`)).statusCode).toBe(404);
    const again = await checkInAs(t, u.host, { code: pass.qrPayload });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'already_checked_in', message: 'already checked in' });

    const out = await as(t, u.host.cookie).post(`/api/host/check-ins/${first.json().id}/check-out`, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().checkedOutAt).toBeTruthy();
    const twice = await as(t, u.host.cookie).post(`/api/host/check-ins/${first.json().id}/check-out`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('check_in_closed');
    expect(
      (await as(t, u.otherHost.cookie).post(`/api/host/check-ins/${first.json().id}/check-out`, {})).statusCode,
    ).toBe(404);

    const byQr = await checkInAs(t, u.host, { code: pass.qrPayload, listingId: l.main });
    expect(byQr.statusCode, byQr.body).toBe(200);

    for (const who of [u.client, u.host]) {
      const scans = await as(t, who.cookie).get(`/api/bookings/${id}/scans`);
      expect(scans.statusCode).toBe(200);
      expect(scans.json().items.map((s: { result: string; method: string }) => `${s.result}/${s.method}`)).toEqual([
        'checked_in/qr',
        'checked_out/pin',
        'already_in/qr',
        'checked_in/pin',
        'outside_dates/pin',
      ]);
      expect(scans.json().items[0].by).toMatchObject({ id: u.host.user.id, role: 'host' });
    }
    for (const who of [u.otherClient, u.otherHost, u.keeper, u.admin]) {
      expect((await as(t, who.cookie).get(`/api/bookings/${id}/scans`)).statusCode).toBe(404);
    }
  });

  it("answers 404 for another host's code, for a listing not the caller's, and to a client with no gate", async () => {
    const id = await confirmedBooking(t, u.client, l.main, 9, 9);
    const pass = await passOf(t, u.client, id);
    await moveTo(pass.validFrom, 60_000);
    for (const [who, body] of [
      [u.otherHost, { code: pass.code }],
      [u.otherHost, { code: pass.qrPayload }],
      [u.otherHost, { code: pass.code, listingId: l.main }],
      [u.host, { code: pass.code, listingId: l.other }],
      [u.host, { code: pass.code, listingId: l.second }],
      [u.otherClient, { code: pass.code }],
    ] as const) {
      const res = await checkInAs(t, who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().error.message).toBe('No valid pass with this code for your spaces');
    }
    expect((await checkInAs(t, u.admin, { code: pass.code })).statusCode).toBe(403);
    expect((await checkInAs(t, u.host, { code: '12345' })).statusCode).toBe(400);
  });

  it('takes a check-in typed offline within 24 hours, refused once its booking was cancelled', async () => {
    const id = await confirmedBooking(t, u.client, l.main, 11, 12);
    const pass = await passOf(t, u.client, id);
    await moveTo(pass.validFrom, 2 * 3_600_000);
    const typedAt = new Date(t.clock.now().getTime() - 30 * 60_000).toISOString();
    const cancel = await as(t, u.client.cookie).post(`/api/bookings/${id}/cancel`, { reason: 'Plans changed' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await checkInAs(t, u.host, { code: pass.code, at: typedAt });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'pass_cancelled', message: 'This pass was cancelled' });
    // Online, a cancelled pass is no valid pass.
    expect((await checkInAs(t, u.host, { code: pass.code })).statusCode).toBe(404);

    const other = await confirmedBooking(t, u.client, l.main, 14, 15);
    const p2 = await passOf(t, u.client, other);
    await moveTo(p2.validFrom, 26 * 3_600_000 - 1);
    const old = new Date(t.clock.now().getTime() - 25 * 3_600_000).toISOString();
    expect((await checkInAs(t, u.host, { code: p2.code, at: old })).statusCode).toBe(400);
    const ahead = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await checkInAs(t, u.host, { code: p2.code, at: ahead })).statusCode).toBe(400);
    const queued = await checkInAs(t, u.host, {
      code: p2.code,
      at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().checkedInAt).toBe(new Date(t.clock.now().getTime() - 60_000).toISOString());
  });

  it('gives a new PIN to a new pass once the old booking holds none (the index keeps valid PINs unique per host)', async () => {
    const rows = await t.db
      .selectFrom('accessPasses')
      .select(['hostId', 'pin'])
      .where('releasedAt', 'is', null)
      .execute();
    const keys = rows.map((r) => `${r.hostId}:${r.pin}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('gate keepers', () => {
  let keeperId = '';
  let booking = '';
  let pass = { code: '', validFrom: '' };

  it('the host invites a number: an SMS with the link, an email to the account with that number verified', async () => {
    const res = await as(t, u.host.cookie).post(`/api/host/listings/${l.main}/gate-keepers`, {
      phone: '+63 918-555-0199',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ phone: '+639185550199', status: 'invited', name: null });
    keeperId = res.json().id;
    const sms = await outboxFor(t, '+639185550199');
    expect(sms[0]).toMatchObject({ kind: 'sms' });
    expect(sms[0].text).toMatch(/\/gate-keepers\/invites\//);
    const mail = await outboxFor(t, u.keeper.email);
    expect(mail.some((x) => x.kind === 'email' && /gate keeper/.test(x.text))).toBe(true);
    // Not the host's to name for another's listing; bad numbers refused.
    expect(
      (await as(t, u.otherHost.cookie).post(`/api/host/listings/${l.main}/gate-keepers`, { phone: '09185550100' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(t, u.host.cookie).post(`/api/host/listings/${l.main}/gate-keepers`, { phone: 'abc' })).statusCode,
    ).toBe(400);
    expect((await as(t, u.keeper.cookie).get(`/api/host/listings/${l.main}/gate-keepers`)).statusCode).toBe(403);
  });

  it('only the account with that verified number accepts; then it checks passes of that listing only', async () => {
    const token = await inviteTokenFor(t, '+639185550199');
    const seen = await as(t, u.otherClient.cookie).get(`/api/gate-keepers/invites/${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ canAccept: false, status: 'invited', phone: '+63 9•• ••• 0199' });
    expect((await as(t, u.otherClient.cookie).post(`/api/gate-keepers/invites/${token}/accept`)).statusCode).toBe(403);
    expect((await as(t, u.keeper.cookie).get(`/api/gate-keepers/invites/${token}`)).json().canAccept).toBe(true);
    const ok = await as(t, u.keeper.cookie).post(`/api/gate-keepers/invites/${token}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'active', listing: { id: l.main } });
    expect((await as(t, u.otherClient.cookie).get(`/api/gate-keepers/invites/${token}`)).statusCode).toBe(404);

    const list = await as(t, u.host.cookie).get(`/api/host/listings/${l.main}/gate-keepers`);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: keeperId,
        status: 'active',
        name: `${u.keeper.user.firstName} ${u.keeper.user.lastName}`,
      }),
    ]);
    const where = await as(t, u.keeper.cookie).get('/api/host/check-in/listings');
    expect(where.json().items).toEqual([{ id: l.main, title: expect.any(String), as: 'gate_keeper' }]);
    // A permission, not a role: the host's pages stay closed.
    expect((await as(t, u.keeper.cookie).get('/api/host/bookings')).statusCode).toBe(403);

    booking = await confirmedBooking(t, u.client, l.main, 16, 16);
    pass = await passOf(t, u.client, booking);
    const elsewhere = await confirmedBooking(t, u.client, l.second, 16, 16);
    const elsewherePass = await passOf(t, u.client, elsewhere);
    await moveTo(pass.validFrom, 60_000);
    const res = await checkInAs(t, u.keeper, { code: pass.code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checkInAs(t, u.keeper, { code: elsewherePass.code })).statusCode).toBe(404);
    expect((await checkInAs(t, u.keeper, { code: elsewherePass.code, listingId: l.second })).statusCode).toBe(404);
    const scans = (await as(t, u.client.cookie).get(`/api/bookings/${booking}/scans`)).json().items;
    expect(scans[0]).toMatchObject({ result: 'checked_in', by: { id: u.keeper.user.id, role: 'gate_keeper' } });
    // The keeper reads nothing else of the booking.
    expect((await as(t, u.keeper.cookie).get(`/api/bookings/${booking}`)).statusCode).toBe(404);
    const keeperSees = (await as(t, u.keeper.cookie).get('/api/host/check-ins')).json().items;
    expect(keeperSees.map((c: { id: string; listing: { id: string } }) => [c.id, c.listing.id])).toContainEqual([
      res.json().id,
      l.main,
    ]);
    // Only the listing the keeper keeps: nothing of the host's other gates.
    expect(keeperSees.every((c: { listing: { id: string } }) => c.listing.id === l.main)).toBe(true);
    const out = await as(t, u.keeper.cookie).post(`/api/host/check-ins/${res.json().id}/check-out`, {});
    expect(out.statusCode).toBe(200);
    const after = (await as(t, u.keeper.cookie).get('/api/host/check-ins')).json().items;
    expect(after.map((c: { id: string }) => c.id)).not.toContain(res.json().id);
  });

  it('a removed keeper is refused at once', async () => {
    const del = await as(t, u.host.cookie).delete(`/api/host/listings/${l.main}/gate-keepers/${keeperId}`);
    expect(del.statusCode).toBe(204);
    expect((await checkInAs(t, u.keeper, { code: pass.code })).statusCode).toBe(404);
    expect((await as(t, u.keeper.cookie).get('/api/host/check-in/listings')).json().items).toEqual([]);
    expect(
      (await as(t, u.host.cookie).delete(`/api/host/listings/${l.main}/gate-keepers/${keeperId}`)).statusCode,
    ).toBe(404);
  });
});

describe('wrong PINs', () => {
  it('50 within 15 minutes lock the listing for 15 minutes (423, even for the right PIN); the host told once', async () => {
    const id = await confirmedBooking(t, u.client, l.second, 20, 20);
    const pass = await passOf(t, u.client, id);
    const mainBooking = await confirmedBooking(t, u.client, l.main, 20, 20);
    const mainPass = await passOf(t, u.client, mainBooking);
    await moveTo(pass.validFrom, 60_000);
    const wrong = (n: number) => String((Number(pass.code) + 1 + n) % 1_000_000).padStart(6, '0');
    const before = await t.db.selectFrom('notifications').select('id').where('userId', '=', u.host.user.id).execute();
    const codes: number[] = [];
    for (let i = 0; i < 52; i++)
      codes.push((await checkInAs(t, u.host, { code: wrong(i), listingId: l.second })).statusCode);
    expect(codes.slice(0, 49).every((c) => c === 404)).toBe(true);
    expect(codes.slice(49)).toEqual([423, 423, 423]);
    const right = await checkInAs(t, u.host, { code: pass.code, listingId: l.second });
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toMatchObject({
      code: 'check_in_locked',
      message: 'Too many wrong PINs for this space. Check-in is locked for 15 minutes.',
    });
    // Another listing of the host is not locked.
    expect((await checkInAs(t, u.host, { code: mainPass.code, listingId: l.main })).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('notifications')
      .select(['id', 'title', 'priority'])
      .where('userId', '=', u.host.user.id)
      .execute();
    const told = after.filter((n) => !before.some((b) => b.id === n.id) && /locked/.test(n.title));
    expect(told).toHaveLength(1);
    expect(told[0].priority).toBe('high');
    const guard = await t.db
      .selectFrom('pinGuards')
      .selectAll()
      .where('key', '=', `listing:${l.second}`)
      .executeTakeFirst();
    expect(guard?.failures).toBe(50);

    clockOf(t).advance(15 * 60_000 + 1);
    u.host.cookie = (await signIn(t, u.host.email, u.host.password)).cookie!;
    expect((await checkInAs(t, u.host, { code: pass.code, listingId: l.second })).statusCode).toBe(200);
  });

  /** The host's new "Check-in locked" notifications since `before` (ids). */
  const lockNotices = async (userId: string, before: string[]) =>
    (
      await t.db
        .selectFrom('notifications')
        .select(['id', 'title', 'message'])
        .where('userId', '=', userId)
        .where('title', 'like', 'Check-in locked%')
        .execute()
    ).filter((n) => !before.includes(n.id));
  const noticeIds = async (userId: string) =>
    (await t.db.selectFrom('notifications').select('id').where('userId', '=', userId).execute()).map((n) => n.id);
  const failuresOf = async (key: string) =>
    (await t.db.selectFrom('pinGuards').select('failures').where('key', '=', key).executeTakeFirst())?.failures;

  it('in "All my gates" a wrong PIN counts toward every listing: 50 lock them all, each host told once a listing', async () => {
    const mainId = await confirmedBooking(t, u.client, l.main, 24, 24);
    const secondId = await confirmedBooking(t, u.client, l.second, 24, 24);
    const otherId = await confirmedBooking(t, u.client, l.other, 24, 24);
    const [mainPass, secondPass, otherPass] = [
      await passOf(t, u.client, mainId),
      await passOf(t, u.client, secondId),
      await passOf(t, u.client, otherId),
    ];
    await moveTo(mainPass.validFrom, 60_000);
    const mine = (await as(t, u.host.cookie).get('/api/host/check-in/listings')).json().items as { id: string }[];
    expect(mine.map((x) => x.id).sort()).toEqual([l.main, l.second].sort());
    const taken = new Set([mainPass.code, secondPass.code]);
    const wrongs: string[] = [];
    for (let n = 1; wrongs.length < 52; n++) {
      const code = String((Number(mainPass.code) + 7 * n) % 1_000_000).padStart(6, '0');
      if (!taken.has(code)) wrongs.push(code);
    }
    const before = await noticeIds(u.host.user.id);
    const codes: number[] = [];
    for (const code of wrongs) codes.push((await checkInAs(t, u.host, { code })).statusCode);
    expect(codes.slice(0, 49).every((c) => c === 404)).toBe(true);
    expect(codes.slice(49)).toEqual([423, 423, 423]);
    expect(await failuresOf(`listing:${l.main}`)).toBe(50);
    expect(await failuresOf(`listing:${l.second}`)).toBe(50);
    expect(await failuresOf(`host:${u.host.user.id}`)).toBe(50);

    // Each listing is locked, whichever way it is checked; the right PIN too.
    for (const [code, listingId] of [
      [mainPass.code, undefined],
      [mainPass.code, l.main],
      [secondPass.code, l.second],
    ] as const) {
      const res = await checkInAs(t, u.host, { code, listingId });
      expect([res.statusCode, res.json().error.code]).toEqual([423, 'check_in_locked']);
    }
    // Told once for each listing, naming it (not "your spaces": the host-wide 200 is not reached).
    const told = await lockNotices(u.host.user.id, before);
    const titles = await t.db.selectFrom('listings').select('title').where('id', 'in', [l.main, l.second]).execute();
    expect(told.map((n) => n.title).sort()).toEqual(titles.map((x) => `Check-in locked at "${x.title}"`).sort());
    for (const n of told) expect(n.message).toMatch(/^50 wrong PINs were typed within 15 minutes at the gate of "/);
    expect((await checkInAs(t, u.otherHost, { code: otherPass.code })).statusCode).toBe(200);

    await moveTo(mainPass.validFrom, 60_000 + 15 * 60_000 + 1);
    expect((await checkInAs(t, u.host, { code: mainPass.code })).statusCode).toBe(200);
    expect((await checkInAs(t, u.host, { code: secondPass.code, listingId: l.second })).statusCode).toBe(200);
  });

  it('200 wrong PINs spread over a host’s listings lock all their gates, one never guessed at too; told once', async () => {
    const host = await createUser(t, { type: 'host' });
    const listings: string[] = [];
    for (let i = 0; i < 6; i++) listings.push(await instantListing(t, host.user.id, { capacity: 5 }));
    const untouched = listings[5];
    const pass = await passOf(t, u.client, await confirmedBooking(t, u.client, untouched, 28, 28));
    await moveTo(pass.validFrom, 60_000);
    host.cookie = (await signIn(t, host.email, host.password)).cookie!;
    const before = await noticeIds(host.user.id);
    const codes: number[] = [];
    // 40 at each of five gates: no listing reaches its 50, the host reaches 200.
    for (let i = 0; i < 200; i++) {
      const code = String((Number(pass.code) + 1 + i) % 1_000_000).padStart(6, '0');
      codes.push((await checkInAs(t, host, { code, listingId: listings[i % 5] })).statusCode);
    }
    expect(codes.slice(0, 199).every((c) => c === 404)).toBe(true);
    expect(codes[199]).toBe(423);
    expect(await failuresOf(`host:${host.user.id}`)).toBe(200);
    expect(await failuresOf(`listing:${listings[0]}`)).toBe(40);
    // Every gate of the host is locked: the one nobody guessed at, and "All my gates".
    expect((await checkInAs(t, host, { code: pass.code, listingId: untouched })).statusCode).toBe(423);
    expect((await checkInAs(t, host, { code: pass.code })).statusCode).toBe(423);
    const told = await lockNotices(host.user.id, before);
    expect(told.map((n) => n.title)).toEqual(['Check-in locked at your spaces']);
    expect(told[0].message).toMatch(/^200 wrong PINs were typed within 15 minutes at the gate of your spaces\./);

    await moveTo(pass.validFrom, 60_000 + 15 * 60_000 + 1);
    host.cookie = (await signIn(t, host.email, host.password)).cookie!;
    expect((await checkInAs(t, host, { code: pass.code, listingId: untouched })).statusCode).toBe(200);
  });
});

describe('the gate in Filipino (issue 34)', () => {
  it('a pass outside its dates is refused in the page’s language, its dates with Filipino day and month names', async () => {
    const id = await confirmedBooking(t, u.client, l.main, 60, 61);
    const pass = await passOf(t, u.client, id);
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/host/check-ins',
      headers: { cookie: u.host.cookie, 'accept-language': 'fil' },
      payload: { code: pass.code },
    });
    expect(early.statusCode).toBe(422);
    const until = formatDayTime(lastMinuteOf(pass.validUntil!), 'Asia/Manila', 'fil');
    expect(early.json().error.message).toBe(
      `Valid ang pass na ito mula ${formatDayTime(new Date(pass.validFrom), 'Asia/Manila', 'fil')} hanggang ${until}`,
    );
    expect(until).toMatch(/, 11:59 PM$/);
  });
});
