import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../../db/client';
import type { BillsTable } from '../../../db/schema';
import type { AnyBookingStatus, BillStatus } from '@espasyo/domain';

export type BillRow = Selectable<BillsTable>;
/** A bill with its tenancy's listing and sides, as staff's list reads it. */
export type AdminBillRow = BillRow & {
  paymentId: string | null;
  listingTitle: string;
  bookingStatus: AnyBookingStatus;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  hostId: string;
  hostFirstName: string;
  hostLastName: string;
};
/** A new bill's columns: its status is the process engine's to write. */
export type NewBillRow = Omit<Insertable<BillsTable>, 'status'>;

const unpaid: readonly BillStatus[] = ['upcoming', 'open', 'overdue'];

/** The payment that paid bill `b` (its receipt). */
const paymentOf = sql<string | null>`(select p.id from payments p where p.bill_id = b.id
  and p.status in ('paid','partially_refunded','refunded') order by p.paid_at limit 1)`;

/** SQL for a tenancy's bills (migration 0041): one row per billing period, numbered from 0. */
export const billsRepository = {
  /** One bill with the payment that paid it. */
  async findWithPayment(db: Executor, id: string) {
    const { rows } = await sql<BillRow & { paymentId: string | null }>`select b.*, ${paymentOf} as "paymentId"
      from bills b where b.id = ${id}`.execute(db);
    return rows[0];
  },
  /**
   * Staff's list (issue 32): bills in `status` (any when none), with their tenancy's listing and
   * sides, and how many match; unpaid ones oldest due first (the longest overdue at the top), the
   * others latest due first. Over bills_status_due_idx (migration 0043).
   */
  async adminPage(db: Executor, status: BillStatus | undefined, limit: number, offset: number) {
    const oldestFirst = status !== undefined && unpaid.includes(status);
    const order = oldestFirst ? sql`b.due_on asc, b.id asc` : sql`b.due_on desc, b.id desc`;
    const { rows } = await sql<AdminBillRow & { matches: number }>`select b.*, ${paymentOf} as "paymentId",
        t.listing_title as "listingTitle", t.status as "bookingStatus",
        t.client_id as "clientId", c.first_name as "clientFirstName", c.last_name as "clientLastName",
        t.host_id as "hostId", h.first_name as "hostFirstName", h.last_name as "hostLastName",
        count(*) over ()::int as matches
      from bills b join bookings t on t.id = b.booking_id
        join users c on c.id = t.client_id join users h on h.id = t.host_id
      where ${status ? sql`b.status = ${status}` : sql`true`}
      order by ${order} limit ${limit} offset ${offset}`.execute(db);
    return { total: rows[0]?.matches ?? 0, rows };
  },
  /** A tenancy's bills, oldest first, with the payment that paid each (its receipt). */
  list(db: Executor, bookingId: string) {
    return db
      .selectFrom('bills as b')
      .selectAll('b')
      .select((eb) =>
        eb
          .selectFrom('payments as p')
          .select('p.id')
          .whereRef('p.billId', '=', 'b.id')
          .where('p.status', 'in', ['paid', 'partially_refunded', 'refunded'])
          .orderBy('p.paidAt')
          .limit(1)
          .as('paymentId'),
      )
      .where('b.bookingId', '=', bookingId)
      .orderBy('b.number')
      .execute();
  },
  find(db: Executor, id: string) {
    return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
  },
  lock(db: Executor, id: string) {
    return db.selectFrom('bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  /** Bill n of a tenancy. */
  numbered(db: Executor, bookingId: string, n: number) {
    return db
      .selectFrom('bills')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('number', '=', n)
      .executeTakeFirst();
  },
  /** A tenancy's bills, locked, oldest first (a notice, a cancellation). */
  lockAll(db: Executor, bookingId: string) {
    return db
      .selectFrom('bills')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .orderBy('number')
      .forUpdate()
      .execute();
  },
  /** Bills whose timer is due by `now` (open on their opening day, overdue the day after their due date). */
  dueTimers(db: Executor, now: Date, limit: number) {
    return db
      .selectFrom('bills')
      .select(['id', 'bookingId', 'dueAction'])
      .where('dueAt', '<=', now)
      .where('dueAction', 'is not', null)
      .orderBy('dueAt')
      .orderBy('id')
      .limit(limit)
      .execute();
  },
  /**
   * Running tenancies (confirmed, active, under notice) after `afterId`, by id, with the number of
   * their last bill: the billing job makes the bills each still lacks. The kind and statuses are
   * written into the text, not sent as parameters: so even the generic plan of the prepared
   * statement (decision 0081) can walk bookings_running_tenancies_idx (migration 0045), whose
   * condition they are, in id order, rather than sort every running tenancy for each page.
   */
  runningTenancies(db: Executor, afterId: string, limit: number) {
    return db
      .selectFrom('bookings as t')
      .select(['t.id', 't.startDate', 't.endDate'])
      .select((eb) =>
        eb
          .selectFrom('bills as b')
          .select(sql<number>`coalesce(max(b.number), -1)`.as('n'))
          .whereRef('b.bookingId', '=', 't.id')
          .as('lastNumber'),
      )
      .where(sql<boolean>`t.kind = 'tenancy' and t.status in ('confirmed', 'active', 'notice_given')`)
      .where('t.id', '>', afterId)
      .orderBy('t.id')
      .limit(limit)
      .execute();
  },
  /** A tenancy's price changes, by the bill each applies from (migration 0042). */
  prices(db: Executor, bookingId: string) {
    return db
      .selectFrom('tenancyPrices')
      .select(['fromBill', 'monthly'])
      .where('bookingId', '=', bookingId)
      .orderBy('fromBill')
      .execute();
  },
  /** The host's new monthly price from bill `fromBill` on (a second change from the same bill replaces it). */
  setPrice(db: Executor, row: { bookingId: string; fromBill: number; monthly: number; changedBy: string; at: Date }) {
    return db
      .insertInto('tenancyPrices')
      .values({
        bookingId: row.bookingId,
        fromBill: row.fromBill,
        monthly: row.monthly,
        changedBy: row.changedBy,
        createdAt: row.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['bookingId', 'fromBill'])
          .doUpdateSet({ monthly: row.monthly, changedBy: row.changedBy, createdAt: row.at }),
      )
      .execute();
  },
  /** Unpaid bills past their grace (due on or before `dueBy`), for the host's short notice and staff. */
  unpaidDueBy(db: Executor, bookingId: string, dueBy: string) {
    return db
      .selectFrom('bills')
      .select(['id', 'dueOn'])
      .where('bookingId', '=', bookingId)
      .where('status', 'in', ['open', 'overdue'])
      .where('dueOn', '<=', dueBy)
      .orderBy('dueOn')
      .execute();
  },
};
