import { centavos } from '@espasyo/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../db/client';

/** Each field of a host's balances as the sum of a transaction's lines on its accounts (credits add). */
const changeColumns = sql<string>`
  coalesce(-sum(e.amount) filter (where e.account = 'host_pending'), 0) as "pending",
  coalesce(-sum(e.amount) filter (where e.account = 'host_available'), 0) as "available",
  coalesce(-sum(e.amount) filter (where e.account = 'host_payout_pending'), 0) as "payoutPending",
  coalesce(-sum(e.amount) filter (where e.account = 'host_paid_out'), 0) as "paidOut",
  coalesce(sum(e.amount) filter (where e.account = 'host_debt'), 0) as "debt",
  coalesce(-sum(e.amount) filter (where e.account = 'host_held'), 0) as "held"`;

/** The most lines one transaction writes on a host's accounts (a release with a debt repaid: 3). */
const MAX_HOST_LINES = 3;

export interface EntryRow {
  id: string;
  kind: string;
  createdAt: Date;
  bookingId: string | null;
  listingTitle: string | null;
  payoutId: string | null;
  memo: string | null;
  pending: number;
  available: number;
  payoutPending: number;
  paidOut: number;
  debt: number;
  held: number;
}

/**
 * SQL for the host's wallet: the ledger's host lines grouped by transaction, and the bookings
 * whose earnings are still pending (read with their start: the booking is the earnings' source).
 */
export const walletRepository = {
  /**
   * A page of the host's transactions, newest first. The page's transactions are found first
   * through the host's index (a transaction's lines share its time, and touch at most
   * MAX_HOST_LINES host accounts), so a long history is never summed whole.
   */
  async entries(db: Executor, hostId: string, limit: number, offset: number) {
    const { rows } = await sql<EntryRow>`
      with recent as (
        select distinct transaction_id, created_at from (
          select transaction_id, created_at from ledger_entries
          where host_id = ${hostId}
          order by created_at desc, transaction_id desc
          limit ${(limit + offset) * MAX_HOST_LINES}
        ) lines
        order by created_at desc, transaction_id desc
        limit ${limit} offset ${offset}
      )
      select e.transaction_id as "id", min(e.kind) as "kind", min(e.created_at) as "createdAt",
        min(e.booking_id) as "bookingId", min(b.listing_title) as "listingTitle",
        min(e.payout_id) as "payoutId", min(e.memo) as "memo", ${changeColumns}
      from recent r
        join ledger_entries e on e.transaction_id = r.transaction_id and e.host_id = ${hostId}
        left join bookings b on b.id = e.booking_id
      group by e.transaction_id
      order by min(e.created_at) desc, e.transaction_id desc`.execute(db);
    return rows;
  },

  async countEntries(db: Executor, hostId: string) {
    const r = await db
      .selectFrom('ledgerEntries')
      .select(sql<number>`count(distinct transaction_id)`.as('n'))
      .where('hostId', '=', hostId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** The host's bookings with earnings still pending, soonest start first. */
  pendingByBooking(db: Executor, hostId: string) {
    return db
      .selectFrom('bookingEarnings as be')
      .innerJoin('bookings as b', 'b.id', 'be.bookingId')
      .select(['be.bookingId', 'b.listingTitle', 'b.startsAt', 'be.pending as amount'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('disputes as d')
              .select('d.id')
              .whereRef('d.bookingId', '=', 'be.bookingId')
              .where('d.status', '=', 'open'),
          )
          .as('onHold'),
      )
      .where('be.hostId', '=', hostId)
      .where('be.pending', '>', centavos(0))
      .orderBy('b.startsAt')
      .orderBy('be.bookingId')
      .execute();
  },

  /**
   * Bookings whose pending earnings are due (started at or before `startedBy`), any host, oldest
   * first; none under an open dispute (held until it is resolved, issue 22).
   */
  dueReleases(db: Executor, startedBy: Date, limit: number, timeZone: string) {
    return (
      db
        .selectFrom('bookingEarnings as be')
        .innerJoin('bookings as b', 'b.id', 'be.bookingId')
        .select(['be.bookingId', 'be.hostId'])
        .where('be.pending', '>', centavos(0))
        .where('b.startsAt', '<=', startedBy)
        // A tenancy's bill paid ahead waits for its own period's start (issue 32): its earnings are
        // pending until the period it pays for has started plus the delay, as a booking's do.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bills as bl')
                .select('bl.id')
                .whereRef('bl.bookingId', '=', 'be.bookingId')
                .where('bl.status', '=', 'paid')
                .where(sql<boolean>`bl.period_start::timestamp at time zone ${timeZone} > ${startedBy}`),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('disputes as d')
                .select('d.id')
                .whereRef('d.bookingId', '=', 'be.bookingId')
                .where('d.status', '=', 'open'),
            ),
          ),
        )
        .orderBy('b.startsAt')
        .orderBy('be.bookingId')
        .limit(limit)
        .execute()
    );
  },

  /** A dispute on the booking is open (read under the host's balances lock by the release). */
  async openDispute(db: Executor, bookingId: string): Promise<boolean> {
    const r = await db
      .selectFrom('disputes')
      .select('id')
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Boolean(r);
  },
};
