import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { depositMessages, type BookingChecklists } from '@espasyo/domain';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { expectBooksAgree } from '../disputes/disputes.fixtures';
import { instantListing, ledgerOf, payBooking, refundsOf } from '../payments/payments.fixtures';
import { depositsHeldReport, runDepositTimers } from '../payments/deposits/deposits.service';
import { runDueTimers } from '../bookings/timers/booking-timers.service';
import { checklistUrl, filled, readyChecklist, typed } from '../bookings/checklists/checklists.fixtures';
import { as, dayFromToday, photo } from '../listings/core/listings.fixtures';
import { addClaimPhoto, claim, paidWithDeposit } from './deposits.fixtures';

/**
 * A deposit is never held for ever (issue 33, decision 0089): once the stay is over, a deposit whose
 * move-out checklist nobody started goes back in full 9 days after the end (the 7 days plus the 48
 * hours a started one would have had), and the host's claim window closes then; a move-out started
 * before that takes the usual path (7 days after both signed), a draft nobody signs goes back when
 * its window closes. The clock moves; the books balance after each return.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const DAY = 86_400_000;
const MINUTE = 60_000;

const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

/** The clock at `when` (only forward); the booking timers run (stays start and end); both sides signed in again. */
async function at(when: Date) {
  expect(when.getTime()).toBeGreaterThanOrEqual(clockOf(t).now().getTime());
  clockOf(t).set(when);
  await runDueTimers(t.ctx);
  await runDueTimers(t.ctx);
  for (const u of [host, client, admin]) u.cookie = (await signIn(t, u.email, u.password)).cookie!;
}

const deposit = async (cookie: string, id: string) =>
  (await as(t, cookie).get(`/api/bookings/${id}/deposit`)).json() as {
    status: string;
    returnDueAt: string | null;
    actions: string[];
  };

/** A paid one-day stay with a ₱3,000 deposit, tomorrow, run to its end: the booking completed. */
async function endedStay() {
  const id = await paidWithDeposit(t, host, client, 1);
  const end = new Date((await as(t, client.cookie).get(`/api/bookings/${id}`)).json().endsAt as string);
  await at(plus(end, MINUTE));
  expect((await as(t, client.cookie).get(`/api/bookings/${id}`)).json().status).toBe('completed');
  return { id, end };
}

const lateClaim = (id: string) =>
  as(t, host.cookie).post(`/api/bookings/${id}/deposit/claim`, {
    amount: 10_000,
    reason: 'The door was dented when the client left.',
  });

/** Every transaction sums to zero, the host's balances match their lines, the deposits held match the ledger. */
async function booksBalance() {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) x`.execute(
    t.db,
  );
  expect(rows[0].n).toBe(0);
  await expectBooksAgree(t, host.user.id);
  const report = await depositsHeldReport(t.db);
  expect(report.held - report.ledger).toBe(0); // (-0 when none is held)
}

async function returnedInFull(id: string) {
  await t.ctx.outbox.deliverDue();
  expect(await deposit(client.cookie, id)).toMatchObject({ status: 'returned', kept: 0, returned: 300_000 });
  expect(await refundsOf(t, id)).toMatchObject([{ amount: 300_000, reason: 'deposit', status: 'succeeded' }]);
  expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
  await booksBalance();
}

describe('no move-out checklist: back in full 9 days after the end', () => {
  it('due on the ninth day, not before; a claim is refused from then on, with the reason', async () => {
    const { id, end } = await endedStay();
    const due = plus(end, 9 * DAY);
    expect((await deposit(client.cookie, id)).returnDueAt).toBe(due.toISOString());
    expect((await deposit(host.cookie, id)).actions).toEqual(['claim', 'add_photo']);

    await at(plus(due, -MINUTE));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    expect((await deposit(client.cookie, id)).status).toBe('held');
    expect((await deposit(host.cookie, id)).actions).toContain('claim');

    await at(due);
    // The window closed on the due date, before the job has run.
    expect((await deposit(host.cookie, id)).actions).toEqual([]);
    const refused = await lateClaim(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(depositMessages.errors.claimClosed);
    expect((await addClaimPhoto(t, host.cookie, id)).statusCode).toBe(409);

    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await returnedInFull(id);
    const after = await lateClaim(id);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(depositMessages.errors.claimClosed);
    const told = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', client.user.id)
      .where('title', 'like', 'Deposit returned%')
      .execute();
    expect(told).toHaveLength(1);
  });

  it('a claim made before the due date stands: the return’s timer leaves it', async () => {
    const { id, end } = await endedStay();
    await at(plus(end, 5 * DAY));
    expect(await claim(t, host, id, 100_000)).toMatchObject({ status: 'claimed' });
    await at(plus(end, 9 * DAY));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    expect((await deposit(client.cookie, id)).status).toBe('claimed');
  });
});

describe('a move-out checklist started in time takes the usual path', () => {
  it('started on day 8: held past day 9; signed by one, none due; both signed, 7 days after', async () => {
    const { id, end } = await endedStay();
    await at(plus(end, 8 * DAY));
    const c = (await as(t, client.cookie).get(`/api/bookings/${id}/checklists`)).json() as BookingChecklists;
    expect((await as(t, client.cookie).put(checklistUrl(id, 'move-out'), filled(c.moveOut))).statusCode).toBe(200);
    // A draft may be signed until its window closes, 14 days after the end: held until then at most.
    expect((await deposit(client.cookie, id)).returnDueAt).toBe(plus(end, 14 * DAY).toISOString());

    await at(plus(end, 9 * DAY + MINUTE));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await readyChecklist(t, host, id, await photo('jpeg', 400, 300), 'move-out');
    const first = await as(t, host.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(host));
    expect(first.statusCode, first.body).toBe(201);
    expect((await deposit(client.cookie, id)).returnDueAt).toBeNull(); // the other side has 48 hours

    await at(plus(end, 10 * DAY));
    const second = await as(t, client.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(client));
    expect(second.statusCode, second.body).toBe(201);
    const due = plus(new Date(second.json().moveOut.completedAt as string), 7 * DAY);
    expect((await deposit(client.cookie, id)).returnDueAt).toBe(due.toISOString());

    await at(plus(due, -MINUTE));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await at(due);
    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    await returnedInFull(id);
  });

  it('a draft nobody signs: back when its window closes, 14 days after the end', async () => {
    const { id, end } = await endedStay();
    await at(plus(end, 2 * DAY));
    const c = (await as(t, host.cookie).get(`/api/bookings/${id}/checklists`)).json() as BookingChecklists;
    expect((await as(t, host.cookie).put(checklistUrl(id, 'move-out'), filled(c.moveOut))).statusCode).toBe(200);
    const due = plus(end, 14 * DAY);
    expect((await deposit(host.cookie, id)).returnDueAt).toBe(due.toISOString());
    await at(plus(due, -MINUTE));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await at(due);
    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    await returnedInFull(id);
  });

  it('started once the return is due: too late to hold it', async () => {
    const { id, end } = await endedStay();
    await at(plus(end, 9 * DAY + MINUTE));
    const c = (await as(t, client.cookie).get(`/api/bookings/${id}/checklists`)).json() as BookingChecklists;
    expect((await as(t, client.cookie).put(checklistUrl(id, 'move-out'), filled(c.moveOut))).statusCode).toBe(200);
    expect((await deposit(client.cookie, id)).returnDueAt).toBe(plus(end, 9 * DAY).toISOString());
    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    await returnedInFull(id);
  });
});

describe('a tenancy', () => {
  it('ended by notice with no move-out checklist: its deposit goes back 9 days after its end', async () => {
    const listing = await instantListing(t, host.user.id, { type: 'storage', securityDeposit: 250_000 });
    const made = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 2),
      monthly: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const name = `${client.user.firstName} ${client.user.lastName}`;
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
      201,
    );
    await payBooking(t, client, id);
    await at(plus(new Date(made.json().startsAt as string), MINUTE));
    const notice = await as(t, client.cookie).post(`/api/bookings/${id}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    const end = new Date(notice.json().booking.endsAt as string);
    expect((await deposit(client.cookie, id)).returnDueAt).toBeNull(); // it runs still: the host may claim

    await at(plus(end, MINUTE));
    expect((await as(t, client.cookie).get(`/api/bookings/${id}`)).json().status).toBe('ended');
    const due = plus(end, 9 * DAY);
    expect((await deposit(client.cookie, id)).returnDueAt).toBe(due.toISOString());
    await at(due);
    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    await t.ctx.outbox.deliverDue();
    expect(await deposit(client.cookie, id)).toMatchObject({ status: 'returned', returned: 250_000 });
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
    await booksBalance();
  });
});

describe('a tenancy ended by a typhoon while it ran', () => {
  it('its deposit stayed for the move-out: nobody starts one, it goes back 9 days after the new end', async () => {
    const listing = await instantListing(t, host.user.id, { type: 'storage', securityDeposit: 250_000 });
    const made = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 2),
      monthly: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const name = `${client.user.firstName} ${client.user.lastName}`;
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
      201,
    );
    await payBooking(t, client, id);
    await at(plus(new Date(made.json().startsAt as string), MINUTE));
    const declared = await as(t, admin.cookie).post('/api/admin/force-majeure', {
      name: 'Typhoon Signal No. 3',
      details: 'PAGASA raised Signal No. 3 over Metro Manila.',
      places: ['1300000000'],
      startDate: await dayFromToday(t, 3),
      endDate: await dayFromToday(t, 4),
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const ended = await as(t, client.cookie).post(`/api/bookings/${id}/force-majeure/cancel`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().status).toBe('ended');
    // It ends where the typhoon begins; the deposit goes back 9 days after that unless a move-out is started.
    const end = new Date(ended.json().endsAt as string);
    const due = plus(end, 9 * DAY);
    expect(await deposit(client.cookie, id)).toMatchObject({ status: 'held', returnDueAt: due.toISOString() });
    await at(plus(due, -MINUTE));
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await at(due);
    expect((await runDepositTimers(t.ctx)).returned).toBe(1);
    await t.ctx.outbox.deliverDue();
    expect(await deposit(client.cookie, id)).toMatchObject({ status: 'returned', returned: 250_000 });
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
    await booksBalance();
  });
});
