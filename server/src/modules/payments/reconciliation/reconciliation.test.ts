import { addCalendarDays, calendarDayIn, dayStartIn } from '@espasyo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentJobs } from '../../../jobs/payment-jobs';
import { clockOf, outboxFor, randomIp, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { newId } from '../../../lib/ids';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking, paymentsOf, refundsOf } from '../payments.fixtures';
import { reconcileDay } from './reconciliation.service';

/**
 * The daily reconciliation report (issue 20, decision 0040) with the sandbox gateway: the ledger's
 * payments and refunds of a day against the sandbox's own tables; the alert to admins; the job.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let nextFrom = 10;
const TZ = 'Asia/Manila';
const HOUR = 3_600_000;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
});

/** Sets the clock and signs everyone in again (sessions end with time). */
async function setClock(at: Date) {
  clockOf(t).set(at);
  for (const u of [host, client, admin] as BuiltUser[]) {
    const { cookie } = await signIn(t, u.email, u.password, { ip: randomIp() });
    u.cookie = cookie!;
  }
}

/** Moves the clock to 10:00 (Manila) of a day no other test used; answers that day. */
async function freshDay() {
  const day = addCalendarDays(calendarDayIn(TZ, t.clock.now()), 3);
  await setClock(new Date(dayStartIn(day, TZ).getTime() + 10 * HOUR));
  return day;
}

/** Ends `day` (03:00 the next morning) and reconciles it; answers the sandbox's report with its discrepancies. */
async function reconcile(day: string) {
  await t.ctx.outbox.idle();
  await setClock(new Date(dayStartIn(addCalendarDays(day, 1), TZ).getTime() + 3 * HOUR));
  const [report] = await reconcileDay(t.ctx, day);
  const detail = await as(t, admin.cookie).get(`/api/admin/payments/reconciliation/${report.id}`);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json();
}

/** A booking paid through the sandbox: its payment row. */
async function paid() {
  const id = await bookingToPay(t, client, listing, nextFrom++);
  await payBooking(t, client, id);
  const [p] = await paymentsOf(t, id);
  return { bookingId: id, payment: p };
}

const alertsTo = async (email: string) =>
  (await outboxFor(t, email)).filter((m) => m.subject.includes('reconciliation of'));

describe('the daily reconciliation with the sandbox', () => {
  it('a day whose payments and refunds all match is ok, and no admin is emailed', async () => {
    const day = await freshDay();
    const a = await paid();
    const b = await paid();
    expect((await as(t, client.cookie).post(`/api/bookings/${b.bookingId}/cancel`)).statusCode).toBe(200);
    await t.ctx.outbox.idle();
    const [refund] = await refundsOf(t, b.bookingId);
    expect(refund.status).toBe('succeeded');
    const before = (await alertsTo(admin.user.email)).length;

    const r = await reconcile(day);
    const total = Number(a.payment.amount) + Number(b.payment.amount);
    expect(r).toMatchObject({
      day,
      gateway: 'sandbox',
      status: 'ok',
      matched: 3,
      discrepancyCount: 0,
      ledger: { payments: 2, paymentsTotal: total, refunds: 1, refundsTotal: Number(refund.amount) },
      gatewaySide: { payments: 2, paymentsTotal: total, refunds: 1, refundsTotal: Number(refund.amount) },
      discrepancies: [],
      runs: 1,
    });
    expect(await alertsTo(admin.user.email)).toHaveLength(before);
  });

  it('a payment missing at the gateway is a mismatch, and every admin is emailed once', async () => {
    const day = await freshDay();
    const { payment } = await paid();
    await t.db
      .updateTable('sandboxCheckouts')
      .set({ completedAt: new Date(t.clock.now().getTime() - 5 * 24 * HOUR) })
      .where('id', '=', payment.checkoutId!)
      .execute();
    const before = (await alertsTo(admin.user.email)).length;

    const r = await reconcile(day);
    expect(r).toMatchObject({ status: 'mismatch', matched: 0, discrepancyCount: 1 });
    expect(r.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'missing_at_gateway',
        item: 'payment',
        ref: payment.id,
        ledgerAmount: Number(payment.amount),
        gatewayAmount: null,
      }),
    ]);
    const mails = await alertsTo(admin.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe(`Espasyo: reconciliation of ${day} with Sandbox does not match`);
    expect(mails[0].text).toContain(`Missing at the gateway: payment ${payment.id}`);
    expect(mails[0].text).toContain('/payments');
    // And the admins' in-app system alert (decision 0045).
    const inApp = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', admin.user.id)
      .where('subType', '=', 'system_alert')
      .execute();
    expect(inApp).toMatchObject([
      {
        type: 'system',
        priority: 'high',
        title: `Espasyo: reconciliation of ${day} with Sandbox does not match`,
        message: '1 difference between the ledger and Sandbox. The report on Payments lists each.',
        actionUrl: '/payments',
      },
    ]);
  });

  it('a payment the gateway took that our ledger does not know is reported', async () => {
    const day = await freshDay();
    const now = t.clock.now();
    await t.db
      .insertInto('sandboxCheckouts')
      .values({
        id: newId(),
        idempotencyKey: `stray-${newId()}`,
        reference: 'pay-unknown',
        description: 'Not ours',
        amount: 12_345,
        currency: 'PHP',
        methods: JSON.stringify(['gcash']),
        metadata: JSON.stringify({}),
        successUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/no',
        status: 'paid',
        method: 'gcash',
        paymentReference: 'sbx_pay_stray',
        fee: 300,
        expiresAt: now,
        createdAt: now,
        completedAt: now,
      })
      .execute();
    const r = await reconcile(day);
    expect(r).toMatchObject({ status: 'mismatch', matched: 0, gatewaySide: { payments: 1, paymentsTotal: 12_345 } });
    expect(r.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'missing_in_ledger',
        ref: 'pay-unknown',
        gatewayId: 'sbx_pay_stray',
        gatewayAmount: 12_345,
      }),
    ]);
  });

  it('an amount that differs, and a refund the gateway never made, are each reported', async () => {
    const day = await freshDay();
    const a = await paid();
    const b = await paid();
    await t.db
      .updateTable('sandboxCheckouts')
      .set({ amount: Number(a.payment.amount) - 100 })
      .where('id', '=', a.payment.checkoutId!)
      .execute();
    expect((await as(t, client.cookie).post(`/api/bookings/${b.bookingId}/cancel`)).statusCode).toBe(200);
    await t.ctx.outbox.idle();
    const [refund] = await refundsOf(t, b.bookingId);
    await t.db.deleteFrom('sandboxRefunds').where('idempotencyKey', '=', refund.idempotencyKey).execute();

    const r = await reconcile(day);
    expect(r).toMatchObject({ status: 'mismatch', matched: 1, discrepancyCount: 2 });
    expect(r.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'amount_mismatch',
        item: 'payment',
        ref: a.payment.id,
        ledgerAmount: Number(a.payment.amount),
        gatewayAmount: Number(a.payment.amount) - 100,
      }),
      expect.objectContaining({
        kind: 'missing_at_gateway',
        item: 'refund',
        ref: refund.idempotencyKey,
        ledgerAmount: Number(refund.amount),
      }),
    ]);
  });

  it('the daily job reconciles yesterday at 02:30 Manila; run twice it keeps one report and alerts once', async () => {
    const job = paymentJobs.find((j) => j.name === 'payments-reconcile-daily')!;
    expect(job.dailyAt).toEqual({ hour: 2, minute: 30 });
    const day = await freshDay();
    const { payment } = await paid();
    await t.db.deleteFrom('sandboxEvents').where('checkoutId', '=', payment.checkoutId!).execute();
    await t.db.deleteFrom('sandboxCheckouts').where('id', '=', payment.checkoutId!).execute();
    await t.ctx.outbox.idle();
    const before = (await alertsTo(admin.user.email)).length;
    await setClock(new Date(dayStartIn(addCalendarDays(day, 1), TZ).getTime() + 2.5 * HOUR));

    expect(await job.run(t.ctx)).toBe(`${day}: sandbox mismatch (0 matched, 1 discrepancies).`);
    expect(await job.run(t.ctx)).toBe(`${day}: sandbox mismatch (0 matched, 1 discrepancies).`);
    const rows = await t.db.selectFrom('reconciliationReports').selectAll().where('day', '=', day).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gateway: 'sandbox', status: 'mismatch', runs: 2 });
    expect(await alertsTo(admin.user.email)).toHaveLength(before + 1);
  });

  it('sends no alert while system alerts are off', async () => {
    await setSettings(t, admin.cookie, 'notifications', { systemAlerts: false });
    try {
      const day = await freshDay();
      const { payment } = await paid();
      await t.db.deleteFrom('sandboxEvents').where('checkoutId', '=', payment.checkoutId!).execute();
      await t.db.deleteFrom('sandboxCheckouts').where('id', '=', payment.checkoutId!).execute();
      const before = (await alertsTo(admin.user.email)).length;
      expect((await reconcile(day)).status).toBe('mismatch');
      expect(await alertsTo(admin.user.email)).toHaveLength(before);
    } finally {
      await setSettings(t, admin.cookie, 'notifications', { systemAlerts: true });
    }
  });
});

describe('the reconciliation API', () => {
  it('is for admins only: clients and hosts get 403, anyone signed out 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/payments/reconciliation'],
      ['GET', '/api/admin/payments/reconciliation/x'],
      ['POST', '/api/admin/payments/reconciliation'],
    ] as const) {
      const payload = method === 'POST' ? { day: '2026-01-01' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const u of [client, host]) {
        expect((await t.app.inject({ method, url, payload, headers: { cookie: u.cookie } })).statusCode).toBe(403);
      }
    }
  });

  it("lists the reports newest day first, opens one, and runs a day on staff's word (audited)", async () => {
    const day = await freshDay();
    await paid();
    await setClock(new Date(dayStartIn(addCalendarDays(day, 1), TZ).getTime() + HOUR));
    await t.ctx.outbox.idle();

    const run = await as(t, admin.cookie).post('/api/admin/payments/reconciliation', { day });
    expect(run.statusCode, run.body).toBe(200);
    const [report] = run.json().reports;
    expect(report).toMatchObject({ day, gateway: 'sandbox', status: 'ok', matched: 1 });
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'payments.reconcile')
      .where('targetId', '=', report.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(admin.user.id);

    const list = await as(t, admin.cookie).get('/api/admin/payments/reconciliation?page=1');
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.items[0]).toMatchObject({ id: report.id, day });
    const days = page.items.map((r: { day: string }) => r.day);
    expect(days).toEqual([...days].sort().reverse());
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    expect((await as(t, admin.cookie).get('/api/admin/payments/reconciliation/nope')).statusCode).toBe(404);
  });

  it('refuses a day that has not ended, or is not a date', async () => {
    const today = calendarDayIn(TZ, t.clock.now());
    const res = await as(t, admin.cookie).post('/api/admin/payments/reconciliation', { day: today });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ day: 'Choose a day that has ended.' });
    const bad = await as(t, admin.cookie).post('/api/admin/payments/reconciliation', { day: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});
