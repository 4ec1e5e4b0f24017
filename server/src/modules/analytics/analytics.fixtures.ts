import { sql } from 'kysely';
import { newId } from '../../lib/ids';
import type { TestApp } from '../../test/app';

/**
 * Rows written straight into the tables the analytics read, at fixed instants, so that every
 * figure can be worked out by hand (analytics.test.ts). Instants are Manila time (+08:00).
 */
export const at = (local: string) => new Date(`${local}+08:00`);

export interface FixtureBooking {
  listingId: string;
  clientId: string;
  hostId: string;
  status: string;
  mode?: 'request' | 'instant';
  kind?: 'days' | 'hours' | 'tenancy';
  startDate: string;
  /** Null: a tenancy with no end yet (its ends_at null too). */
  endDate: string | null;
  /** Defaults: 00:00 of the first day to 00:00 after the last, Manila. */
  startsAt?: Date;
  endsAt?: Date;
  units?: number;
  total: number;
  createdAt: Date;
  confirmedAt?: Date | null;
}

export async function insertBooking(t: TestApp, b: FixtureBooking): Promise<string> {
  const id = newId();
  const endsAt = b.endsAt ?? (b.endDate === null ? null : new Date(at(`${b.endDate}T00:00:00`).getTime() + 86_400_000));
  await sql`insert into bookings (id, listing_id, client_id, host_id, status, mode, kind, start_date, end_date,
      starts_at, ends_at, units, quote, total, cancellation_policy, listing_title, confirmed_at, created_at, updated_at)
    values (${id}, ${b.listingId}, ${b.clientId}, ${b.hostId}, ${b.status}, ${b.mode ?? 'instant'}, ${b.kind ?? 'days'},
      ${b.startDate}, ${b.endDate}, ${b.startsAt ?? at(`${b.startDate}T00:00:00`)}, ${endsAt}, ${b.units ?? 1},
      ${JSON.stringify({ total: b.total })}, ${b.total}, 'flexible', 'A space', ${b.confirmedAt ?? null},
      ${b.createdAt}, ${b.createdAt})`.execute(t.db);
  return id;
}

export async function insertEvent(t: TestApp, bookingId: string, action: string, to: string, createdAt: Date) {
  await sql`insert into process_events (id, process, record_id, action, actor, to_status, created_at)
    values (${newId()}, 'booking', ${bookingId}, ${action}, ${action === 'expire_request' ? 'system' : 'host'}, ${to}, ${createdAt})`.execute(
    t.db,
  );
}

/** A paid payment and its balanced ledger transaction: the host's earnings pending, the platform's fee. */
export async function insertPayment(
  t: TestApp,
  p: { bookingId: string; hostId: string; earnings: number; fee: number; paidAt: Date },
): Promise<string> {
  const id = newId();
  await sql`insert into payments (id, booking_id, gateway, amount, status, gateway_status, idempotency_key, expires_at, created_at, paid_at)
    values (${id}, ${p.bookingId}, 'sandbox', ${p.earnings + p.fee}, 'paid', 'paid', ${newId()}, ${p.paidAt}, ${p.paidAt}, ${p.paidAt})`.execute(
    t.db,
  );
  await ledger(t, 'payment', p.paidAt, { bookingId: p.bookingId, paymentId: id, hostId: p.hostId }, [
    ['gateway_clearing', p.earnings + p.fee],
    ['host_pending', -p.earnings],
    ['platform_fees', -p.fee],
  ]);
  return id;
}

/** The booking's earnings released: pending → available. */
export async function insertRelease(t: TestApp, r: { bookingId: string; hostId: string; amount: number; at: Date }) {
  await ledger(t, 'release', r.at, { bookingId: r.bookingId, paymentId: null, hostId: r.hostId }, [
    ['host_pending', r.amount],
    ['host_available', -r.amount],
  ]);
}

async function ledger(
  t: TestApp,
  kind: string,
  createdAt: Date,
  refs: { bookingId: string | null; paymentId: string | null; hostId: string },
  lines: [string, number][],
) {
  const id = newId();
  // One database transaction: the ledger's lines are checked to balance when it commits (migration 0037).
  await t.db.transaction().execute(async (tx) => {
    for (const [account, amount] of lines) {
      await sql`insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, payment_id, host_id, created_at)
        values (${newId()}, ${id}, ${kind}, ${account}, ${amount}, ${refs.bookingId}, ${refs.paymentId},
          ${account.startsWith('host_') ? refs.hostId : null}, ${createdAt})`.execute(tx);
    }
  });
}

export async function insertPayout(
  t: TestApp,
  p: { hostId: string; amount: number; status: 'processed' | 'failed'; at: Date },
): Promise<void> {
  const method = newId();
  await sql`insert into payout_methods (id, host_id, type, account_name, account_number, usable_from, created_at)
    values (${method}, ${p.hostId}, 'gcash', 'Host', '09171234567', ${p.at}, ${p.at})`.execute(t.db);
  await sql`insert into payouts (id, host_id, payout_method_id, method, amount, status, requested_by, created_at, processed_at, updated_at)
    values (${newId()}, ${p.hostId}, ${method}, '{}'::jsonb, ${p.amount}, ${p.status}, 'host', ${p.at}, ${p.at}, ${p.at})`.execute(
    t.db,
  );
}

/** A tenancy's bill for period n (issue 32): its days, both included, and its status. */
export async function insertBill(
  t: TestApp,
  b: { bookingId: string; number: number; periodStart: string; periodEnd: string; amount: number; status: string },
): Promise<string> {
  const id = newId();
  const quote = {
    subtotal: b.amount,
    taxRate: 0,
    tax: 0,
    total: b.amount,
    platformFeePercentage: 0,
    platformFee: 0,
    hostEarnings: b.amount,
  };
  await sql`insert into bills (id, booking_id, number, period_start, period_end, due_on, amount, quote, status)
    values (${id}, ${b.bookingId}, ${b.number}, ${b.periodStart}, ${b.periodEnd}, ${b.periodStart}, ${b.amount},
      ${JSON.stringify(quote)}, ${b.status})`.execute(t.db);
  return id;
}
