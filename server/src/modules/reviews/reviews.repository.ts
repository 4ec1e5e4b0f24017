import { sql, type Selectable } from 'kysely';
import { REVIEW_WINDOW_DAYS } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import type { ReviewsTable } from '../../db/schema';

export type ReviewRow = Selectable<ReviewsTable>;

/** A review with the names it shows and its booking's end (read-only joins on users, listings, bookings). */
export type ReviewViewRow = ReviewRow & {
  listingTitle: string;
  listingHostId: string;
  endsAt: Date;
  authorFirstName: string;
  authorLastName: string;
  authorAvatar: string | null;
  subjectFirstName: string;
  subjectLastName: string;
  subjectAvatar: string | null;
};

/** What a review needs of its booking (bookings module's table, read only). */
export interface BookingForReview {
  id: string;
  listingId: string;
  clientId: string;
  hostId: string;
  status: string;
  endsAt: Date;
  listingTitle: string;
}

/** A completed booking (or ended tenancy) a side may still review (GET /api/me/reviews' toWrite, the reminders). */
export interface ToWriteRow {
  bookingId: string;
  listingId: string;
  listingTitle: string;
  coverKey: string | null;
  direction: 'client_to_host' | 'host_to_client';
  userId: string;
  subjectId: string;
  subjectFirstName: string;
  subjectLastName: string;
  subjectAvatar: string | null;
  endsAt: Date;
  otherSideWritten: boolean;
}

const WINDOW = sql.raw(`interval '${REVIEW_WINDOW_DAYS} days'`);

const LISTING_VISIBLE = sql`where r.listing_id = l.id and r.status = 'visible' and r.direction = 'client_to_host'`;
const USER_VISIBLE = sql`where r.subject_id = u.id and r.status = 'visible'`;

const viewSelect = sql`r.*, l.title as "listingTitle", l.host_id as "listingHostId", b.ends_at as "endsAt",
  a.first_name as "authorFirstName", a.last_name as "authorLastName", a.profile_image_url as "authorAvatar",
  s.first_name as "subjectFirstName", s.last_name as "subjectLastName", s.profile_image_url as "subjectAvatar"`;
const viewJoins = sql`join listings l on l.id = r.listing_id join bookings b on b.id = r.booking_id
  join users a on a.id = r.author_id join users s on s.id = r.subject_id`;

/**
 * SQL for reviews, review_reports and review_reminders (this module's). Also the one writer of
 * listings' and users' `rating` and `total_ratings` (migration 0007 left them to the reviews):
 * always recomputed from the visible reviews, never added to.
 */
export const reviewsRepository = {
  async bookingForReview(db: Executor, bookingId: string): Promise<BookingForReview | undefined> {
    return db
      .selectFrom('bookings as b')
      .innerJoin('listings as l', 'l.id', 'b.listingId')
      .select(['b.id', 'b.listingId', 'b.clientId', 'b.hostId', 'b.status', 'b.endsAt', 'l.title as listingTitle'])
      .where('b.id', '=', bookingId)
      .executeTakeFirst() as Promise<BookingForReview | undefined>;
  },

  /** Writes about one booking wait for each other, so the second side always sees the first. */
  async lockBooking(db: Executor, bookingId: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${`espasyo:review:${bookingId}`}))`.execute(db);
  },

  ofBooking(db: Executor, bookingId: string) {
    return db.selectFrom('reviews').selectAll().where('bookingId', '=', bookingId).execute();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async view(db: Executor, id: string): Promise<ReviewViewRow | undefined> {
    const r = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins} where r.id = ${id}`.execute(db);
    return r.rows[0];
  },

  async views(db: Executor, ids: string[]): Promise<ReviewViewRow[]> {
    if (!ids.length) return [];
    const r = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins}
      where r.id in (${sql.join(ids)}) order by r.created_at desc, r.id desc`.execute(db);
    return r.rows;
  },

  /**
   * The listing's and the users' `rating` and `total_ratings` from their visible reviews: a
   * listing from its client_to_host reviews, a user from every visible review about them (a host's
   * from their listings' clients, a client's from their hosts). The rows are locked first, in a
   * fixed order, so two transactions revealing reviews of one listing at once each count the
   * other's (the second waits, then reads what the first committed).
   */
  async recompute(db: Executor, listingIds: string[], userIds: string[]) {
    const listings = [...new Set(listingIds)].sort();
    const users = [...new Set(userIds)].sort();
    if (listings.length) {
      await sql`select id from listings where id in (${sql.join(listings)}) order by id for no key update`.execute(db);
      await sql`update listings l
        set rating = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from reviews r ${LISTING_VISIBLE}), 0),
          total_ratings = (select count(*)::int from reviews r ${LISTING_VISIBLE})
        where l.id in (${sql.join(listings)})`.execute(db);
    }
    if (users.length) {
      await sql`select id from users where id in (${sql.join(users)}) order by id for no key update`.execute(db);
      await sql`update users u
        set rating = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from reviews r ${USER_VISIBLE}), 0),
          total_ratings = (select count(*)::int from reviews r ${USER_VISIBLE})
        where u.id in (${sql.join(users)})`.execute(db);
    }
  },

  /** Every listing's and user's rating from the visible reviews (admin-tools 'Recompute ratings'). */
  async recomputeAll(db: Executor) {
    const listings = await sql`update listings l set rating = coalesce(x.avg, 0), total_ratings = coalesce(x.n, 0)
      from (select l2.id, agg.avg, agg.n from listings l2 left join (
          select listing_id, round(avg(rating)::numeric, 2)::float8 as avg, count(*)::int as n from reviews
          where status = 'visible' and direction = 'client_to_host' group by listing_id) agg on agg.listing_id = l2.id) x
      where l.id = x.id and (l.rating is distinct from coalesce(x.avg, 0) or l.total_ratings is distinct from coalesce(x.n, 0))`.execute(
      db,
    );
    const users = await sql`update users u set rating = coalesce(x.avg, 0), total_ratings = coalesce(x.n, 0)
      from (select u2.id, agg.avg, agg.n from users u2 left join (
          select subject_id, round(avg(rating)::numeric, 2)::float8 as avg, count(*)::int as n from reviews
          where status = 'visible' group by subject_id) agg on agg.subject_id = u2.id) x
      where u.id = x.id and (u.rating is distinct from coalesce(x.avg, 0) or u.total_ratings is distinct from coalesce(x.n, 0))`.execute(
      db,
    );
    return { listings: Number(listings.numAffectedRows ?? 0), users: Number(users.numAffectedRows ?? 0) };
  },

  /** A listing's status and host, to decide who may read its reviews. */
  listingOf(db: Executor, listingId: string) {
    return db
      .selectFrom('listings')
      .select(['id', 'status', 'hostId', 'rating', 'totalRatings'])
      .where('id', '=', listingId)
      .executeTakeFirst();
  },

  /** A page of a listing's visible client reviews, newest first, and how many there are per star. */
  async listingPage(db: Executor, listingId: string, page: number, pageSize: number) {
    const rows = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins}
      where r.listing_id = ${listingId} and r.status = 'visible' and r.direction = 'client_to_host'
      order by r.published_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
    const dist = await sql<{ rating: number; n: number }>`select rating, count(*)::int as n from reviews
      where listing_id = ${listingId} and status = 'visible' and direction = 'client_to_host' group by rating`.execute(
      db,
    );
    return { rows: rows.rows, distribution: dist.rows };
  },

  /**
   * Completed bookings whose review window is open at `now` and which the side has not reviewed:
   * the user's own (when `userId` is given) or everyone's (the reminders' job).
   */
  async toWrite(db: Executor, now: Date, userId?: string): Promise<ToWriteRow[]> {
    const who = userId ? sql`and sides.user_id = ${userId}` : sql``;
    const r = await sql<ToWriteRow>`
      select b.id as "bookingId", b.listing_id as "listingId", l.title as "listingTitle",
        (select p.thumb_key from listing_photos p where p.listing_id = b.listing_id and p.is_cover limit 1) as "coverKey",
        sides.direction, sides.user_id as "userId", sides.subject_id as "subjectId",
        s.first_name as "subjectFirstName", s.last_name as "subjectLastName", s.profile_image_url as "subjectAvatar",
        b.ends_at as "endsAt",
        exists (select 1 from reviews o where o.booking_id = b.id and o.direction <> sides.direction) as "otherSideWritten"
      from bookings b
      join listings l on l.id = b.listing_id
      cross join lateral (values ('client_to_host', b.client_id, b.host_id), ('host_to_client', b.host_id, b.client_id))
        as sides(direction, user_id, subject_id)
      join users s on s.id = sides.subject_id
      join users me on me.id = sides.user_id
      where b.status in ('completed', 'ended') and b.ends_at <= ${now} and b.ends_at > ${now}::timestamptz - ${WINDOW}
        and me.status = 'active' ${who}
        and not exists (select 1 from reviews w where w.booking_id = b.id and w.direction = sides.direction)
      order by b.ends_at asc, b.id`.execute(db);
    return r.rows;
  },

  /** The reviews the user wrote, newest first. */
  async writtenBy(db: Executor, userId: string, limit: number) {
    const r = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins}
      where r.author_id = ${userId} order by r.created_at desc, r.id desc limit ${limit}`.execute(db);
    return r.rows;
  },

  /** The visible reviews about the user (a host: of their listings and of them), newest first. */
  async receivedBy(db: Executor, userId: string, limit: number) {
    const r = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins}
      where r.subject_id = ${userId} and r.status = 'visible'
      order by r.published_at desc, r.id desc limit ${limit}`.execute(db);
    return r.rows;
  },

  /** The host's one reply: only while there is none, on a visible review. */
  setReply(db: Executor, id: string, body: string, at: Date) {
    return db
      .updateTable('reviews')
      .set({ replyBody: body, repliedAt: at, updatedAt: at })
      .where('id', '=', id)
      .where('replyBody', 'is', null)
      .where('status', '=', 'visible')
      .where('direction', '=', 'client_to_host')
      .returningAll()
      .executeTakeFirst();
  },

  insertReport(db: Executor, row: { reviewId: string; reporterId: string; reason: string; createdAt: Date }) {
    return db
      .insertInto('reviewReports')
      .values(row)
      .onConflict((oc) => oc.columns(['reviewId', 'reporterId']).doNothing())
      .returning('reviewId')
      .executeTakeFirst();
  },

  /** The reports of these reviews with the reporters' names, oldest first. */
  async reportsOf(db: Executor, reviewIds: string[]) {
    if (!reviewIds.length) return [];
    return db
      .selectFrom('reviewReports as rr')
      .innerJoin('users as u', 'u.id', 'rr.reporterId')
      .select(['rr.reviewId', 'rr.reason', 'rr.createdAt', 'u.firstName', 'u.lastName'])
      .where('rr.reviewId', 'in', reviewIds)
      .orderBy('rr.createdAt')
      .orderBy('rr.reporterId')
      .execute();
  },

  /** Names of users (the staff who hid reviews). */
  namesOf(db: Executor, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', ids).execute();
  },

  /** Staff's list: reported (not hidden; latest report first), recent (all), or hidden. */
  async adminPage(db: Executor, filter: 'reported' | 'recent' | 'hidden', page: number, pageSize: number) {
    const offset = (page - 1) * pageSize;
    if (filter === 'reported') {
      const rows = await sql<{ id: string }>`select r.id from reviews r
        join (select review_id, max(created_at) as last from review_reports group by review_id) rr on rr.review_id = r.id
        where r.status <> 'hidden' order by rr.last desc, r.id desc limit ${pageSize} offset ${offset}`.execute(db);
      const total = await sql<{ n: number }>`select count(*)::int as n from reviews r
        where r.status <> 'hidden' and exists (select 1 from review_reports rr where rr.review_id = r.id)`.execute(db);
      return { ids: rows.rows.map((r) => r.id), total: total.rows[0]!.n };
    }
    const where = filter === 'hidden' ? sql`where status = 'hidden'` : sql``;
    const order = filter === 'hidden' ? sql`hidden_at desc, id desc` : sql`created_at desc, id desc`;
    const rows = await sql<{ id: string }>`select id from reviews ${where} order by ${order}
      limit ${pageSize} offset ${offset}`.execute(db);
    const total = await sql<{ n: number }>`select count(*)::int as n from reviews ${where}`.execute(db);
    return { ids: rows.rows.map((r) => r.id), total: total.rows[0]!.n };
  },

  /** Bookings with a blind review whose reveal timer is due (its window closed at or before `now`), oldest first. */
  async dueForReveal(db: Executor, now: Date, limit: number) {
    const r = await sql<{ bookingId: string }>`select booking_id as "bookingId" from reviews
      where status = 'blind' and window_closes_at <= ${now}
      group by booking_id order by min(window_closes_at), booking_id limit ${limit}`.execute(db);
    return r.rows.map((x) => x.bookingId);
  },

  /** Records a reminder; answers false when it was sent already (the job sends each once). */
  async insertReminder(
    db: Executor,
    row: { bookingId: string; userId: string; kind: 'open' | 'closing'; sentAt: Date },
  ) {
    const r = await db
      .insertInto('reviewReminders')
      .values(row)
      .onConflict((oc) => oc.columns(['bookingId', 'userId', 'kind']).doNothing())
      .returning('kind')
      .executeTakeFirst();
    return !!r;
  },

  remindersOf(db: Executor, bookingIds: string[]) {
    if (!bookingIds.length) return Promise.resolve([]);
    return db.selectFrom('reviewReminders').selectAll().where('bookingId', 'in', bookingIds).execute();
  },

  /** The user's reviews, written and received (visible), for the data export. */
  async ofUserForExport(db: Executor, userId: string) {
    const r = await sql<ReviewViewRow>`select ${viewSelect} from reviews r ${viewJoins}
      where r.author_id = ${userId} or (r.subject_id = ${userId} and r.status = 'visible')
      order by r.created_at, r.id`.execute(db);
    return r.rows;
  },

  /** An account's deletion: its reports and reminders go; its reviews stay (decision 0046). */
  async deleteOfUser(db: Executor, userId: string) {
    await db.deleteFrom('reviewReports').where('reporterId', '=', userId).execute();
    await db.deleteFrom('reviewReminders').where('userId', '=', userId).execute();
  },
};
