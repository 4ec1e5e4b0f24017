import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  availableFrom,
  hostBalancesOf,
  moneyMessages,
  type LedgerAccount,
  type LedgerTransaction,
} from '@espasyo/domain';
import { clockOf, outboxFor, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { releaseDueEarnings } from '../../modules/money/wallet/wallet.service';
import { seedDemoData } from './index';
import { demoMoneySteps } from './money';
import { DEMO_UNREAD } from './notifications';
import { DEMO_PASSWORD } from './users';

/**
 * The demo money (issue 20), seeded with the demo users, listings and bookings at a fixed moment
 * (10:30 in Manila): the demo host's wallet has pending and available earnings, a GCash account
 * that receives payouts, a processed and a failed payout; the books agree with themselves; the
 * demo client has payments, refunds and their receipts.
 */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-money-' });
const NOW = new Date('2027-03-17T02:30:00Z');
const DAY = 86_400_000;

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const cookieOf = async (email: string) => (await signIn(t, email, DEMO_PASSWORD)).cookie!;
const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

let hostId = '';
let adminId = '';

beforeAll(async () => {
  clockOf(t).set(NOW);
  await seedDemoData(t.ctx, { photoDir });
  hostId = await userId('host@espasyo.test');
  adminId = await userId('admin@espasyo.test');
});

describe('demo money', () => {
  it("the demo host's wallet: pending and at least the minimum payout available, a default GCash account past its 24 hours", async () => {
    const cookie = await cookieOf('host@espasyo.test');
    const wallet = await get(cookie, '/api/host/wallet');
    expect(wallet.pending).toBeGreaterThan(0);
    expect(wallet.available).toBeGreaterThanOrEqual(wallet.minimumPayout);
    expect(wallet.minimumPayout).toBe(5_000);
    expect(wallet.debt).toBe(0);
    expect(wallet.payoutPending).toBe(0);
    expect(wallet.upcoming.length).toBeGreaterThan(0);
    const kinds = new Set(
      (await get(cookie, '/api/host/wallet/entries?pageSize=100')).items.map((e: { kind: string }) => e.kind),
    );
    expect(kinds).toEqual(
      new Set([
        'payment',
        'refund',
        'release',
        'payout_requested',
        'payout_processed',
        'payout_failed',
        'dispute_hold',
      ]),
    );

    const methods = await t.db.selectFrom('payoutMethods').selectAll().where('hostId', '=', hostId).execute();
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ type: 'gcash', accountNumber: '09275550103', isDefault: true, removedAt: null });
    expect(new Date(methods[0].usableFrom).getTime()).toBeLessThan(NOW.getTime() - 20 * DAY);
    const listed = await get(cookie, '/api/host/payout-methods');
    expect(listed.items).toEqual([expect.objectContaining({ id: methods[0].id, isDefault: true })]);
    // Added with the re-authentication the app asks for: audited and emailed.
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', methods[0].id).execute();
    expect(audit).toMatchObject([{ action: 'payout_method.add', actorId: hostId }]);
    const mail = await outboxFor(t, 'host@espasyo.test');
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        moneyMessages.emails.methodAdded.subject,
        moneyMessages.emails.payoutProcessed.subject,
        moneyMessages.emails.payoutFailed.subject,
      ]),
    );
  });

  it('one payout processed and one failed, asked for by the host and settled by staff, at their moments', async () => {
    const payouts = await t.db
      .selectFrom('payouts')
      .selectAll()
      .where('hostId', '=', hostId)
      .orderBy('createdAt')
      .execute();
    const at = (ms: number) => NOW.getTime() - ms;
    const s = demoMoneySteps;
    expect(payouts).toMatchObject([
      { status: 'processed', requestedBy: 'host', reference: s.processed.reference, processedBy: adminId },
      { status: 'failed', requestedBy: 'host', failureReason: s.failed.reason, processedBy: adminId },
    ]);
    expect(payouts.map((p) => [new Date(p.createdAt).getTime(), new Date(p.processedAt!).getTime()])).toEqual([
      [at(s.processed.requested), at(s.processed.settled)],
      [at(s.failed.requested), at(s.failed.settled)],
    ]);
    for (const p of payouts) expect(Number(p.amount)).toBeGreaterThanOrEqual(5_000);
    const actions = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('targetType', '=', 'payout')
      .orderBy('createdAt')
      .execute();
    expect(actions).toEqual([
      { action: 'payout.request', actorId: hostId },
      { action: 'payout.processed', actorId: adminId },
      { action: 'payout.request', actorId: hostId },
      { action: 'payout.failed', actorId: adminId },
    ]);
    // Staff's queue shows both; nothing waits.
    const admin = await cookieOf('admin@espasyo.test');
    expect((await get(admin, '/api/admin/payouts?status=pending')).total).toBe(0);
    expect((await get(admin, '/api/admin/payouts?status=processed')).total).toBe(1);
    expect((await get(admin, '/api/admin/payouts?status=failed')).total).toBe(1);
  });

  it("every host's kept balances equal the sums of their ledger lines; every ledger transaction sums to zero", async () => {
    const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('hostId', 'is not', null).execute();
    const kept = await t.db.selectFrom('hostBalances').selectAll().execute();
    const hosts = new Set(lines.map((l) => l.hostId!));
    expect(new Set(kept.map((k) => k.hostId))).toEqual(hosts);
    for (const h of hosts) {
      const fromLines = hostBalancesOf([
        {
          kind: 'adjustment',
          lines: lines
            .filter((l) => l.hostId === h)
            .map((l) => ({ account: l.account as LedgerAccount, amount: Number(l.amount) })),
        },
      ] as LedgerTransaction[]);
      const k = kept.find((x) => x.hostId === h)!;
      expect(
        {
          pending: Number(k.pending),
          available: Number(k.available),
          payoutPending: Number(k.payoutPending),
          paidOut: Number(k.paidOut),
          debt: Number(k.debt),
          held: Number(k.held),
        },
        h,
      ).toEqual(fromLines);
    }
    const { rows } = await sql<{ id: string }>`
      select transaction_id as id from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('earnings were released by the daily runs at 02:00 in Manila, each financial.hostPayoutDelay days after its start; none is left due', async () => {
    const { financial } = await t.ctx.settings.get();
    const released = await t.db
      .selectFrom('ledgerEntries')
      .innerJoin('bookings', 'bookings.id', 'ledgerEntries.bookingId')
      .select(['ledgerEntries.createdAt', 'bookings.startsAt'])
      .where('ledgerEntries.kind', '=', 'release')
      .where('ledgerEntries.account', '=', 'host_pending')
      // A tenancy's later months are released the night after each is paid: tenancies-seed.test.ts.
      .where('bookings.kind', '<>', 'tenancy')
      .execute();
    expect(released.length).toBeGreaterThanOrEqual(3);
    for (const r of released) {
      const at = new Date(r.createdAt);
      expect(at.getUTCHours() * 60 + at.getUTCMinutes()).toBe(18 * 60); // 02:00 in Manila
      const due = availableFrom(new Date(r.startsAt), financial.hostPayoutDelay).getTime();
      expect(at.getTime() >= due && at.getTime() < due + DAY).toBe(true);
    }
    expect(await releaseDueEarnings(t.ctx)).toEqual({ released: 0, amount: 0 });
  });

  it('the demo client has payments, refunds and their receipts', async () => {
    const cookie = await cookieOf('client@espasyo.test');
    const page = await get(cookie, '/api/me/payments?pageSize=50');
    const items = page.items as { id: string; kind: string; status: string }[];
    expect(items.some((i) => i.kind === 'payment' && i.status === 'paid')).toBe(true);
    expect(items.some((i) => i.kind === 'payment' && i.status === 'refunded')).toBe(true);
    expect(items.some((i) => i.kind === 'payment' && i.status === 'partially_refunded')).toBe(true);
    const refund = items.find((i) => i.kind === 'refund')!;
    const paid = items.find((i) => i.kind === 'payment' && i.status === 'paid')!;
    for (const i of [paid, refund]) {
      expect((await get(cookie, `/api/me/payments/${i.id}/receipt`)).id).toBe(i.id);
    }
  });

  it('is seeded once', async () => {
    await seedDemoData(t.ctx, { photoDir });
    expect(await t.db.selectFrom('payouts').select('id').execute()).toHaveLength(2);
    expect(await t.db.selectFrom('payoutMethods').select('id').execute()).toHaveLength(1);
  });
});

describe('demo notifications', () => {
  it('each demo user has a handful unread, the newest; the rest read after they came', async () => {
    for (const email of ['host@espasyo.test', 'client@espasyo.test']) {
      const cookie = await cookieOf(email);
      const { items, unread } = await get(cookie, '/api/me/notifications');
      expect(items.length, email).toBeGreaterThan(DEMO_UNREAD);
      expect(unread, email).toBe(DEMO_UNREAD);
      const flags = items.map((n: { isRead: boolean }) => n.isRead);
      expect(flags.slice(0, DEMO_UNREAD)).toEqual(Array(DEMO_UNREAD).fill(false));
      expect(new Set(flags.slice(DEMO_UNREAD))).toEqual(new Set([true]));
      for (const n of items.filter((x: { isRead: boolean }) => x.isRead)) {
        expect(new Date(n.readAt).getTime()).toBeGreaterThan(new Date(n.createdAt).getTime());
        expect(new Date(n.readAt).getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });
});
