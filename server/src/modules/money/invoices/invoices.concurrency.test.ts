import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { monthBounds, monthIn } from '@espasyo/domain';
import { clockOf, createUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { newId } from '../../../lib/ids';
import { issueContext, issueForHost, issueMonth } from './invoices.service';

/**
 * The invoices' one series has no gaps however many issue at once (decision 0039): 20 issuers,
 * each host asked twice at the same moment, take exactly the numbers 1 to 20. Run on PostgreSQL
 * (DATABASE_URL) the issuers really overlap, each on its own connection.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const TZ = 'Asia/Manila';

/** 20 hosts, each with one booking paid this month: one real, 19 copies of it with their fee lines. */
async function twentyHostsWithFees() {
  const first = await createUser(t, { type: 'host' });
  const bookingId = await bookingToPay(t, client, await instantListing(t, first.user.id), 3, 3);
  await payBooking(t, client, bookingId);
  const hosts = [first.user.id];
  for (let i = 0; i < 19; i++) {
    const h = await createUser(t, { type: 'host' });
    const copy = newId();
    await sql`
      insert into bookings
      select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object(
        'id', ${copy}::text, 'host_id', ${h.user.id}::text, 'idempotency_key', ${copy}::text))).*
      from bookings b where b.id = ${bookingId}`.execute(t.db);
    const tx = newId();
    await sql`
      insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, created_at)
      values (${newId()}, ${tx}, 'payment', 'gateway_clearing', 9000, ${copy}, ${t.clock.now()}),
             (${newId()}, ${tx}, 'payment', 'platform_fees', -9000, ${copy}, ${t.clock.now()})`.execute(t.db);
    hosts.push(h.user.id);
  }
  return hosts;
}

describe('numbering under concurrent issuing', () => {
  it('20 issuers at once over 20 hosts take the numbers 1..20 exactly, each host once', async () => {
    const month = monthIn(TZ, t.clock.now());
    const hosts = await twentyHostsWithFees();
    clockOf(t).set(new Date(monthBounds(month, TZ).end.getTime() + 2 * 3_600_000));
    const c = await issueContext(t.ctx, month, null);
    const issued = await Promise.all([...hosts, ...hosts].map((h) => issueForHost(t.ctx, 'invoice', h, c)));
    expect(issued.filter(Boolean)).toHaveLength(20);
    const rows = await t.db.selectFrom('invoices').select(['serial', 'hostId', 'number']).execute();
    expect(rows.map((r) => Number(r.serial)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((r) => r.hostId)).size).toBe(20);
    // The counter says 21 next, and two more runs at once add nothing.
    const results = await Promise.all([issueMonth(t.ctx, month), issueMonth(t.ctx, month)]);
    expect(results.map((r) => r.invoices)).toEqual([0, 0]);
    const counter = await t.db
      .selectFrom('invoiceCounters')
      .selectAll()
      .where('series', '=', 'invoice')
      .executeTakeFirst();
    expect(Number(counter!.next)).toBe(21);
  });
});
