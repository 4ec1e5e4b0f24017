import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { ForceMajeureEventsTable } from '../../../db/schema';

export type ForceMajeureEventRow = Selectable<ForceMajeureEventsTable>;

/** The statuses a force majeure cancellation leaves (the process tables' cancel_force_majeure rows). */
const coverable = ['confirmed', 'active', 'notice_given'] as const;

/**
 * SQL of typhoon and force majeure events (issue 33, migration 0049): the events, and the bookings
 * and tenancies each covered when declared. A booking is covered when its listing's province or
 * city is one of the event's and its stay [starts_at, ends_at) — a tenancy's open end is infinity —
 * shares time with the event's days [from, until).
 */
export const forceMajeureRepository = {
  /** A new event, or null when the same declaration stands already (its dedupe key). */
  async insert(db: Executor, values: Insertable<ForceMajeureEventsTable>) {
    return (
      (await db
        .insertInto('forceMajeureEvents')
        .values(values)
        .onConflict((oc) => oc.column('dedupeKey').where('withdrawnAt', 'is', null).doNothing())
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  },

  standing(db: Executor, dedupeKey: string) {
    return db
      .selectFrom('forceMajeureEvents')
      .selectAll()
      .where('dedupeKey', '=', dedupeKey)
      .where('withdrawnAt', 'is', null)
      .executeTakeFirst();
  },

  find(db: Executor, id: string) {
    return db.selectFrom('forceMajeureEvents').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lock(db: Executor, id: string) {
    return db.selectFrom('forceMajeureEvents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  update(db: Executor, id: string, patch: Partial<Insertable<ForceMajeureEventsTable>>) {
    return db
      .updateTable('forceMajeureEvents')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Records every booking and tenancy the event covers that it has not recorded yet, in one
   * statement, and answers those: the ones whose sides are still to be told (a retry finds none).
   */
  async recordCovered(db: Executor, e: ForceMajeureEventRow, span: { from: Date; until: Date }, now: Date) {
    const rows = await sql<{ bookingId: string }>`
      insert into force_majeure_bookings (event_id, booking_id, told_at)
      select ${e.id}, b.id, ${now}
      from bookings b join listings l on l.id = b.listing_id
      where b.status in (${sql.join(coverable)})
        and (l.province_code = any(${e.placeCodes}::text[]) or l.city_code = any(${e.placeCodes}::text[]))
        and b.starts_at < ${span.until} and coalesce(b.ends_at, 'infinity') > ${span.from}
      on conflict do nothing
      returning booking_id as "bookingId"`.execute(db);
    return rows.rows.map((r) => r.bookingId);
  },

  async setAffected(db: Executor, id: string) {
    await sql`update force_majeure_events set affected =
      (select count(*) from force_majeure_bookings where event_id = ${id}) where id = ${id}`.execute(db);
  },

  /**
   * The standing event (not withdrawn) that covers this booking now, if any: its listing's place and
   * its stay against the event's days (an event ended early covers its shortened days). The latest
   * declared first.
   */
  async covering(db: Executor, bookingId: string) {
    const r = await sql<ForceMajeureEventRow>`
      select e.id, e.name, e.start_date as "startDate", e.end_date as "endDate"
      from bookings b join listings l on l.id = b.listing_id
      join force_majeure_events e on e.withdrawn_at is null
        and (l.province_code = any(e.place_codes) or l.city_code = any(e.place_codes))
        and b.starts_at < (e.end_date + 1)::timestamp at time zone 'Asia/Manila'
        and coalesce(b.ends_at, 'infinity') > e.start_date::timestamp at time zone 'Asia/Manila'
      where b.id = ${bookingId}
      order by e.declared_at desc, e.id desc
      limit 1`.execute(db);
    return (r.rows[0] as Pick<ForceMajeureEventRow, 'id' | 'name' | 'startDate' | 'endDate'> | undefined) ?? null;
  },

  async page(db: Executor, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('forceMajeureEvents')
        .selectAll()
        .orderBy('declaredAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('forceMajeureEvents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** The public list: every event not withdrawn, the latest first (at most 100). */
  listPublic(db: Executor) {
    return db
      .selectFrom('forceMajeureEvents')
      .selectAll()
      .where('withdrawnAt', 'is', null)
      .orderBy('startDate', 'desc')
      .orderBy('declaredAt', 'desc')
      .limit(100)
      .execute();
  },

  /** The bookings the event recorded as covered, with their kind (for the tests and staff). */
  covered(db: Executor, eventId: string) {
    return db.selectFrom('forceMajeureBookings').select('bookingId').where('eventId', '=', eventId).execute();
  },
};
