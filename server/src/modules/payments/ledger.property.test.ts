import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsOutOfBounds, ledgerAccounts, type CancellationPolicy, type LedgerAccount } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { as } from '../listings/core/listings.fixtures';
import {
  bookingToPay,
  instantListing,
  loseWebhooks,
  openCheckout,
  payBooking,
  statusOf,
  submitSandbox,
} from './payments.fixtures';
import { reconcilePayments } from './reconciliation/reconcile.service';

/**
 * The ledger through the whole server (design §6): after any sequence of payments, failed
 * payments, second payments, payments that arrive after a cancellation, and cancellations by
 * either side, on bookings of every policy at any distance from their start, every ledger
 * transaction sums to zero, no account is on the wrong side, and the gateway's clearing account
 * holds exactly what came in less what went back.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

const ops = ['pay', 'fail', 'pay_twice', 'pay_late', 'cancel_client', 'cancel_host'] as const;
type Op = (typeof ops)[number];

async function apply(id: string, op: Op) {
  const status = await statusOf(t, id);
  const awaiting = status === 'awaiting_payment';
  switch (op) {
    case 'pay':
      if (awaiting) await payBooking(t, client, id);
      return;
    case 'fail':
      if (awaiting) await submitSandbox(t, (await openCheckout(t, client, id)).checkoutUrl, { outcome: 'fail' });
      return;
    case 'pay_twice': {
      if (!awaiting) return;
      // A first checkout closed here whose closing the gateway never heard, then paid after a second one.
      const first = await openCheckout(t, client, id);
      await t.db.updateTable('payments').set({ status: 'expired' }).where('id', '=', first.paymentId).execute();
      await payBooking(t, client, id, 'card');
      await submitSandbox(t, first.checkoutUrl, { outcome: 'authorise', method: 'maya' });
      return;
    }
    case 'pay_late': {
      if (!awaiting) return;
      const c = await openCheckout(t, client, id);
      loseWebhooks(t, true);
      try {
        await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
        await as(t, client.cookie).post(`/api/bookings/${id}/cancel`);
      } finally {
        loseWebhooks(t, false);
      }
      return; // settled by the reconciliation at the end of the run
    }
    case 'cancel_client':
      await as(t, client.cookie).post(`/api/bookings/${id}/cancel`);
      return;
    case 'cancel_host':
      await as(t, host.cookie).post(`/api/bookings/${id}/cancel`, { reason: 'No longer available' });
  }
}

const booking = fc.record({
  policy: fc.constantFrom<CancellationPolicy>('flexible', 'moderate', 'strict'),
  startIn: fc.integer({ min: 1, max: 30 }),
  days: fc.integer({ min: 1, max: 4 }),
  price: fc.integer({ min: 2_000, max: 500_000 }), // from ₱20 a day: the least any payment method takes (payment-limits.ts)
});

describe('the ledger after any sequence', () => {
  it('sums to zero by transaction, keeps every account on its side, and clears what moved', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(booking, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ops)), { minLength: 1, maxLength: 6 }),
        async (bookings, steps) => {
          const ids: string[] = [];
          for (const b of bookings) {
            const listing = await instantListing(t, host.user.id, {
              cancellationPolicy: b.policy,
              pricePerDay: b.price,
            });
            ids.push(await bookingToPay(t, client, listing, b.startIn, b.startIn + b.days - 1));
          }
          for (const [i, op] of steps) await apply(ids[i % ids.length], op);
          // Whatever was left hanging (a lost webhook) is settled: then the books and the gateway agree.
          await reconcilePayments(t.ctx);
          await t.ctx.outbox.idle(); // and what it queued (a late payment's refund) is delivered

          // Each run's own bookings, so a failure shrinks to the sequence that caused it.
          const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('bookingId', 'in', ids).execute();
          const byTransaction = new Map<string, number>();
          const all = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>;
          for (const l of lines) {
            byTransaction.set(l.transactionId, (byTransaction.get(l.transactionId) ?? 0) + Number(l.amount));
            all[l.account] += Number(l.amount);
          }
          expect([...byTransaction.values()].filter((sum) => sum !== 0)).toEqual([]);
          expect(accountsOutOfBounds(all)).toEqual([]);
          const payments = await t.db.selectFrom('payments').selectAll().where('bookingId', 'in', ids).execute();
          const refunds = await t.db.selectFrom('refunds').selectAll().where('bookingId', 'in', ids).execute();
          const came = payments
            .filter((p) => ['paid', 'refunded', 'partially_refunded'].includes(p.status) && !p.flag)
            .reduce((sum, p) => sum + Number(p.amount), 0);
          const went = refunds.reduce((sum, r) => sum + Number(r.amount), 0);
          // The gateways' fees are their own account, out of the clearing account (net settlement).
          const fees = payments
            .filter((p) => ['paid', 'refunded', 'partially_refunded'].includes(p.status) && !p.flag)
            .reduce((sum, p) => sum + Number(p.gatewayFee ?? 0), 0);
          expect(all.gateway_fees).toBe(fees);
          expect(all.gateway_clearing).toBe(came - went - fees);
          expect(refunds.filter((r) => r.status !== 'succeeded')).toEqual([]);
          // What the gateway holds agrees: paid there, less refunded there.
          const atGateway = payments.length
            ? await t.db
                .selectFrom('sandboxCheckouts')
                .selectAll()
                .where(
                  'reference',
                  'in',
                  payments.map((p) => p.id),
                )
                .execute()
            : [];
          const held = atGateway
            .filter((c) => c.status === 'paid')
            .reduce((sum, c) => sum + Number(c.amount) - Number(c.refunded), 0);
          expect(held).toBe(came - went);
        },
      ),
      {
        numRuns: 12, // through the API: each run books and pays; the domain property (ledger.test.ts) runs thousands
        examples: [
          [
            [{ policy: 'flexible', startIn: 10, days: 2, price: 10_000 }],
            [
              [0, 'pay'],
              [0, 'cancel_client'],
            ],
          ],
          [
            [{ policy: 'moderate', startIn: 2, days: 3, price: 33_333 }],
            [
              [0, 'pay_twice'],
              [0, 'cancel_client'],
            ],
          ],
          [
            [{ policy: 'strict', startIn: 20, days: 1, price: 99_999 }],
            [
              [0, 'fail'],
              [0, 'pay'],
              [0, 'cancel_host'],
            ],
          ],
          [
            [{ policy: 'flexible', startIn: 1, days: 1, price: 2_001 }],
            [
              [0, 'pay_late'],
              [0, 'pay'],
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
