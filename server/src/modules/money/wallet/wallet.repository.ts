import { sql } from 'kysely';
import type { Executor } from '../../../db/client';

/** Each field of a host's balances as the sum of a transaction's lines on its accounts (credits add). */
const changeColumns = sql<string>`
  coalesce(-sum(e.amount) filter (where e.account = 'host_pending'), 0) as "pending",
  coalesce(-sum(e.amount) filter (where e.account = 'host_available'), 0) as "available",
  coalesce(-sum(e.amount) filter (where e.account = 'host_payout_pending'), 0) as "payoutPending",
  coalesce(-sum(e.amount) filter (where e.account = 'host_paid_out'), 0) as "paidOut",
  coalesce(sum(e.amount) filter (where e.account = 'host_debt'), 0) as "debt"`;

export interface EntryRow {
  id: string;
  kind: string;
  createdAt: Date;
  bookingId: string | null;
  listingTitle: string | null;
  payoutId: string | null;
  memo: string | null;
  pending: string;
  available: string;
  payoutPending: string;
  paidOut: string;
  debt: string;
}

/**
 * SQL for the host's wallet: the ledger's host lines grouped by transaction, and the bookings
 * whose earnings are still pending (read with their start: the booking is the earnings' source).
 */
export const walletRepository = {
  async entries(db: Executor, hostId: string, limit: number, offset: number) {
    const { rows } = await sql<EntryRow>`
      select e.transaction_id as "id", min(e.kind) as "kind", min(e.created_at) as "createdAt",
        min(e.booking_id) as "bookingId", min(b.listing_title) as "listingTitle",
        min(e.payout_id) as "payoutId", min(e.memo) as "memo", ${changeColumns}
      from ledger_entries e left join bookings b on b.id = e.booking_id
      where e.host_id = ${hostId}
      group by e.transaction_id
      order by min(e.created_at) desc, e.transaction_id desc
      limit ${limit} offset ${offset}`.execute(db);
    return rows;
  },

  async countEntries(db: Executor, hostId: string) {
    const r = await db
      .selectFrom('ledgerEntries')
      .select(sql<string>`count(distinct transaction_id)`.as('n'))
      .where('hostId', '=', hostId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** The host's bookings with earnings still pending, soonest start first. */
  async pendingByBooking(db: Executor, hostId: string) {
    const { rows } = await sql<{ bookingId: string; listingTitle: string; startsAt: Date; amount: string }>`
      select e.booking_id as "bookingId", b.listing_title as "listingTitle", b.starts_at as "startsAt",
        -sum(e.amount) as "amount"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.account = 'host_pending' and e.host_id = ${hostId}
      group by e.booking_id, b.listing_title, b.starts_at
      having sum(e.amount) < 0
      order by b.starts_at, e.booking_id`.execute(db);
    return rows;
  },

  /** Bookings whose pending earnings are due (started at or before `startedBy`), any host, oldest first. */
  async dueReleases(db: Executor, startedBy: Date, limit: number) {
    const { rows } = await sql<{ bookingId: string; hostId: string }>`
      select e.booking_id as "bookingId", min(e.host_id) as "hostId"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.account = 'host_pending' and b.starts_at <= ${startedBy}
      group by e.booking_id, b.starts_at
      having sum(e.amount) < 0
      order by b.starts_at, e.booking_id
      limit ${limit}`.execute(db);
    return rows;
  },
};
