import { centavos, earningKinds, type Centavos, type HostBalances, type LedgerAccount } from '@espasyo/domain';
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { LedgerEntriesTable } from '../../../db/schema';

const balanceColumns = ['pending', 'available', 'payoutPending', 'paidOut', 'debt', 'held'] as const;
const zero = centavos(0);
const toBalances = (r: Record<(typeof balanceColumns)[number], Centavos> | undefined): HostBalances => ({
  pending: r?.pending ?? zero,
  available: r?.available ?? zero,
  payoutPending: r?.payoutPending ?? zero,
  paidOut: r?.paidOut ?? zero,
  debt: r?.debt ?? zero,
  held: r?.held ?? zero,
});

/** SQL for the ledger's lines and the hosts' balances kept with them (migration 0016). */
export const ledgerRepository = {
  insertLines(db: Executor, rows: Insertable<LedgerEntriesTable>[]) {
    return db.insertInto('ledgerEntries').values(rows).execute();
  },

  /**
   * Adds `d` to the host's balances (a row made on first use). The CHECKs refuse a balance below
   * zero, so a wrong posting fails its whole transaction rather than corrupt the books. (Not one
   * INSERT … ON CONFLICT: PostgreSQL checks the proposed row, negative deltas and all, first.)
   */
  async addToBalances(db: Executor, hostId: string, d: HostBalances, at: Date) {
    const moved = await db
      .updateTable('hostBalances')
      .set((eb) => ({
        pending: eb('pending', '+', d.pending),
        available: eb('available', '+', d.available),
        payoutPending: eb('payoutPending', '+', d.payoutPending),
        paidOut: eb('paidOut', '+', d.paidOut),
        debt: eb('debt', '+', d.debt),
        held: eb('held', '+', d.held),
        updatedAt: at,
      }))
      .where('hostId', '=', hostId)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      await db
        .insertInto('hostBalances')
        .values({ hostId, ...d, updatedAt: at })
        .execute();
    }
  },

  /** The host's balances, its row locked until the transaction ends (made first if missing). */
  async lockBalances(db: Executor, hostId: string): Promise<HostBalances> {
    await db
      .insertInto('hostBalances')
      .values({ hostId })
      .onConflict((oc) => oc.column('hostId').doNothing())
      .execute();
    const row = await db
      .selectFrom('hostBalances')
      .select(balanceColumns)
      .where('hostId', '=', hostId)
      .forUpdate()
      .executeTakeFirst();
    return toBalances(row);
  },

  async balances(db: Executor, hostId: string): Promise<HostBalances> {
    return toBalances(
      await db.selectFrom('hostBalances').select(balanceColumns).where('hostId', '=', hostId).executeTakeFirst(),
    );
  },

  /** A booking's earnings still pending (booking_earnings, kept with its host_pending lines). */
  async bookingPending(db: Executor, bookingId: string): Promise<Centavos> {
    const r = await db
      .selectFrom('bookingEarnings')
      .select('pending')
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
    return r?.pending ?? zero;
  },

  /** Adds `delta` to a booking's pending earnings (a row made on its first payment). */
  async addToBookingPending(db: Executor, bookingId: string, hostId: string, delta: Centavos, at: Date) {
    const moved = await db
      .updateTable('bookingEarnings')
      .set((eb) => ({ pending: eb('pending', '+', delta), updatedAt: at }))
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      await db.insertInto('bookingEarnings').values({ bookingId, hostId, pending: delta, updatedAt: at }).execute();
    }
  },

  /**
   * A host's earnings per month from `from` to `to` ('YYYY-MM', both included; one row per
   * month, zeros too), by domain money/earnings.ts: of the bookings whose stay starts in the
   * month, their `payment` lines on the host's accounts (earned, with the bookings paid) and their
   * `refund` lines there (refunded), whenever they were written. Centavos, both positive.
   */
  async hostEarningsByMonth(db: Executor, hostId: string, from: string, to: string) {
    // Sums of centavos (numeric, read as numbers): the brand is trusted here.
    const { rows } = await sql<{ month: string; earned: Centavos; refunded: Centavos; bookings: number }>`
      with months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(${`${from}-01`}::date, ${`${to}-01`}::date, interval '1 month') m
      ),
      e as (
        select to_char(b.start_date, 'YYYY-MM') as month,
          -coalesce(sum(e.amount) filter (where e.kind = ${earningKinds.earned}), 0) as earned,
          coalesce(sum(e.amount) filter (where e.kind = ${earningKinds.refunded}), 0) as refunded,
          count(distinct b.id) filter (where e.kind = ${earningKinds.earned}) as bookings
        from ledger_entries e join bookings b on b.id = e.booking_id
        where e.host_id = ${hostId} and e.kind in (${earningKinds.earned}, ${earningKinds.refunded})
          and b.start_date >= ${`${from}-01`}::date and b.start_date < (${`${to}-01`}::date + interval '1 month')
        group by 1
      )
      select months.month, coalesce(e.earned, 0)::bigint as earned, coalesce(e.refunded, 0)::bigint as refunded,
        coalesce(e.bookings, 0)::int as bookings
      from months left join e using (month) order by months.month`.execute(db);
    return rows.map((r) => ({
      month: r.month,
      earned: r.earned,
      refunded: r.refunded,
      bookings: r.bookings,
    }));
  },

  /**
   * The lines of money through the gateways in [from, to): payments in and refunds out of
   * gateway_clearing, and the fees the gateways kept (the daily reconciliation, decision 0040).
   */
  gatewayLines(db: Executor, from: Date, to: Date) {
    return db
      .selectFrom('ledgerEntries')
      .select(['kind', 'account', 'amount', 'paymentId', 'refundId', 'bookingId', 'createdAt'])
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', 'in', ['payment', 'refund']), eb('account', '=', 'gateway_clearing')]),
          eb.and([eb('kind', '=', 'gateway_fee'), eb('account', '=', 'gateway_fees')]),
        ]),
      )
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .orderBy('createdAt')
      .execute();
  },

  /**
   * What of a booking's earnings is in its host's available balance: its lines there (releases,
   * refunds taken from it, holds and releases of disputes), credits positive.
   */
  async bookingAvailable(db: Executor, bookingId: string): Promise<Centavos> {
    const r = await db
      .selectFrom('ledgerEntries')
      .select(sql<Centavos>`coalesce(-sum(amount), 0)`.as('n')) // a sum of centavos: the brand trusted here
      .where('bookingId', '=', bookingId)
      .where('account', '=', 'host_available')
      .executeTakeFirst();
    return r?.n ?? zero;
  },

  /** An account's balance over every line (debits − credits), centavos. */
  async accountBalance(db: Executor, account: LedgerAccount): Promise<number> {
    const r = await db
      .selectFrom('ledgerEntries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
      .where('account', '=', account)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** Each host's balances from the ledger's lines, for checking the kept rows. */
  async sumsByHost(db: Executor) {
    return db
      .selectFrom('ledgerEntries')
      .select(['hostId', 'account', sql<number>`sum(amount)`.as('sum')])
      .where('hostId', 'is not', null)
      .groupBy(['hostId', 'account'])
      .execute();
  },
};
