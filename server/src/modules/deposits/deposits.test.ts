import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { depositMessages, listingMessages } from '@espasyo/domain';
import { clockOf, createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { expectBooksAgree, later } from '../disputes/disputes.fixtures';
import { instantListing, ledgerOf, payBooking, paymentsOf, refundsOf } from '../payments/payments.fixtures';
import { depositsHeldReport, runDepositTimers, scheduleDepositReturn } from '../payments/deposits/deposits.service';
import { addClaimPhoto, claim, paidWithDeposit } from './deposits.fixtures';
import { checklistUrl, readyChecklist, typed } from '../bookings/checklists/checklists.fixtures';
import { as, dayFromToday, photo } from '../listings/core/listings.fixtures';

/**
 * Security deposits (issue 33, decision 0089) through the API on a fresh database: a listing asks
 * for one within its cap; the first payment brings it beside the price, no fee or tax on it; it is
 * held in its own ledger account, never the host's; it goes back in full after move-out, or split
 * by a claim accepted, left unanswered, or disputed and decided by staff; a cancellation before
 * move-in returns it with the refund. The books balance after each step.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const otherClient = useUser(t, { type: 'client' });
const otherHost = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const DAY = 86_400_000;

/** `days` later, everyone signed in again (an idle session ends after 8 hours). */
const advance = (days: number) => later(t, days, host, client, otherClient, otherHost, admin);

const deposit = (cookie: string, id: string) => as(t, cookie).get(`/api/bookings/${id}/deposit`);

/** The whole ledger balances, every account on its side, and the host's kept balances match their lines. */
async function booksBalance() {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) x`.execute(
    t.db,
  );
  expect(rows[0].n).toBe(0);
  await expectBooksAgree(t, host.user.id);
  // The report line: the deposits not yet returned or settled are what the ledger holds for clients.
  const report = await depositsHeldReport(t.db);
  expect(report.held).toBe(report.ledger);
}

describe('the listing asks for a deposit within its cap', () => {
  it('two months of rent or ₱20,000, whichever is less, with the shared message under the field', async () => {
    const made = await as(t, host.cookie).post('/api/host/listings', { type: 'storage', pricePerMonth: 500_000 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect(made.json().securityDeposit).toBe(0);
    const tooMuch = await as(t, host.cookie).patch(`/api/host/listings/${id}`, { securityDeposit: 1_000_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({
      securityDeposit: listingMessages.fields.securityDepositCap('₱10,000'),
    });
    const overMax = await as(t, host.cookie).patch(`/api/host/listings/${id}`, { securityDeposit: 2_000_001 });
    expect(overMax.json().error.fields).toEqual({ securityDeposit: listingMessages.fields.securityDeposit });
    const ok = await as(t, host.cookie).patch(`/api/host/listings/${id}`, { securityDeposit: 1_000_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().securityDeposit).toBe(1_000_000);
    expect(
      (await as(t, host.cookie).patch(`/api/host/listings/${id}`, { securityDeposit: null })).json().securityDeposit,
    ).toBe(0);
  });
});

describe('held with the first payment', () => {
  it('paid beside the price, no fee or tax on it, in deposits_held and never in the host’s balance', async () => {
    const id = await paidWithDeposit(t, host, client);
    const booking = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json();
    expect(booking).toMatchObject({ status: 'confirmed', total: 10_000, deposit: 300_000 });
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'paid', amount: 310_000 });

    const seen = await deposit(client.cookie, id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ amount: 300_000, status: 'held', returnDueAt: null, claim: null, actions: [] });
    expect((await deposit(host.cookie, id)).json().actions).toEqual(['claim', 'add_photo']);
    expect((await deposit(admin.cookie, id)).statusCode).toBe(200);
    for (const other of [otherClient, otherHost]) expect((await deposit(other.cookie, id)).statusCode).toBe(404);

    const { balances } = await ledgerOf(t, id);
    expect(balances.deposits_held).toBe(-300_000);
    // The fee and the host's earnings are of the ₱100 price alone.
    expect(balances.platform_fees + balances.host_pending).toBe(-10_000);
    expect(balances.host_available ?? 0).toBe(0);
    await booksBalance();
  });
});

describe('a monthly tenancy', () => {
  it('pays its deposit with the first month (bill 0), beside the bill, which stays the month alone', async () => {
    const listing = await instantListing(t, host.user.id, { type: 'storage', securityDeposit: 250_000 });
    const res = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 5),
      monthly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(res.json()).toMatchObject({ kind: 'tenancy', deposit: 250_000 });
    const name = `${client.user.firstName} ${client.user.lastName}`;
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
      201,
    );
    await payBooking(t, client, id);
    const bills = (await as(t, client.cookie).get(`/api/bookings/${id}/bills`)).json().items;
    expect(bills[0]).toMatchObject({ status: 'paid', amount: 250_000 });
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'paid', amount: 500_000, billId: bills[0].id });
    expect((await deposit(client.cookie, id)).json()).toMatchObject({ amount: 250_000, status: 'held' });
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(-250_000);
    await booksBalance();
  });
});

describe('returned in full 7 days after move-out with no claim', () => {
  it('the job refunds it through the gateway once; the claim closes when the return is due', async () => {
    const id = await paidWithDeposit(t, host, client);
    const movedOut = clockOf(t).now();
    const sevenDays = new Date(movedOut.getTime() + 7 * DAY);
    const due = await scheduleDepositReturn(t.db, id, movedOut, async () => sevenDays);
    expect(due).toEqual(sevenDays);
    expect((await deposit(client.cookie, id)).json().returnDueAt).toBe(due!.toISOString());

    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    await advance(7);
    // Once it has come, the due date is final: a later step of the handover leaves it.
    expect(await scheduleDepositReturn(t.db, id, clockOf(t).now(), async () => null)).toEqual(due);
    const photoLate = await addClaimPhoto(t, host.cookie, id);
    expect(photoLate.statusCode).toBe(409); // held still (the job has not run), but no longer claimable
    expect(photoLate.json().error.message).toBe(depositMessages.errors.claimClosed);
    const late = await as(t, host.cookie).post(`/api/bookings/${id}/deposit/claim`, {
      amount: 10_000,
      reason: 'Too late: the return is due already.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(depositMessages.errors.claimClosed);

    expect((await runDepositTimers(t.ctx)).returned).toBeGreaterThanOrEqual(1);
    await t.ctx.outbox.deliverDue();
    expect((await runDepositTimers(t.ctx)).returned).toBe(0);
    expect((await deposit(client.cookie, id)).json()).toMatchObject({ status: 'returned', kept: 0, returned: 300_000 });
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 300_000, reason: 'deposit', status: 'succeeded' }]);
    expect((await paymentsOf(t, id))[0].status).toBe('partially_refunded');
    const { balances } = await ledgerOf(t, id);
    expect(balances.deposits_held).toBe(0);
    await booksBalance();
  });
});

describe('the move-out checklist schedules the return', () => {
  it('once both sides sign the move-out, the deposit is due back 7 days later', async () => {
    const id = await paidWithDeposit(t, host, client, 1);
    await advance(1); // the stay has started: its move-out checklist is open (a one-day stay's opens at its start)
    await readyChecklist(t, host, id, await photo('jpeg', 400, 300), 'move-out');
    expect((await as(t, host.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(host))).statusCode).toBe(201);
    expect((await deposit(client.cookie, id)).json().returnDueAt).toBeNull();
    const signed = await as(t, client.cookie).post(`${checklistUrl(id, 'move-out')}/sign`, typed(client));
    expect(signed.statusCode, signed.body).toBe(201);
    const completedAt = new Date(signed.json().moveOut.completedAt as string);
    expect((await deposit(client.cookie, id)).json().returnDueAt).toBe(
      new Date(completedAt.getTime() + 7 * DAY).toISOString(),
    );
  });
});

describe('part kept by a claim', () => {
  it('the host claims with a photo and a reason; the client accepts: the part to the host’s balance, the rest back', async () => {
    const id = await paidWithDeposit(t, host, client);
    const noPhoto = await as(t, host.cookie).post(`/api/bookings/${id}/deposit/claim`, {
      amount: 100_000,
      reason: 'The door lock was broken and had to be replaced.',
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.fields).toEqual({ photos: depositMessages.errors.photoRequired });
    expect((await addClaimPhoto(t, client.cookie, id)).statusCode).toBe(403);
    expect((await addClaimPhoto(t, otherHost.cookie, id)).statusCode).toBe(404);
    const tooMuch = await as(t, host.cookie).post(`/api/bookings/${id}/deposit/claim`, {
      amount: 300_001,
      reason: 'The door lock was broken and had to be replaced.',
    });
    expect(tooMuch.statusCode).toBe(400);

    const claimed = await claim(t, host, id, 100_000);
    expect(claimed).toMatchObject({ status: 'claimed', claim: { amount: 100_000 } });
    expect(claimed.photos).toHaveLength(1);
    const photoUrl = claimed.photos[0].url;
    expect((await as(t, client.cookie).get(photoUrl)).statusCode).toBe(200);
    expect((await as(t, otherClient.cookie).get(photoUrl)).statusCode).toBe(404);
    expect((await deposit(client.cookie, id)).json().actions).toEqual(['accept', 'dispute']);
    expect((await as(t, host.cookie).post(`/api/bookings/${id}/deposit/accept`)).statusCode).toBe(403);
    expect((await as(t, otherClient.cookie).post(`/api/bookings/${id}/deposit/accept`)).statusCode).toBe(404);

    const before = (await ledgerOf(t)).balances.host_available ?? 0;
    const accepted = await as(t, client.cookie).post(`/api/bookings/${id}/deposit/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'settled', kept: 100_000, returned: 200_000 });
    await t.ctx.outbox.deliverDue();
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 200_000, reason: 'deposit' }]);
    const { balances } = await ledgerOf(t, id);
    expect(balances.deposits_held).toBe(0);
    expect((await ledgerOf(t)).balances.host_available - before).toBe(-100_000);
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/deposit/accept`)).statusCode).toBe(409);
    await booksBalance();
  });

  it('a claim left unanswered for 7 days is taken as accepted', async () => {
    const id = await paidWithDeposit(t, host, client);
    await claim(t, host, id, 300_000);
    await advance(6);
    expect((await runDepositTimers(t.ctx)).lapsed).toBe(0);
    await advance(1);
    expect((await runDepositTimers(t.ctx)).lapsed).toBeGreaterThanOrEqual(1);
    expect((await deposit(client.cookie, id)).json()).toMatchObject({ status: 'settled', kept: 300_000, returned: 0 });
    expect(await refundsOf(t, id)).toEqual([]);
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
    await booksBalance();
  });
});

describe('a disputed claim, decided by staff', () => {
  it('opens a dispute; staff split the deposit through the ledger', async () => {
    const id = await paidWithDeposit(t, host, client);
    await claim(t, host, id, 200_000);
    const short = await as(t, client.cookie).post(`/api/bookings/${id}/deposit/dispute`, { description: 'No.' });
    expect(short.statusCode).toBe(400);
    const disputed = await as(t, client.cookie).post(`/api/bookings/${id}/deposit/dispute`, {
      description: 'The lock was already broken when I moved in; see the move-in photos.',
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const disputeId = disputed.json().disputeId as string;
    expect(disputed.json().status).toBe('disputed');

    const detail = (await as(t, admin.cookie).get(`/api/admin/disputes/${disputeId}`)).json();
    expect(detail.deposit).toMatchObject({
      status: 'disputed',
      amount: 300_000,
      claim: { amount: 200_000 },
      actions: ['decide'],
    });
    // The deposit is not refundable as the booking's price.
    expect(detail.refundable).toBe(10_000);

    const resolve = (body: object) =>
      as(t, admin.cookie).post(`/api/admin/disputes/${disputeId}/resolve`, {
        decision: 'Half of the claim: the lock was worn already.',
        refund: 'none',
        ...body,
      });
    expect((await resolve({})).json().error.fields).toEqual({ depositToHost: depositMessages.errors.splitRequired });
    expect((await resolve({ depositToHost: 200_001 })).statusCode).toBe(400);
    const done = await resolve({ depositToHost: 100_000 });
    expect(done.statusCode, done.body).toBe(200);
    await t.ctx.outbox.deliverDue();
    expect((await deposit(client.cookie, id)).json()).toMatchObject({
      status: 'settled',
      kept: 100_000,
      returned: 200_000,
    });
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 200_000, reason: 'deposit', status: 'succeeded' }]);
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
    await booksBalance();
  });
});

describe('cancelled before move-in', () => {
  it('the deposit goes back in full with the refund', async () => {
    const id = await paidWithDeposit(t, host, client);
    const res = await as(t, client.cookie).post(`/api/bookings/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.outbox.deliverDue();
    // Flexible, more than 24 h ahead: the price less the 5% fee, and the whole deposit, in one refund.
    expect(await refundsOf(t, id)).toMatchObject([
      { amount: 9_500 + 300_000, reason: 'cancellation', status: 'succeeded' },
    ]);
    expect((await deposit(client.cookie, id)).json()).toMatchObject({ status: 'returned', returned: 300_000 });
    expect((await ledgerOf(t, id)).balances.deposits_held).toBe(0);
    await booksBalance();
  });

  it('a booking without a deposit has none to show', async () => {
    const c = await createUser(t);
    const { bookingToPay, instantListing, payBooking } = await import('../payments/payments.fixtures');
    const listing = await instantListing(t, host.user.id, { pricePerDay: 10_000 });
    const id = await bookingToPay(t, c, listing, 5, 5);
    await payBooking(t, c, id);
    expect((await paymentsOf(t, id))[0].amount).toBe(10_000);
    expect((await deposit(c.cookie, id)).statusCode).toBe(404);
  });
});
