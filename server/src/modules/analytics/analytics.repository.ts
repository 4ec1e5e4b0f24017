import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/client';

/**
 * SQL of the analytics (decision 0049): every figure is grouped and summed by PostgreSQL, with
 * one row per month of the period from generate_series (zeros included), never by loading rows
 * into Node. Reads bookings, payments, refunds, the ledger, payouts, users and listings
 * read-only; owns listing_daily_views, listing_view_visitors and analytics_salts.
 */

/** Whole months in the platform's zone: 'YYYY-MM' from and to, both included. */
export interface MonthRange {
  from: string;
  to: string;
  timeZone: string;
}

/** Bookings paid for: they hold their units and count as booked (a tenancy under notice or ended too). */
const PAID = sql`('confirmed','active','completed','notice_given','ended')`;

type Num = number;
const n = (v: Num | null | undefined) => Number(v ?? 0);

/**
 * The months CTE: month ('YYYY-MM'), m (its first moment, local time: what date_trunc('month', …
 * at time zone) gives a row, so rows are grouped by a cheap truncation and joined on it), first_day,
 * next_first (dates) and starts, ends (instants).
 */
function monthsCte(r: MonthRange): RawBuilder<unknown> {
  return sql`months as (
    select to_char(m, 'YYYY-MM') as month, m, m::date as first_day, (m + interval '1 month')::date as next_first,
      m at time zone ${r.timeZone} as starts, (m + interval '1 month') at time zone ${r.timeZone} as ends
    from generate_series(${`${r.from}-01`}::timestamp, ${`${r.to}-01`}::timestamp, interval '1 month') m
  ), period as (select min(first_day) as first_day, max(next_first) as next_first, min(starts) as starts, max(ends) as ends from months)`;
}

/**
 * Occupancy per listing and month over `listings` (a subquery with id, capacity, status,
 * approved_at): unit-days booked (paid bookings' units × the time they hold in the month, to the
 * second) and unit-days offered (units × the days from the listing's approval to the month's end,
 * less the unit-days the host blocked; a listing no longer live counts only in months where a
 * paid booking held it). Seconds between two instants come from date_part (a float8), not extract
 * (a numeric): a fifth of the platform occupancy's time at 100,000 bookings.
 */
function occupancySql(r: MonthRange, listings: RawBuilder<unknown>, bookingsWhere: RawBuilder<unknown>) {
  return sql`with ${monthsCte(r)},
    ls as materialized (${listings}),
    booked as materialized (
      select b.listing_id, mo.month,
        sum(b.units * date_part('epoch', least(coalesce(b.ends_at, 'infinity'), mo.ends) - greatest(b.starts_at, mo.starts)) / 86400) as unit_days
      from bookings b join months mo on b.starts_at < mo.ends and coalesce(b.ends_at, 'infinity') > mo.starts
      where ${bookingsWhere} and b.status in ${PAID}
        and b.start_date < (select next_first from period) and coalesce(b.end_date, 'infinity') >= (select first_day from period)
      group by 1, 2
    ),
    blocked as materialized (
      select k.listing_id, mo.month,
        sum(k.units * (least(k.end_date + 1, mo.next_first) - greatest(k.start_date, mo.first_day))) as unit_days
      from listing_blocks k join ls on ls.id = k.listing_id
        join months mo on k.start_date < mo.next_first and k.end_date >= mo.first_day
      group by 1, 2
    ),
    grid as (
      select ls.id as listing_id, mo.month, coalesce(bk.unit_days, 0) as booked,
        case when ls.approved_at is null or (ls.status <> 'active' and bk.listing_id is null) then 0
          else ls.capacity * greatest(0, mo.next_first - greatest(mo.first_day, (ls.approved_at at time zone ${r.timeZone})::date))
            - coalesce(bl.unit_days, 0)
        end as offered
      from ls cross join months mo
        left join booked bk on bk.listing_id = ls.id and bk.month = mo.month
        left join blocked bl on bl.listing_id = ls.id and bl.month = mo.month
    )`;
}

export interface OccupancyRow {
  listingId: string;
  month: string;
  booked: Num;
  offered: Num;
}

export const analyticsRepository = {
  /** The host's listings with their rating (not drafts never submitted). */
  async hostListings(db: Executor, hostId: string) {
    const { rows } = await sql<{
      id: string;
      title: string | null;
      status: string;
      capacity: number;
      rating: number;
      totalRatings: number;
    }>`select id, title, status, capacity, rating, total_ratings as "totalRatings" from listings
      where host_id = ${hostId} and (status <> 'draft' or approved_at is not null)
      order by created_at, id`.execute(db);
    return rows;
  },

  async hostOccupancy(db: Executor, hostId: string, r: MonthRange) {
    const { rows } = await sql<OccupancyRow>`${occupancySql(
      r,
      sql`select id, capacity, status, approved_at from listings where host_id = ${hostId}`,
      sql`b.host_id = ${hostId}`,
    )}
      select listing_id as "listingId", month, booked::float8 as booked, greatest(offered, 0)::float8 as offered
      from grid order by listing_id, month`.execute(db);
    return rows;
  },

  /**
   * The platform's occupancy per month, the same figures summed over every approved listing, but
   * without a listing × month grid (10,000 listings make it 120,000 rows): booked unit-days summed
   * per month over the paid bookings, blocks per month, and the offered unit-days of the live
   * listings from their capacity summed by the month of approval (a month offers its days × the
   * capacity approved before it, plus the rest of the month of what was approved within it), plus
   * those of listings no longer live in the months a paid booking held them.
   */
  async platformOccupancy(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ month: string; booked: Num; offered: Num }>`with ${monthsCte(r)},
      held as materialized (
        select b.listing_id, b.units, b.starts_at, coalesce(b.ends_at, 'infinity') as ends_at from bookings b
        where b.status in ${PAID}
          and b.start_date < (select next_first from period) and coalesce(b.end_date, 'infinity') >= (select first_day from period)
      ),
      booked as (
        select mo.m, sum(h.units * date_part('epoch', least(h.ends_at, mo.ends) - greatest(h.starts_at, mo.starts)) / 86400) as unit_days
        from held h join months mo on h.starts_at < mo.ends and h.ends_at > mo.starts
        group by 1
      ),
      blocked as (
        select mo.m, sum(k.units * (least(k.end_date + 1, mo.next_first) - greatest(k.start_date, mo.first_day))) as unit_days
        from listing_blocks k join listings l on l.id = k.listing_id
          join months mo on k.start_date < mo.next_first and k.end_date >= mo.first_day
        where l.approved_at is not null and l.status = 'active'
        group by 1
      ),
      approved as (
        select date_trunc('month', d)::date as first_day, sum(capacity) as capacity,
          sum(capacity * ((date_trunc('month', d) + interval '1 month')::date - d)) as rest
        from (select (approved_at at time zone ${r.timeZone})::date as d, capacity from listings
          where approved_at is not null and status = 'active') a
        group by 1
      ),
      gone as (
        select mo.m, sum(g.capacity * greatest(0, mo.next_first - greatest(mo.first_day, g.approved_day))) as unit_days
        from (
          select distinct mo.m, l.id, l.capacity, (l.approved_at at time zone ${r.timeZone})::date as approved_day
          from held h join listings l on l.id = h.listing_id and l.status <> 'active' and l.approved_at is not null
            join months mo on h.starts_at < mo.ends and h.ends_at > mo.starts
        ) g join months mo using (m)
        group by 1
      ),
      offered as (
        select mo.m, (select coalesce(sum(a.capacity), 0) from approved a where a.first_day < mo.first_day) * (mo.next_first - mo.first_day)
          + coalesce((select a.rest from approved a where a.first_day = mo.first_day), 0) + coalesce(g.unit_days, 0) as unit_days
        from months mo left join gone g using (m)
      )
      select mo.month, coalesce(bk.unit_days, 0)::float8 as booked,
        greatest(coalesce(o.unit_days, 0) - coalesce(bl.unit_days, 0), 0)::float8 as offered
      from months mo left join booked bk using (m) left join blocked bl using (m) left join offered o using (m)
      order by mo.month`.execute(db);
    return rows;
  },

  /**
   * Where the host's earnings of each month are now (the months of the stays' start, as
   * money/earnings.ts defines them): each booking's net earnings (its lines on the host's
   * accounts: what it earned less what refunds took back) split into what is still pending and
   * what was released; the host's total paid out is laid over the released earnings oldest stay
   * first (payouts are not per booking), the rest is available. The three add up to the month's net.
   */
  async hostEarnings(db: Executor, hostId: string, r: MonthRange) {
    const { rows } = await sql<{ month: string; paidOut: Num; available: Num; pending: Num }>`with ${monthsCte(r)},
      per_booking as (
        select b.id, b.start_date,
          -sum(e.amount) as net,
          -coalesce(sum(e.amount) filter (where e.account = 'host_pending'), 0) as pending
        from ledger_entries e join bookings b on b.id = e.booking_id
        where e.host_id = ${hostId} and e.booking_id is not null
        group by b.id, b.start_date
      ),
      released as (
        select id, start_date, pending, greatest(net - pending, 0) as settled,
          sum(greatest(net - pending, 0)) over (order by start_date, id) as cum
        from per_booking
      ),
      paid as (select coalesce((select paid_out from host_balances where host_id = ${hostId}), 0) as total),
      split as (
        select to_char(start_date, 'YYYY-MM') as month, pending, settled,
          least(settled, greatest(0, (select total from paid) - (cum - settled))) as paid_out
        from released
        where start_date >= (select first_day from period) and start_date < (select next_first from period)
      )
      select mo.month, coalesce(sum(s.paid_out), 0)::bigint as "paidOut",
        coalesce(sum(s.settled - s.paid_out), 0)::bigint as available, coalesce(sum(s.pending), 0)::bigint as pending
      from months mo left join split s on s.month = mo.month
      group by mo.month order by mo.month`.execute(db);
    return rows.map((x) => ({
      month: x.month,
      paidOut: n(x.paidOut),
      available: n(x.available),
      pending: n(x.pending),
    }));
  },

  /** Per listing of the host: views in the period, bookings requested in it, and those confirmed. */
  async hostFunnel(db: Executor, hostId: string, r: MonthRange) {
    const { rows } = await sql<{ listingId: string; views: Num; requests: Num; confirmed: Num }>`with ${monthsCte(r)},
      v as (
        select v.listing_id, sum(v.views) as views from listing_daily_views v join listings l on l.id = v.listing_id
        where l.host_id = ${hostId} and v.day >= (select first_day from period) and v.day < (select next_first from period)
        group by 1
      ),
      b as (
        select listing_id, count(*) as requests, count(*) filter (where confirmed_at is not null) as confirmed
        from bookings where host_id = ${hostId}
          and created_at >= (select starts from period) and created_at < (select ends from period)
        group by 1
      )
      select l.id as "listingId", coalesce(v.views, 0)::int as views, coalesce(b.requests, 0)::int as requests,
        coalesce(b.confirmed, 0)::int as confirmed
      from listings l left join v on v.listing_id = l.id left join b on b.listing_id = l.id
      where l.host_id = ${hostId}`.execute(db);
    return rows;
  },

  /**
   * The host's answers to the requests made in the period: each request's first answer (accept,
   * decline) or its expiry, and the median minutes from request to answer.
   */
  async hostResponses(db: Executor, hostId: string, r: MonthRange) {
    const { rows } = await sql<{ accepted: number; declined: number; expired: number; median: Num | null }>`
      with ${monthsCte(r)}
      select count(*) filter (where a.action = 'accept')::int as accepted,
        count(*) filter (where a.action = 'decline')::int as declined,
        count(*) filter (where a.action = 'expire_request')::int as expired,
        percentile_cont(0.5) within group (order by extract(epoch from a.created_at - b.created_at) / 60.0)
          filter (where a.action in ('accept','decline')) as median
      from bookings b
      join lateral (
        select ev.action, ev.created_at from process_events ev
        where ev.process in ('booking', 'tenancy') and ev.record_id = b.id and ev.action in ('accept','decline','expire_request')
        order by ev.created_at, ev.id limit 1
      ) a on true
      where b.host_id = ${hostId} and b.mode = 'request'
        and b.created_at >= (select starts from period) and b.created_at < (select ends from period)`.execute(db);
    const x = rows[0];
    return { ...x, median: x.median === null ? null : Number(x.median) };
  },

  /** Payments, refunds and the platform's revenue per month. */
  async money(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ month: string; payments: number; volume: Num; refunded: Num; revenue: Num }>`
      with ${monthsCte(r)},
      p as (
        select date_trunc('month', paid_at at time zone ${r.timeZone}) as m, count(*) as payments,
          sum(coalesce(received_amount, amount)) as volume
        from payments where paid_at >= (select starts from period) and paid_at < (select ends from period)
          and status in ('paid','refunded','partially_refunded')
        group by 1
      ),
      rf as (
        select date_trunc('month', created_at at time zone ${r.timeZone}) as m, sum(amount) as refunded
        from refunds where status <> 'failed' and created_at >= (select starts from period) and created_at < (select ends from period)
        group by 1
      ),
      f as (
        select date_trunc('month', created_at at time zone ${r.timeZone}) as m, -sum(amount) as revenue
        from ledger_entries where account in ('platform_fees','cancellation_fees')
          and created_at >= (select starts from period) and created_at < (select ends from period)
        group by 1
      )
      select mo.month, coalesce(p.payments, 0)::int as payments, coalesce(p.volume, 0)::bigint as volume,
        coalesce(rf.refunded, 0)::bigint as refunded, coalesce(f.revenue, 0)::bigint as revenue
      from months mo left join p using (m) left join rf using (m) left join f using (m)
      order by mo.month`.execute(db);
    return rows.map((x) => ({
      month: x.month,
      payments: x.payments,
      volume: n(x.volume),
      refunded: n(x.refunded),
      platformRevenue: n(x.revenue),
    }));
  },

  /** Bookings made per month by the listing's type. */
  async bookingsByType(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ month: string; storage: number; parking: number; warehouse: number }>`
      with ${monthsCte(r)},
      b as (
        select date_trunc('month', created_at at time zone ${r.timeZone}) as m, listing_id, count(*) as n from bookings
        where created_at >= (select starts from period) and created_at < (select ends from period)
        group by 1, 2
      ),
      t as (select b.m, l.type, sum(b.n) as n from b join listings l on l.id = b.listing_id group by 1, 2)
      select mo.month, coalesce(sum(t.n) filter (where t.type = 'storage'), 0)::int as storage,
        coalesce(sum(t.n) filter (where t.type = 'parking'), 0)::int as parking,
        coalesce(sum(t.n) filter (where t.type = 'warehouse'), 0)::int as warehouse
      from months mo left join t using (m) group by mo.month order by mo.month`.execute(db);
    return rows;
  },

  /** Bookings made in the period by their status now. */
  async bookingsByStatus(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ status: string; count: number }>`with ${monthsCte(r)}
      select status, count(*)::int as count from bookings
      where created_at >= (select starts from period) and created_at < (select ends from period)
      group by status`.execute(db);
    return rows;
  },

  /** Clients and hosts signed up per month. */
  async signUps(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ month: string; client: number; host: number }>`with ${monthsCte(r)},
      u as (
        select date_trunc('month', created_at at time zone ${r.timeZone}) as m, type from users
        where created_at >= (select starts from period) and created_at < (select ends from period)
      )
      select mo.month, count(u.type) filter (where u.type = 'client')::int as client,
        count(u.type) filter (where u.type = 'host')::int as host
      from months mo left join u using (m) group by mo.month order by mo.month`.execute(db);
    return rows;
  },

  /** Paid bookings made in the period by city or barangay: the 10 with most bookings. */
  async topPlaces(db: Executor, r: MonthRange, by: 'city' | 'barangay') {
    const name = by === 'city' ? sql`l.city_name` : sql`l.barangay_name`;
    const within = by === 'city' ? sql`coalesce(l.province_name, '')` : sql`coalesce(l.city_name, '')`;
    const { rows } = await sql<{ name: string; within: string; bookings: number; volume: Num }>`with ${monthsCte(r)},
      b as (
        select listing_id, count(*) as n, sum(total) as volume from bookings
        where confirmed_at is not null
          and created_at >= (select starts from period) and created_at < (select ends from period)
        group by listing_id
      )
      select ${name} as name, ${within} as within, sum(b.n)::int as bookings, sum(b.volume)::bigint as volume
      from b join listings l on l.id = b.listing_id
      where ${name} is not null
      group by 1, 2
      order by bookings desc, volume desc, name limit 10`.execute(db);
    return rows.map((x) => ({ ...x, volume: n(x.volume) }));
  },

  /** Payouts settled per month: processed and failed, amounts and counts. */
  async payouts(db: Executor, r: MonthRange) {
    const { rows } = await sql<{
      month: string;
      processed: Num;
      processedCount: number;
      failed: Num;
      failedCount: number;
    }>`with ${monthsCte(r)},
      p as (
        select date_trunc('month', processed_at at time zone ${r.timeZone}) as m, status, amount from payouts
        where processed_at >= (select starts from period) and processed_at < (select ends from period)
      )
      select mo.month,
        coalesce(sum(p.amount) filter (where p.status = 'processed'), 0)::bigint as processed,
        count(p.amount) filter (where p.status = 'processed')::int as "processedCount",
        coalesce(sum(p.amount) filter (where p.status = 'failed'), 0)::bigint as failed,
        count(p.amount) filter (where p.status = 'failed')::int as "failedCount"
      from months mo left join p using (m) group by mo.month order by mo.month`.execute(db);
    return rows.map((x) => ({ ...x, processed: n(x.processed), failed: n(x.failed) }));
  },

  /** Disputes opened and resolved per month. */
  async disputes(db: Executor, r: MonthRange) {
    const { rows } = await sql<{ month: string; opened: number; resolved: number }>`with ${monthsCte(r)},
      o as (
        select date_trunc('month', created_at at time zone ${r.timeZone}) as m, count(*) as n from disputes
        where created_at >= (select starts from period) and created_at < (select ends from period) group by 1
      ),
      s as (
        select date_trunc('month', resolved_at at time zone ${r.timeZone}) as m, count(*) as n from disputes
        where resolved_at >= (select starts from period) and resolved_at < (select ends from period) group by 1
      )
      select mo.month, coalesce(o.n, 0)::int as opened, coalesce(s.n, 0)::int as resolved
      from months mo left join o using (m) left join s using (m) order by mo.month`.execute(db);
    return rows;
  },

  /**
   * Months rented by tenancies per month of the period (issue 32, decision 0084): each paid bill
   * counts the days it covers up to the tenancy's end date ÷ its period's days (1 for a whole
   * month), in the month its period starts; the host's tenancies only when `hostId` is given.
   */
  async monthsRented(db: Executor, r: MonthRange, hostId: string | null) {
    const { rows } = await sql<{ month: string; months: Num }>`with ${monthsCte(r)},
      rented as (
        select date_trunc('month', bl.period_start::timestamp) as m,
          sum(greatest(0, least(coalesce(t.end_date, bl.period_end), bl.period_end) - bl.period_start + 1)::float8
            / (bl.period_end - bl.period_start + 1)) as months
        from bills bl join bookings t on t.id = bl.booking_id
        where bl.status = 'paid' ${hostId ? sql`and t.host_id = ${hostId}` : sql``}
          and bl.period_start >= (select first_day from period) and bl.period_start < (select next_first from period)
        group by 1
      )
      select mo.month, coalesce(rented.months, 0)::float8 as months
      from months mo left join rented using (m) order by mo.month`.execute(db);
    return rows.map((x) => ({ month: x.month, months: Math.round(n(x.months) * 100) / 100 }));
  },

  /** Today's salt (made by the first view of the day; every instance reads the same). */
  async saltFor(db: Executor, day: string, fresh: Buffer): Promise<Buffer> {
    const { rows } = await sql<{ salt: Buffer }>`with ins as (
        insert into analytics_salts (day, salt) values (${day}, ${fresh}) on conflict (day) do nothing returning salt
      )
      select salt from ins union all select salt from analytics_salts where day = ${day} limit 1`.execute(db);
    return rows[0].salt;
  },

  /** One statement: the visitor's first view of the listing today adds one to the day's count. */
  async countView(db: Executor, listingId: string, day: string, visitor: Buffer) {
    const { rows } = await sql<{ counted: number }>`with seen as (
        insert into listing_view_visitors (day, listing_id, visitor) values (${day}, ${listingId}, ${visitor})
        on conflict do nothing returning listing_id
      ), counted as (
        insert into listing_daily_views (listing_id, day, views) select listing_id, ${day}::date, 1 from seen
        on conflict (listing_id, day) do update set views = listing_daily_views.views + 1
        returning 1
      )
      select count(*)::int as counted from counted`.execute(db);
    return rows[0].counted > 0;
  },

  /** Deletes the visitors' hashes and the salts of days before `today`. */
  async purgeBefore(db: Executor, today: string) {
    const v = await sql`delete from listing_view_visitors where day < ${today}`.execute(db);
    await sql`delete from analytics_salts where day < ${today}`.execute(db);
    return Number(v.numAffectedRows ?? 0);
  },
};
