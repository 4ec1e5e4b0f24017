import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hostBalancesOf, type LedgerAccount, type LedgerTransaction } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf, createUser, outboxFor, recordPushes, signIn, type BuiltUser } from '../../test/builders';
import { as } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { releaseDueEarnings } from './wallet/wallet.service';
import { runAutoPayouts } from './payouts/payouts.service';

/**
 * The host's money after the payment (issue 20): earnings pending then available after the
 * delay, payout methods, payouts pending → processed or failed, staff's queue, automatic payouts,
 * debts from refunds after a payout, and who may see what. After each scenario the kept balances
 * equal the sums of the host's ledger lines and every ledger transaction sums to zero.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const other = useUser(t, { type: 'host' });

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A paid one-day booking `fromDay` days ahead at `price` centavos a day (GCash). */
async function paidBooking(host: BuiltUser, fromDay = 2, price = 100_000) {
  const listing = await instantListing(t, host.user.id, { pricePerDay: price });
  const id = await bookingToPay(t, client, listing, fromDay, fromDay);
  await payBooking(t, client, id);
  return id;
}

/**
 * `days` later: the clock moves, everyone signs in again (sessions end after 8 idle hours) and the
 * daily job makes due earnings available.
 */
async function later(days: number, ...hosts: BuiltUser[]) {
  clockOf(t).advance(days * DAY);
  for (const u of [client, admin, other, ...hosts]) {
    const { cookie } = await signIn(t, u.email, u.password);
    u.cookie = cookie!;
  }
  return releaseDueEarnings(t.ctx);
}

const isWallet = (data: unknown) => (data as { type?: string }).type === 'wallet.updated';

const wallet = async (host: BuiltUser) => {
  const res = await as(t, host.cookie).get('/api/host/wallet');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const addGcash = async (host: BuiltUser, body: object = {}) =>
  as(t, host.cookie).post('/api/host/payout-methods', {
    type: 'gcash',
    accountName: `${host.user.firstName} ${host.user.lastName}`,
    accountNumber: '0917 123 4567',
    ...body,
  });

/** A host with a GCash method past its first 24 hours and `earned` available (from one booking). */
async function hostWithAvailable(price = 100_000) {
  const host = await createUser(t, { type: 'host' });
  const method = await addGcash(host);
  expect(method.statusCode, method.body).toBe(201);
  await paidBooking(host, 1, price);
  await later(9, host); // past the start + 7 days
  return { host, methodId: method.json().id as string };
}

/** The kept balances equal the ledger's sums for the host, and every transaction balances. */
async function expectBooksAgree(hostId: string) {
  const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('hostId', '=', hostId).execute();
  const kept = await t.db.selectFrom('hostBalances').selectAll().where('hostId', '=', hostId).executeTakeFirst();
  const fromLines = hostBalancesOf([
    {
      kind: 'adjustment',
      lines: lines.map((l) => ({ account: l.account as LedgerAccount, amount: Number(l.amount) })),
    },
  ] as LedgerTransaction[]);
  expect({
    pending: Number(kept?.pending ?? 0),
    available: Number(kept?.available ?? 0),
    payoutPending: Number(kept?.payoutPending ?? 0),
    paidOut: Number(kept?.paidOut ?? 0),
    debt: Number(kept?.debt ?? 0),
    held: Number(kept?.held ?? 0),
  }).toEqual(fromLines);
  const { rows } = await sql<{ sum: string }>`
    select sum(amount) as sum from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(t.db);
  expect(rows).toEqual([]);
  // Each booking's pending earnings kept in booking_earnings equal its host_pending lines.
  const { rows: drift } = await sql<{ bookingId: string }>`
    select coalesce(e.booking_id, be.booking_id) as "bookingId"
    from (select booking_id, -sum(amount) as pending from ledger_entries
          where account = 'host_pending' and host_id = ${hostId} group by booking_id) e
      full join (select booking_id, pending from booking_earnings where host_id = ${hostId}) be
        on be.booking_id = e.booking_id
    where coalesce(e.pending, 0) <> coalesce(be.pending, 0)`.execute(t.db);
  expect(drift).toEqual([]);
}

describe('the wallet', () => {
  it('a paid booking is pending until 7 days after it starts, then available at the next 02:00 run', async () => {
    const host = await createUser(t, { type: 'host' });
    const id = await paidBooking(host, 1);
    const w = await wallet(host);
    // ₱1,000 less the 9% platform fee: ₱910 pending.
    expect(w).toMatchObject({
      pending: 91_000,
      available: 0,
      paidOut: 0,
      debt: 0,
      minimumPayout: 5_000,
      autoPayouts: true,
    });
    expect(w.upcoming).toEqual([expect.objectContaining({ bookingId: id, amount: 91_000 })]);
    const availableAt = new Date(w.upcoming[0].availableAt);
    // 02:00 in Manila is 18:00 UTC, on or after the start + 7 days.
    expect(availableAt.getUTCHours()).toBe(18);
    expect(w.entries[0]).toMatchObject({ kind: 'payment', bookingId: id, change: { pending: 91_000 } });

    // Six days after the start: nothing moves; past seven: all of it.
    await later(7, host);
    expect(await wallet(host)).toMatchObject({ pending: 91_000, available: 0 });
    expect((await later(2, host)).released).toBeGreaterThanOrEqual(1);
    expect(await wallet(host)).toMatchObject({ pending: 0, available: 91_000, upcoming: [] });
    // Run again (or by a second instance): nothing moves twice.
    await releaseDueEarnings(t.ctx);
    expect(await wallet(host)).toMatchObject({ pending: 0, available: 91_000 });
    const history = (await as(t, host.cookie).get('/api/host/wallet/entries?pageSize=5')).json();
    expect(history.items.map((e: { kind: string }) => e.kind)).toEqual(['release', 'payment']);
    await expectBooksAgree(host.user.id);
  });

  it("tells the host's open pages live (wallet.updated on their topic) when a payment settles and when earnings are released", async () => {
    const host = await createUser(t, { type: 'host' });
    const live = recordPushes(t);
    try {
      await paidBooking(host, 1);
      await t.ctx.outbox.idle();
      const toHost = () => live.pushes.filter(([topic, d]) => topic === `user:${host.user.id}` && isWallet(d));
      expect(toHost()).toHaveLength(1);
      expect(live.pushes.filter(([topic, d]) => topic === `user:${other.user.id}` && isWallet(d))).toEqual([]);
      await later(9, host);
      await t.ctx.outbox.idle();
      expect(toHost()).toHaveLength(2);
    } finally {
      live.stop();
    }
  });

  it('only the host reads their wallet: a client, staff and anyone signed out are refused', async () => {
    expect((await as(t, client.cookie).get('/api/host/wallet')).statusCode).toBe(403);
    expect((await as(t, admin.cookie).get('/api/host/wallet')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/wallet' })).statusCode).toBe(401);
    // Another host sees their own (empty) wallet, never this one's.
    const w = await wallet(other);
    expect(w).toMatchObject({ pending: 0, available: 0, entries: [] });
  });
});

describe('payout methods', () => {
  it('adding one needs a recent sign-in or the password, is emailed, masked, and waits 24 hours', async () => {
    const host = await createUser(t, { type: 'host' });
    clockOf(t).advance(6 * 60_000); // the session is no longer fresh
    const refused = await addGcash(host);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('reauth_required');
    expect((await as(t, host.cookie).get('/api/host/payout-methods')).json().items).toEqual([]);

    const added = await addGcash(host, { password: host.password });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      type: 'gcash',
      label: 'GCash •••• 4567',
      maskedNumber: '•••• 4567',
      isDefault: true,
    });
    expect(added.body).not.toContain('09171234567');
    expect(new Date(added.json().usableFrom).getTime() - t.clock.now().getTime()).toBe(24 * HOUR);
    const [mail] = await outboxFor(t, host.email);
    expect(mail.subject).toBe('A payout method was added to your Espasyo account');
    expect(mail.text).toContain('GCash •••• 4567');

    const bank = await as(t, host.cookie).post('/api/host/payout-methods', {
      type: 'bank',
      bankCode: 'BDO',
      accountName: 'Juan dela Cruz',
      accountNumber: '0012-3456-7890',
      makeDefault: true,
      password: host.password,
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const list = (await as(t, host.cookie).get('/api/host/payout-methods')).json().items;
    expect(list.map((x: { label: string; isDefault: boolean }) => [x.label, x.isDefault])).toEqual([
      ['GCash •••• 4567', false],
      ['BDO Unibank •••• 7890', true],
    ]);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('actorId', '=', host.user.id).execute();
    expect(audit.filter((a) => a.action === 'payout_method.add')).toHaveLength(2);

    // Choosing where automatic payouts go is a change of method too: the password again.
    const back = `/api/host/payout-methods/${list[0].id}/default`;
    expect((await as(t, host.cookie).post(back)).json().error.code).toBe('reauth_required');
    expect((await as(t, host.cookie).post(back, { password: host.password })).json()).toMatchObject({
      label: 'GCash •••• 4567',
      isDefault: true,
    });
  });

  it('10 added at once keep to the limit of 5 and one default, even on a host with none yet', async () => {
    const host = await createUser(t, { type: 'host' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addGcash(host, { accountNumber: `0917 000 10${String(i).padStart(2, '0')}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code)).toEqual(
      Array(5).fill('payout_method_limit'),
    );
    const list = (await as(t, host.cookie).get('/api/host/payout-methods')).json().items;
    expect(list).toHaveLength(5);
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
  });

  it('refuses a bad number, an unknown bank and another host’s method, changing nothing', async () => {
    const host = await createUser(t, { type: 'host' });
    const bad = await addGcash(host, { accountNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Enter the 11-digit mobile number of the account, e.g. 0917 123 4567.');
    const noBank = await as(t, host.cookie).post('/api/host/payout-methods', {
      type: 'bank',
      bankCode: 'NOPE',
      accountName: 'Juan',
      accountNumber: '001234567890',
    });
    expect(noBank.statusCode).toBe(400);
    expect((await as(t, host.cookie).get('/api/host/payout-methods')).json().items).toEqual([]);

    const mine = (await addGcash(host)).json();
    expect((await as(t, other.cookie).post(`/api/host/payout-methods/${mine.id}/default`)).statusCode).toBe(404);
    expect((await as(t, other.cookie).delete(`/api/host/payout-methods/${mine.id}`)).statusCode).toBe(404);
    expect((await as(t, client.cookie).get('/api/host/payout-methods')).statusCode).toBe(403);
    expect((await as(t, host.cookie).get('/api/host/payout-methods')).json().items).toHaveLength(1);
  });
});

describe('payouts', () => {
  it('refuses below the minimum, above the balance, a new method and another host’s method, writing nothing', async () => {
    const host = await createUser(t, { type: 'host' });
    const method = (await addGcash(host)).json();
    await paidBooking(host, 1);
    await later(9, host);
    const post = (body: object, who = host) => as(t, who.cookie).post('/api/host/payouts', body);
    const cases: [object, number, string][] = [
      [{ amount: 4_999, payoutMethodId: method.id }, 400, 'payout_below_minimum'],
      [{ amount: 91_001, payoutMethodId: method.id }, 409, 'payout_above_available'],
      [{ amount: 10_000.5, payoutMethodId: method.id }, 400, 'validation_error'],
      [{ amount: 10_000, payoutMethodId: 'nope' }, 404, 'not_found'],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await post({ amount: 4_999, payoutMethodId: method.id })).json().error.message).toBe(
      'The minimum payout is ₱50.',
    );
    // Another host's method is "not found"; the other host has no balance to spend either.
    expect((await post({ amount: 10_000, payoutMethodId: method.id }, other)).statusCode).toBe(404);
    // A method added now waits 24 hours.
    const fresh = (await addGcash(host, { accountNumber: '0918 765 4321' })).json();
    const early = await post({ amount: 10_000, payoutMethodId: fresh.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('payout_method_not_ready');
    expect(await t.db.selectFrom('payouts').selectAll().where('hostId', '=', host.user.id).execute()).toEqual([]);
    expect(await wallet(host)).toMatchObject({ available: 91_000, payoutPending: 0 });
  });

  it('the sandbox sends it after a minute: processed with a reference, paid out, the host emailed', async () => {
    const { host, methodId } = await hostWithAvailable();
    const res = await as(t, host.cookie).post('/api/host/payouts', { amount: 60_000, payoutMethodId: methodId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 60_000,
      net: 60_000,
      withholding: 0,
      status: 'pending',
      requestedBy: 'host',
    });
    expect(await wallet(host)).toMatchObject({ available: 31_000, payoutPending: 60_000 });
    await t.ctx.outbox.idle();
    expect((await as(t, host.cookie).get('/api/host/payouts')).json().items[0].status).toBe('pending');
    clockOf(t).advance(61_000);
    await t.ctx.outbox.deliverDue();
    await t.ctx.outbox.idle();
    const [p] = (await as(t, host.cookie).get('/api/host/payouts')).json().items;
    expect(p).toMatchObject({ status: 'processed', reference: expect.stringMatching(/^SBX-/) });
    expect(await wallet(host)).toMatchObject({ available: 31_000, payoutPending: 0, paidOut: 60_000 });
    expect((await outboxFor(t, host.email))[0].subject).toBe('Your Espasyo payout was sent');
    await expectBooksAgree(host.user.id);
  });

  it('a failed payout gives the money back to the available balance and tells the host', async () => {
    const host = await createUser(t, { type: 'host' });
    const m = await addGcash(host, { accountNumber: '0917 000 0000' }); // the sandbox fails these
    await paidBooking(host, 1);
    await later(9, host);
    const res = await as(t, host.cookie).post('/api/host/payouts', { amount: 91_000, payoutMethodId: m.json().id });
    expect(res.statusCode, res.body).toBe(201);
    clockOf(t).advance(61_000);
    await t.ctx.outbox.deliverDue();
    await t.ctx.outbox.idle();
    const [p] = (await as(t, host.cookie).get('/api/host/payouts')).json().items;
    expect(p).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('not found') });
    expect(await wallet(host)).toMatchObject({ available: 91_000, payoutPending: 0, paidOut: 0 });
    expect((await outboxFor(t, host.email))[0]).toMatchObject({ subject: 'Your Espasyo payout failed' });
    await expectBooksAgree(host.user.id);
  });

  it('20 requests at once spend the balance at most once', async () => {
    const { host, methodId } = await hostWithAvailable();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(t, host.cookie).post('/api/host/payouts', { amount: 50_000, payoutMethodId: methodId }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    expect(await wallet(host)).toMatchObject({ available: 41_000, payoutPending: 50_000 });
    await expectBooksAgree(host.user.id);
  });

  it('a refund after the payout becomes a debt: no payout while the host owes; the next earnings pay it', async () => {
    const host = await createUser(t, { type: 'host' });
    const methodId = (await addGcash(host)).json().id;
    await paidBooking(host, 1); // ₱910 to the host
    const upcoming = await paidBooking(host, 30); // ₱910 more, starting later
    await later(9, host);
    expect(
      (await as(t, host.cookie).post('/api/host/payouts', { amount: 91_000, payoutMethodId: methodId })).statusCode,
    ).toBe(201);
    // The later booking's pending ₱910 is refunded in full (the host cancels): it still holds it.
    expect((await as(t, host.cookie).post(`/api/bookings/${upcoming}/cancel`, { reason: 'Flooded' })).statusCode).toBe(
      200,
    );
    expect(await wallet(host)).toMatchObject({ pending: 0, available: 0, debt: 0 });

    // Now one released and paid out, then refunded by staff in full: nothing left to take, a debt.
    const third = await paidBooking(host, 1);
    await later(9, host);
    await as(t, host.cookie).post('/api/host/payouts', { amount: 91_000, payoutMethodId: methodId });
    expect(
      (await as(t, host.cookie).post(`/api/bookings/${third}/cancel`, { reason: 'Double booked' })).statusCode,
    ).toBe(200);
    const owing = await wallet(host);
    expect(owing).toMatchObject({ available: 0, debt: 91_000 });
    const refused = await as(t, host.cookie).post('/api/host/payouts', { amount: 5_000, payoutMethodId: methodId });
    expect(refused.json().error.code).toBe('host_owes');

    // The next earnings pay the debt first.
    await paidBooking(host, 1, 200_000); // ₱1,820 to the host
    await later(9, host);
    expect(await wallet(host)).toMatchObject({ available: 182_000 - 91_000, debt: 0 });
    await expectBooksAgree(host.user.id);
  });
});

describe('automatic payouts and staff', () => {
  it('the daily job pays each host the whole available balance to the default method, once', async () => {
    const { host } = await hostWithAvailable();
    const first = await runAutoPayouts(t.ctx);
    expect(first.requested).toBeGreaterThanOrEqual(1);
    const mine = (await as(t, host.cookie).get('/api/host/payouts')).json().items;
    expect(mine).toMatchObject([{ amount: 91_000, requestedBy: 'auto', status: 'pending' }]);
    await runAutoPayouts(t.ctx);
    expect((await as(t, host.cookie).get('/api/host/payouts')).json().items).toHaveLength(1);
    await expectBooksAgree(host.user.id);
  });

  it('the daily jobs run at 02:00 in Manila, never because the server started', async () => {
    const jobs = await t.ctx.jobs.list();
    for (const name of ['earnings-release', 'auto-payouts']) {
      const job = jobs.find((j) => j.name === name)!;
      const next = new Date(job.nextRunAt!);
      expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([18, 0]);
      expect(next.getTime()).toBeGreaterThan(t.clock.now().getTime() - DAY);
    }
  });

  it('staff mark a pending payout processed or failed, once; export the queue as CSV; all audited', async () => {
    const { host, methodId } = await hostWithAvailable();
    // Staff send it themselves: the sandbox's own delivery is not waited for here.
    const asked = (
      await as(t, host.cookie).post('/api/host/payouts', { amount: 60_000, payoutMethodId: methodId })
    ).json();
    const queue = (await as(t, admin.cookie).get(`/api/admin/payouts?status=pending&q=${host.email}`)).json();
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: asked.id,
        amount: 60_000,
        host: expect.objectContaining({ email: host.email }),
        // What staff may do to it: the payout process's table.
        actions: ['process', 'fail'],
      }),
    ]);
    const csv = await as(t, admin.cookie).get('/api/admin/payouts.csv?status=pending');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"09171234567"');
    expect(csv.body).toContain('"600.00"');

    const done = await as(t, admin.cookie).post(`/api/admin/payouts/${asked.id}/processed`, {
      reference: 'INSTAPAY-123',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'processed', reference: 'INSTAPAY-123', actions: [] });
    const again = await as(t, admin.cookie).post(`/api/admin/payouts/${asked.id}/failed`, { reason: 'Wrong account' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'payout_not_pending']);
    // The sandbox's delivery afterwards leaves it as staff marked it.
    clockOf(t).advance(61_000);
    await t.ctx.outbox.deliverDue();
    await t.ctx.outbox.idle();
    expect((await as(t, host.cookie).get('/api/host/payouts')).json().items[0].reference).toBe('INSTAPAY-123');
    expect(await wallet(host)).toMatchObject({ paidOut: 60_000, available: 31_000 });
    const actions = (
      await t.db.selectFrom('auditLog').select('action').where('actorId', '=', admin.user.id).execute()
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['payout.export', 'payout.processed']));
    await expectBooksAgree(host.user.id);
  });

  it('the queue and its actions are for admins only', async () => {
    for (const who of [client, other]) {
      expect((await as(t, who.cookie).get('/api/admin/payouts')).statusCode).toBe(403);
      expect((await as(t, who.cookie).post('/api/admin/payouts/x/processed', { reference: 'r' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts.csv' })).statusCode).toBe(401);
  });

  it('staff correct a host balance with a reason: given, taken back beyond it as a debt, audited; others refused', async () => {
    const { host } = await hostWithAvailable(); // ₱910 available
    const url = `/api/admin/hosts/${host.user.id}/adjustments`;
    const given = await as(t, admin.cookie).post(url, { amount: 5_000, reason: 'Goodwill for a late payout' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ available: 96_000 });
    const taken = await as(t, admin.cookie).post(url, { amount: -100_000, reason: 'Paid twice by mistake' });
    expect(taken.json()).toMatchObject({ available: 0, debt: 4_000 });
    const entries = (await as(t, host.cookie).get('/api/host/wallet/entries')).json().items;
    expect(entries[0]).toMatchObject({ kind: 'adjustment', memo: 'Paid twice by mistake' });
    const zero = await as(t, admin.cookie).post(url, { amount: 0, reason: 'x' });
    expect([zero.statusCode, zero.json().error.message]).toEqual([400, 'Enter an amount other than zero.']);
    expect((await as(t, admin.cookie).post(url, { amount: 100 })).statusCode).toBe(400);
    expect(
      (await as(t, admin.cookie).post(`/api/admin/hosts/${client.user.id}/adjustments`, { amount: 1, reason: 'r' }))
        .statusCode,
    ).toBe(404);
    for (const who of [client, other, host]) {
      expect((await as(t, who.cookie).post(url, { amount: 100, reason: 'mine' })).statusCode).toBe(403);
      expect((await as(t, who.cookie).get(`/api/admin/hosts/${host.user.id}/balances`)).statusCode).toBe(403);
    }
    expect((await as(t, admin.cookie).get(`/api/admin/hosts/${host.user.id}/balances`)).json()).toMatchObject({
      debt: 4_000,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'host_balance.adjust')
      .where('targetId', '=', host.user.id)
      .execute();
    expect(audit).toHaveLength(2);
    await expectBooksAgree(host.user.id);
  });
});
