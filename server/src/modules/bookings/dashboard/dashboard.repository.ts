import { sql } from 'kysely';
import type { AnyBookingStatus, BookingKind, BookingQuote } from '@espasyo/domain';
import type { Executor } from '../../../db/client';

/** A half-open instant range [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

export interface MoveInRow {
  id: string;
  listingTitle: string;
  clientFirstName: string;
  clientLastName: string;
  kind: BookingKind;
  startDate: string;
  /** Null: a tenancy with no end yet. */
  endDate: string | null;
  startsAt: Date | string;
  endsAt: Date | string | null;
  units: number;
  matches: number;
}

/**
 * SQL of the dashboards' figures: reads over bookings, the payments and the ledger (this
 * module's tables; a host's earnings are money/ledger's), joined read-only to listings (capacity, status) and users (the client's name).
 */
export const dashboardRepository = {
  async hostCounts(db: Executor, hostId: string) {
    const { rows } = await sql<{ listings: number; pending: number }>`select
        (select count(*)::int from listings where host_id = ${hostId}) as listings,
        (select count(*)::int from bookings where host_id = ${hostId} and status = 'pending') as pending`.execute(db);
    return rows[0];
  },

  /** The host's paid bookings starting in `r`, soonest first, and how many there are. */
  async hostMoveIns(db: Executor, hostId: string, r: Range, limit: number) {
    const { rows } = await sql<MoveInRow>`select b.id, b.listing_title as "listingTitle",
        c.first_name as "clientFirstName", c.last_name as "clientLastName", b.kind,
        b.start_date as "startDate", b.end_date as "endDate", b.starts_at as "startsAt", b.ends_at as "endsAt",
        b.units, count(*) over ()::int as matches
      from bookings b join users c on c.id = b.client_id
      where b.host_id = ${hostId} and b.status = 'confirmed' and b.starts_at >= ${r.start} and b.starts_at < ${r.end}
      order by b.starts_at, b.id limit ${limit}`.execute(db);
    return { count: rows[0]?.matches ?? 0, rows };
  },

  /**
   * Over `r`: the units offered (the capacity of the host's live listings, and of any other of
   * theirs holding a paid booking in `r`) and the unit-seconds paid bookings hold in `r` (a running
   * tenancy with no end yet holds to the end of `r`).
   */
  async hostOccupancy(db: Executor, hostId: string, r: Range) {
    const { rows } = await sql<{ offered: number; unitSeconds: number }>`
      with booked as (
        select listing_id,
          sum(units * extract(epoch from (least(coalesce(ends_at, 'infinity'), ${r.end}) - greatest(starts_at, ${r.start}))))
          as unit_seconds
        from bookings
        where host_id = ${hostId} and status in ('confirmed','active','notice_given') and starts_at < ${r.end}
          and coalesce(ends_at, 'infinity') > ${r.start}
        group by listing_id
      )
      select coalesce(sum(l.capacity), 0)::int as offered, coalesce(sum(bk.unit_seconds), 0)::float8 as "unitSeconds"
      from listings l left join booked bk on bk.listing_id = l.id
      where l.host_id = ${hostId} and (l.status = 'active' or bk.listing_id is not null)`.execute(db);
    return { offered: rows[0].offered, unitSeconds: rows[0].unitSeconds };
  },

  /**
   * The host's tenancies billed now or soon (confirmed, active, under notice), with their terms and
   * the number of their last bill made: what the months not billed yet will earn (issue 32).
   */
  async hostTenancies(db: Executor, hostId: string) {
    const { rows } = await sql<{
      status: AnyBookingStatus;
      startDate: string;
      endDate: string | null;
      units: number;
      quote: BookingQuote;
      lastNumber: number;
    }>`select t.status, t.start_date as "startDate", t.end_date as "endDate", t.units, t.quote,
        coalesce((select max(b.number) from bills b where b.booking_id = t.id), -1)::int as "lastNumber"
      from bookings t
      where t.host_id = ${hostId} and t.kind = 'tenancy' and t.status in ('confirmed','active','notice_given')`.execute(
      db,
    );
    return rows;
  },

  /**
   * The host's bills: those overdue (how many, what their clients owe), and the host's share of
   * the bills not void due in [from, to) of tenancies billed now or soon (issue 32).
   */
  async hostBills(db: Executor, hostId: string, from: string, to: string) {
    const { rows } = await sql<{ overdueCount: number; overdueAmount: number; expected: number }>`select
        count(*) filter (where b.status = 'overdue')::int as "overdueCount",
        coalesce(sum(b.amount) filter (where b.status = 'overdue'), 0)::bigint as "overdueAmount",
        coalesce(sum((b.quote->>'hostEarnings')::bigint) filter (where b.status <> 'void' and b.due_on >= ${from}::date
          and b.due_on < ${to}::date and t.status in ('confirmed','active','notice_given')), 0)::bigint as expected
      from bills b join bookings t on t.id = b.booking_id
      where t.host_id = ${hostId} and t.kind = 'tenancy'
        and (b.status = 'overdue' or (b.due_on >= ${from}::date and b.due_on < ${to}::date))`.execute(db);
    const r = rows[0];
    return { overdueCount: r.overdueCount, overdueAmount: Number(r.overdueAmount), expected: Number(r.expected) };
  },

  /** Every booking counted by status. */
  async byStatus(db: Executor) {
    const { rows } = await sql<{ status: AnyBookingStatus; n: number }>`select status, count(*)::int as n
      from bookings group by status`.execute(db);
    return rows;
  },

  /** Payments taken in `r` (paid then, whatever happened since): how many and how much, centavos. */
  async paymentsIn(db: Executor, r: Range) {
    const { rows } = await sql<{ n: number; volume: number }>`select count(*)::int as n,
        coalesce(sum(coalesce(received_amount, amount)), 0)::bigint as volume
      from payments where paid_at >= ${r.start} and paid_at < ${r.end}
        and status in ('paid','refunded','partially_refunded')`.execute(db);
    return { count: rows[0].n, volume: rows[0].volume };
  },

  /** Refunds issued in `r` (made, or owed until the gateway confirms; failed ones left out), centavos. */
  async refundedIn(db: Executor, r: Range) {
    const { rows } = await sql<{ amount: number }>`select coalesce(sum(amount), 0)::bigint as amount
      from refunds where status <> 'failed' and created_at >= ${r.start} and created_at < ${r.end}`.execute(db);
    return rows[0].amount;
  },

  /** The platform's fees and cancellation fees the ledger booked in `r`, net of refunds, centavos. */
  async platformRevenueIn(db: Executor, r: Range) {
    const { rows } = await sql<{ revenue: number }>`select coalesce(-sum(amount), 0)::bigint as revenue
      from ledger_entries where account in ('platform_fees','cancellation_fees')
        and created_at >= ${r.start} and created_at < ${r.end}`.execute(db);
    return rows[0].revenue;
  },
};
