import { sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import { anyHoldingStatuses, type AnyBookingStatus, type BookingGroup, type BookingKind } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import type { BookingsTable, ProcessEventsTable } from '../../../db/schema';

export type BookingRow = Selectable<BookingsTable>;

/** Every column of bookings: the record asks for each (a column added to the table is added here). */
const columnSet: Record<keyof BookingsTable, true> = {
  id: true,
  listingId: true,
  clientId: true,
  hostId: true,
  status: true,
  mode: true,
  kind: true,
  startDate: true,
  endDate: true,
  startsAt: true,
  endsAt: true,
  units: true,
  quote: true,
  total: true,
  deposit: true,
  currency: true,
  cancellationPolicy: true,
  listingTitle: true,
  dueAction: true,
  dueAt: true,
  idempotencyKey: true,
  reason: true,
  acceptedAt: true,
  confirmedAt: true,
  cancelledAt: true,
  cancelledBy: true,
  flaggedAt: true,
  flagReason: true,
  noticePeriodDays: true,
  createdAt: true,
  updatedAt: true,
};
/**
 * The columns a booking row is read with, listed rather than `*`: a statement that lists its
 * columns is prepared once per connection (db/prepared-statements.ts, decision 0081); the process
 * engine answers them too.
 */
export const bookingColumns = Object.keys(columnSet) as (keyof BookingsTable)[];
/** A new booking's columns: its status is the process engine's to write (server/src/process). */
export type NewBookingRow = Omit<Insertable<BookingsTable>, 'status'>;
export type BookingEventRow = Selectable<ProcessEventsTable>;

/** A booking with the names of both sides and the listing's place (a read-only join). */
export type BookingViewRow = BookingRow & {
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  hostFirstName: string;
  hostLastName: string;
  hostEmail: string;
  hostPhone: string;
  listingType: 'storage' | 'parking' | 'warehouse';
  street: string | null;
  barangayName: string | null;
  cityName: string | null;
  provinceName: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  accessHours: string | null;
  accessInstructions: string | null;
  /** It awaits payment and a payment of it is under review (decision 0061). */
  paymentUnderReview: boolean;
  /** The listing's cover photo's thumbnail (storage key), if it has photos. */
  coverKey: string | null;
};

/** A booking holding units of a listing, as its calendar lists it. */

/**
 * Which bookings a list group holds, and their order. `requestsApart`: the host's lists, where
 * requests have their own group first, so upcoming holds only accepted bookings. A tenancy has no
 * end until notice (ends_at null): it is upcoming until it starts, current while active or under
 * notice, past once ended (issue 32).
 */
function groupFilter(group: BookingGroup, now: Date, requestsApart: boolean) {
  const notOver = sql`(b.ends_at is null or b.ends_at > ${now})`;
  switch (group) {
    case 'requests':
      return { where: sql`b.status = 'pending'`, order: sql`b.due_at asc nulls last, b.id asc` };
    case 'upcoming':
      return {
        where: requestsApart
          ? sql`b.status in ('awaiting_payment','confirmed') and ${notOver}`
          : sql`b.status in ('pending','awaiting_payment','confirmed') and ${notOver}`,
        order: sql`b.starts_at asc, b.id asc`,
      };
    case 'current':
      return {
        where: sql`b.status in ('active','notice_given')`,
        order: sql`b.ends_at asc nulls last, b.starts_at asc, b.id asc`,
      };
    case 'unconfirmed':
      return {
        where: sql`b.status in ('awaiting_payment','pending')`,
        order: sql`b.status = 'pending', b.due_at asc nulls last, b.id asc`,
      };
    case 'past':
      return { where: sql`b.status in ('completed','ended')`, order: sql`b.ends_at desc, b.id desc` };
    case 'cancelled':
      return {
        where: sql`b.status in ('cancelled','declined','expired')`,
        order: sql`b.updated_at desc, b.id desc`,
      };
    case 'all':
      return { where: sql`true`, order: sql`b.starts_at desc, b.id desc` };
  }
}

export interface BookingListFilter {
  clientId?: string;
  hostId?: string;
  listingId?: string;
  status?: AnyBookingStatus;
  kind?: BookingKind;
  from?: string;
  to?: string;
  flagged?: 'true';
}

const viewColumns = sql`${sql.join(bookingColumns.map((c) => sql.ref(`b.${c}`)))}, c.first_name as "clientFirstName", c.last_name as "clientLastName",
  c.email as "clientEmail", c.phone as "clientPhone", h.email as "hostEmail", h.phone as "hostPhone",
  h.first_name as "hostFirstName", h.last_name as "hostLastName", l.type as "listingType", l.street, l.barangay_name as "barangayName",
  l.city_name as "cityName", l.province_name as "provinceName", l.postal_code as "postalCode", l.latitude,
  l.longitude, l.access_hours as "accessHours", l.access_instructions as "accessInstructions",
  (b.status = 'awaiting_payment' and exists (select 1 from payments p where p.booking_id = b.id and p.status = 'under_review'))
    as "paymentUnderReview",
  (select p.thumb_key from listing_photos p where p.listing_id = b.listing_id and p.is_cover limit 1) as "coverKey"`;
const viewJoins = sql`join users c on c.id = b.client_id join users h on h.id = b.host_id join listings l on l.id = b.listing_id`;

/** The view's columns of the booking just inserted (`inserted`: the statement's CTE), for the engine's one-statement creation. */
export const bookingViewOf = (inserted: RawBuilder<unknown>) =>
  sql`select ${viewColumns} from ${inserted} b ${viewJoins}`;

/** SQL for bookings (this module's); their status and events are the process engine's (server/src/process). */
export const bookingsRepository = {
  /** The booking, locked until the transaction ends: every transition of it queues behind it. */
  lock(db: Executor, id: string) {
    return db.selectFrom('bookings').select(bookingColumns).where('id', '=', id).forUpdate().executeTakeFirst();
  },
  /** One client's booking requests one at a time, until the transaction ends (the cap of open requests). */
  async lockClientRequests(db: Executor, clientId: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${`espasyo:booking-requests:${clientId}`}))`.execute(db);
  },
  /** The client's requests waiting for a host's answer (pending): in all, and on one listing. */
  async openRequests(db: Executor, clientId: string, listingId: string) {
    const { rows } = await sql<{ all: number; here: number }>`select count(*)::int as "all",
      (count(*) filter (where listing_id = ${listingId}))::int as here
      from bookings where client_id = ${clientId} and status = 'pending'`.execute(db);
    return rows[0];
  },
  findByIdempotencyKey(db: Executor, clientId: string, key: string) {
    return db
      .selectFrom('bookings')
      .select(bookingColumns)
      .where('clientId', '=', clientId)
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();
  },
  /** The booking's timeline: its process events (a tenancy's by its own process), oldest first. */
  events(db: Executor, bookingId: string) {
    return db
      .selectFrom('processEvents')
      .selectAll()
      .where('process', 'in', ['booking', 'tenancy'])
      .where('recordId', '=', bookingId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  async view(db: Executor, id: string): Promise<BookingViewRow | undefined> {
    const { rows } = await sql<BookingViewRow>`select ${viewColumns} from bookings b ${viewJoins}
      where b.id = ${id}`.execute(db);
    return rows[0];
  },
  async page(
    db: Executor,
    f: BookingListFilter,
    list: { group: BookingGroup; requestsApart: boolean },
    now: Date,
    limit: number,
    offset: number,
  ) {
    const g = groupFilter(list.group, now, list.requestsApart);
    const where = [g.where];
    if (f.clientId) where.push(sql`b.client_id = ${f.clientId}`);
    if (f.hostId) where.push(sql`b.host_id = ${f.hostId}`);
    if (f.listingId) where.push(sql`b.listing_id = ${f.listingId}`);
    if (f.status) where.push(sql`b.status = ${f.status}`);
    if (f.kind) where.push(sql`b.kind = ${f.kind}`);
    // A tenancy with no end yet touches every day from its start.
    if (f.from) where.push(sql`(b.end_date is null or b.end_date >= ${f.from}::date)`);
    if (f.to) where.push(sql`b.start_date <= ${f.to}::date`);
    if (f.flagged) where.push(sql`b.flagged_at is not null`);
    const { rows } = await sql<BookingViewRow & { matches: number }>`
      select ${viewColumns}, count(*) over ()::int as matches from bookings b ${viewJoins}
      where ${sql.join(where, sql` and `)} order by ${g.order} limit ${limit} offset ${offset}`.execute(db);
    return { total: rows[0]?.matches ?? 0, rows };
  },
  /** The bookings that hold units of a listing on days from..to (inclusive), with the client's name, by start. */
  /** A user's bookings, as client or host, that hold units and have not ended: title and status. */
  openFor(db: Executor, userId: string, now: Date) {
    return (
      db
        .selectFrom('bookings')
        .select(['id', 'kind', 'listingTitle', 'status', 'clientId', 'hostId'])
        .where((eb) => eb.or([eb('clientId', '=', userId), eb('hostId', '=', userId)]))
        .where('status', 'in', anyHoldingStatuses)
        // A tenancy with no end yet holds its units still.
        .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
        .orderBy('startsAt')
        .execute()
    );
  },
  flag(db: Executor, id: string, reason: string, at: Date) {
    return db
      .updateTable('bookings')
      .set({ flaggedAt: at, flagReason: reason, updatedAt: at })
      .where('id', '=', id)
      .execute();
  },
  /** Bookings whose timer is due, oldest first; rows another instance is moving are skipped. */
  async due(db: Executor, now: Date, limit: number) {
    const { rows } = await sql<{ id: string }>`select id from bookings where due_at <= ${now}
      order by due_at limit ${limit} for update skip locked`.execute(db);
    return rows.map((r) => r.id);
  },
};
