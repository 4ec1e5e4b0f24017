import { passStatuses } from '@espasyo/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { AccessPassesTable, CheckInsTable, GateKeepersTable, PassScansTable } from '../../../db/schema';

/*
 * The SQL of the access pass and the gate (issue 33, migration 0046): passes, check-ins, scans,
 * gate keepers and the wrong-PIN guards. The bookings it reads are the bookings module's own.
 */

export type PassRow = Selectable<AccessPassesTable>;
export type CheckInRow = Selectable<CheckInsTable>;
export type KeeperRow = Selectable<GateKeepersTable>;

/** A booking as its pass and its check-in show it: its span, the listing's words, the renter. */
export interface PassBookingRow {
  id: string;
  listingId: string;
  clientId: string;
  hostId: string;
  status: string;
  kind: 'days' | 'hours' | 'tenancy';
  startDate: string;
  endDate: string | null;
  startsAt: Date;
  endsAt: Date | null;
  units: number;
  listingTitle: string;
  street: string | null;
  barangayName: string | null;
  cityName: string | null;
  provinceName: string | null;
  renterFirstName: string;
  renterLastName: string;
  renterPhoto: string | null;
}

/** A listing the caller may check passes for, and as whom. */
export interface CheckableListing {
  id: string;
  title: string;
  hostId: string;
  as: 'host' | 'gate_keeper';
}

const valid = sql.join(passStatuses.map((s) => sql.lit(s)));

export const handoverRepository = {
  async booking(db: Executor, id: string): Promise<PassBookingRow | undefined> {
    const { rows } = await sql<PassBookingRow>`select b.id, b.listing_id as "listingId", b.client_id as "clientId",
        b.host_id as "hostId", b.status, b.kind, b.start_date::text as "startDate", b.end_date::text as "endDate",
        b.starts_at as "startsAt", b.ends_at as "endsAt", b.units, b.listing_title as "listingTitle",
        l.street, l.barangay_name as "barangayName", l.city_name as "cityName", l.province_name as "provinceName",
        u.first_name as "renterFirstName", u.last_name as "renterLastName", u.profile_image_url as "renterPhoto"
      from bookings b join listings l on l.id = b.listing_id join users u on u.id = b.client_id
      where b.id = ${id}`.execute(db);
    return rows[0];
  },

  passOf(db: Executor, bookingId: string) {
    return db.selectFrom('accessPasses').selectAll().where('bookingId', '=', bookingId).executeTakeFirst();
  },

  /** A new pass, or none when its booking has one or the PIN is taken among the host's valid passes. */
  insertPass(db: Executor, row: Insertable<AccessPassesTable>) {
    return db
      .insertInto('accessPasses')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** The host's passes whose booking holds none any more (cancelled, completed, ended…): their PINs are free again. */
  async releaseStale(db: Executor, hostId: string, now: Date) {
    await sql`update access_passes p set released_at = ${now} from bookings b
      where p.booking_id = b.id and p.host_id = ${hostId} and p.released_at is null
        and b.status not in (${valid})`.execute(db);
  },

  /** The listings `userId` hosts (any status) and those they keep the gate of (accepted, not removed). */
  async checkableListings(db: Executor, userId: string): Promise<CheckableListing[]> {
    const { rows } = await sql<CheckableListing>`
      select l.id, coalesce(l.title, 'Untitled space') as title, l.host_id as "hostId", 'host' as "as"
        from listings l where l.host_id = ${userId}
      union
      select l.id, coalesce(l.title, 'Untitled space'), l.host_id, 'gate_keeper'
        from gate_keepers k join listings l on l.id = k.listing_id
        where k.user_id = ${userId} and k.accepted_at is not null and k.removed_at is null and l.host_id <> ${userId}
      order by title, id`.execute(db);
    return rows;
  },

  /** The valid pass with this PIN or token among `listingIds`: unreleased, its booking confirmed or running. */
  async findValid(db: Executor, code: string, byToken: boolean, listingIds: string[]) {
    if (!listingIds.length) return undefined;
    const { rows } = await sql<PassRow>`select p.id, p.booking_id as "bookingId", p.host_id as "hostId",
        p.listing_id as "listingId", p.pin, p.token, p.created_at as "createdAt", p.released_at as "releasedAt"
      from access_passes p join bookings b on b.id = p.booking_id
      where ${byToken ? sql`p.token = ${code}` : sql`p.pin = ${code}`}
        and p.listing_id in (${sql.join(listingIds)}) and p.released_at is null and b.status in (${valid})
      order by p.created_at desc limit 1`.execute(db);
    return rows[0];
  },

  /** The latest pass with this code among `listingIds` made by `at` whose booking was cancelled, declined or expired since. */
  async findCancelled(db: Executor, code: string, byToken: boolean, listingIds: string[], at: Date) {
    if (!listingIds.length) return undefined;
    const { rows } = await sql<{ bookingId: string; listingId: string }>`select p.booking_id as "bookingId",
        p.listing_id as "listingId"
      from access_passes p join bookings b on b.id = p.booking_id
      where ${byToken ? sql`p.token = ${code}` : sql`p.pin = ${code}`}
        and p.listing_id in (${sql.join(listingIds)}) and p.created_at <= ${at}
        and b.status in ('cancelled','declined','expired')
      order by p.created_at desc limit 1`.execute(db);
    return rows[0];
  },

  /** The guards among `keys` locked at `now`. */
  async locked(db: Executor, keys: string[], now: Date) {
    if (!keys.length) return [];
    return db
      .selectFrom('pinGuards')
      .select(['key', 'lockedUntil'])
      .where('key', 'in', keys)
      .where('lockedUntil', '>', now)
      .execute();
  },

  /**
   * One wrong PIN counted against each guard, in one statement: a guard whose window (15 minutes)
   * has passed, or whose lock has, starts again at 1; the count reaching its guard's maximum sets
   * the lock. A guard locked counts no more (the WHERE is checked on the row as locked by the
   * upsert, so in a burst exactly `max` are counted): it is missing from the answer.
   */
  async countWrong(
    db: Executor,
    guards: { key: string; max: number }[],
    now: Date,
    windowStart: Date,
    lockUntil: Date,
  ) {
    const values = sql.join(
      guards.map(
        (g) => sql`(${g.key}, ${now}::timestamptz, 1, ${g.max}::int,
          case when ${g.max}::int <= 1 then ${lockUntil}::timestamptz end)`,
      ),
    );
    const fresh = sql`(g.window_started_at <= ${windowStart} or g.locked_until is not null)`;
    const { rows } = await sql<{ key: string; failures: number; maxFailures: number; lockedUntil: Date | null }>`
      insert into pin_guards as g (key, window_started_at, failures, max_failures, locked_until) values ${values}
      on conflict (key) do update set
        failures = case when ${fresh} then 1 else g.failures + 1 end,
        window_started_at = case when ${fresh} then excluded.window_started_at else g.window_started_at end,
        max_failures = excluded.max_failures,
        locked_until = case when (case when ${fresh} then 1 else g.failures + 1 end) >= excluded.max_failures
          then ${lockUntil}::timestamptz end
      where g.locked_until is null or g.locked_until <= ${now}
      returning key, failures, max_failures as "maxFailures", locked_until as "lockedUntil"`.execute(db);
    return rows;
  },

  /** A check-in, unless the booking has one open (the partial unique index decides, whatever the burst). */
  insertCheckIn(db: Executor, row: Insertable<CheckInsTable>) {
    return db
      .insertInto('checkIns')
      .values(row)
      .onConflict((oc) => oc.column('bookingId').where('checkedOutAt', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  checkIn(db: Executor, id: string) {
    return db.selectFrom('checkIns').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The check-ins still open at these listings, the latest first (a gate's "checked in now"; at most 200). */
  openCheckIns(db: Executor, listingIds: readonly string[]) {
    if (!listingIds.length) return Promise.resolve([]);
    return db
      .selectFrom('checkIns')
      .selectAll()
      .where('listingId', 'in', listingIds)
      .where('checkedOutAt', 'is', null)
      .orderBy('checkedInAt', 'desc')
      .limit(200)
      .execute();
  },

  /** Closes the check-in if it is open; undefined when it was closed already. */
  closeCheckIn(db: Executor, id: string, at: Date, by: string) {
    return db
      .updateTable('checkIns')
      .set({ checkedOutAt: at, checkedOutBy: by })
      .where('id', '=', id)
      .where('checkedOutAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  insertScan(db: Executor, row: Insertable<PassScansTable>) {
    return db.insertInto('passScans').values(row).execute();
  },

  async scansOf(db: Executor, bookingId: string) {
    const { rows } = await sql<{
      id: string;
      at: Date;
      receivedAt: Date;
      result: Selectable<PassScansTable>['result'];
      method: 'qr' | 'pin';
      byUserId: string;
      byRole: 'host' | 'gate_keeper';
      firstName: string;
      lastName: string;
    }>`select s.id, s.at, s.received_at as "receivedAt", s.result, s.method, s.by_user_id as "byUserId",
        s.by_role as "byRole", u.first_name as "firstName", u.last_name as "lastName"
      from pass_scans s join users u on u.id = s.by_user_id
      where s.booking_id = ${bookingId} order by s.at desc, s.id desc limit 200`.execute(db);
    return rows;
  },

  // Gate keepers

  insertKeeper(db: Executor, row: Insertable<GateKeepersTable>) {
    return db
      .insertInto('gateKeepers')
      .values(row)
      .onConflict((oc) => oc.columns(['listingId', 'phone']).where('removedAt', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** A live (not removed) keeper of the listing by phone: a second invite to the same number renews its token. */
  renewKeeperToken(db: Executor, listingId: string, phone: string, tokenHash: string, now: Date) {
    return db
      .updateTable('gateKeepers')
      .set({ tokenHash, invitedAt: now })
      .where('listingId', '=', listingId)
      .where('phone', '=', phone)
      .where('removedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  async keepersOf(db: Executor, listingId: string) {
    const { rows } = await sql<KeeperRow & { firstName: string | null; lastName: string | null }>`
      select k.id, k.listing_id as "listingId", k.host_id as "hostId", k.phone, k.user_id as "userId",
        k.token_hash as "tokenHash", k.invited_at as "invitedAt", k.accepted_at as "acceptedAt",
        k.removed_at as "removedAt", u.first_name as "firstName", u.last_name as "lastName"
      from gate_keepers k left join users u on u.id = k.user_id
      where k.listing_id = ${listingId} and k.removed_at is null order by k.invited_at, k.id`.execute(db);
    return rows;
  },

  removeKeeper(db: Executor, listingId: string, id: string, now: Date) {
    return db
      .updateTable('gateKeepers')
      .set({ removedAt: now })
      .where('id', '=', id)
      .where('listingId', '=', listingId)
      .where('removedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
  },

  keeperByToken(db: Executor, tokenHash: string) {
    return db
      .selectFrom('gateKeepers')
      .selectAll()
      .where('tokenHash', '=', tokenHash)
      .where('removedAt', 'is', null)
      .executeTakeFirst();
  },

  /** Accepts the invite for `userId` unless it was accepted (by anyone) or removed meanwhile. */
  acceptKeeper(db: Executor, id: string, userId: string, now: Date) {
    return db
      .updateTable('gateKeepers')
      .set({ userId, acceptedAt: now })
      .where('id', '=', id)
      .where('removedAt', 'is', null)
      .where('acceptedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  /** Accounts whose verified phone ends with these 10 digits (the caller compares the normal form). */
  async usersWithVerifiedPhone(db: Executor, last10: string) {
    const { rows } = await sql<{
      id: string;
      email: string;
      firstName: string;
      phone: string;
      language: string | null;
    }>`
      select id, email, first_name as "firstName", phone, language from users
      where phone_verified_at is not null and status = 'active'
        and right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = ${last10}`.execute(db);
    return rows;
  },

  listingOfHost(db: Executor, listingId: string, hostId: string) {
    return db
      .selectFrom('listings')
      .select(['id', 'title'])
      .where('id', '=', listingId)
      .where('hostId', '=', hostId)
      .executeTakeFirst();
  },
};
