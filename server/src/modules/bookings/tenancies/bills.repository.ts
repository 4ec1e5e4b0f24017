import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../../db/client';
import type { BillsTable } from '../../../db/schema';

export type BillRow = Selectable<BillsTable>;
/** A new bill's columns: its status is the process engine's to write. */
export type NewBillRow = Omit<Insertable<BillsTable>, 'status'>;

/** SQL for a tenancy's bills (migration 0041): one row per billing period, numbered from 0. */
export const billsRepository = {
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
   * statement (decision 0081) can walk bookings_running_tenancies_idx (migration 0042), whose
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
