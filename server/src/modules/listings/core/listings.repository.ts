import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ListingStatus } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import type { ListingsTable } from '../../../db/schema';

export type ListingRow = Selectable<ListingsTable>;
/** A new listing's columns: its status is the process engine's to write (server/src/process). */
export type NewListingRow = Omit<Insertable<ListingsTable>, 'status'>;
/** The demo seed's listings, written as they are with their statuses (listings-import.service.ts). */
export type ImportedListingRow = Insertable<ListingsTable>;
export type ListingPatch = Omit<Updateable<ListingsTable>, 'status'>;

/** LIKE pattern for a search term: %, _ and \ match themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every column but search_vector (only search reads it); the record makes the list exhaustive. */
const columnSet: Record<keyof ListingsTable, true> = {
  id: true,
  hostId: true,
  type: true,
  status: true,
  title: true,
  description: true,
  regionCode: true,
  provinceCode: true,
  cityCode: true,
  barangayCode: true,
  regionName: true,
  provinceName: true,
  cityName: true,
  barangayName: true,
  street: true,
  postalCode: true,
  latitude: true,
  longitude: true,
  publicLatitude: true,
  publicLongitude: true,
  width: true,
  length: true,
  height: true,
  area: true,
  vehicleTypes: true,
  covered: true,
  features: true,
  accessHours: true,
  accessInstructions: true,
  pricePerHour: true,
  pricePerDay: true,
  pricePerMonth: true,
  minDuration: true,
  minDurationUnit: true,
  capacity: true,
  instantBook: true,
  cancellationPolicy: true,
  noticePeriodDays: true,
  securityDeposit: true,
  rejectionReason: true,
  pausedByStaff: true,
  submittedAt: true,
  approvedAt: true,
  createdAt: true,
  updatedAt: true,
  rating: true,
  totalRatings: true,
};
const columns = Object.keys(columnSet) as (keyof ListingsTable)[];
/** The columns a listing row is answered with (the process engine answers them too). */
export const listingColumns: readonly string[] = columns;

/** The columns of a list row: no description, no search vector. */
const itemColumns = [
  'listings.id',
  'listings.type',
  'listings.status',
  'listings.title',
  'listings.provinceName',
  'listings.cityName',
  'listings.barangayName',
  'listings.pricePerHour',
  'listings.pricePerDay',
  'listings.pricePerMonth',
  'listings.capacity',
  'listings.instantBook',
  'listings.rejectionReason',
  'listings.pausedByStaff',
  'listings.submittedAt',
  'listings.approvedAt',
  'listings.createdAt',
  'listings.updatedAt',
] as const;
const coverKey = sql<
  string | null
>`(select p.thumb_key from listing_photos p where p.listing_id = listings.id and p.is_cover limit 1)`;
const photoCount = sql<number>`(select count(*)::int from listing_photos p where p.listing_id = listings.id)`;

/** SQL for the listings table (this module's). Photos and blocks have their own repositories. */
export const listingsRepository = {
  /** Live listings and listings waiting for review (the admin dashboard). */
  async dashboardCounts(db: Executor) {
    const row = await db
      .selectFrom('listings')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('status', '=', 'active').as('active'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'pending_review').as('pendingReview'),
      ])
      .executeTakeFirstOrThrow();
    return { active: row.active, pendingReview: row.pendingReview };
  },
  /** The demo seed's import: rows as they are, their statuses included (the one write of a status outside the engine). */
  async insertMany(db: Executor, rows: ImportedListingRow[]) {
    if (rows.length) await db.insertInto('listings').values(rows).execute();
  },
  /** True when the host has any listing (the demo seed adds its listings once). */
  async anyForHost(db: Executor, hostId: string) {
    return !!(await db.selectFrom('listings').select('id').where('hostId', '=', hostId).limit(1).executeTakeFirst());
  },
  findById(db: Executor, id: string) {
    return db.selectFrom('listings').select(columns).where('id', '=', id).executeTakeFirst();
  },
  /** The row, locked until the transaction ends: status changes, blocks and photo counts queue behind it. */
  lock(db: Executor, id: string) {
    return db.selectFrom('listings').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();
  },
  update(db: Executor, id: string, patch: ListingPatch) {
    return db.updateTable('listings').set(patch).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();
  },
  /** The host's listings, newest first; archived ones only when asked for. */
  async hostPage(db: Executor, hostId: string, q: { status?: ListingStatus | 'all'; limit: number; offset: number }) {
    let base = db.selectFrom('listings').where('hostId', '=', hostId);
    if (q.status && q.status !== 'all') base = base.where('status', '=', q.status);
    else if (!q.status) base = base.where('status', '!=', 'archived');
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([...itemColumns, coverKey.as('coverKey'), photoCount.as('photoCount')])
      .orderBy('listings.createdAt', 'desc')
      .orderBy('listings.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    return { total: Number(total), rows };
  },
  /** Live listings for the sitemap, last changed first: id and last change. */
  activeForSitemap(db: Executor, limit: number) {
    return db
      .selectFrom('listings')
      .select(['id', 'updatedAt'])
      .where('status', '=', 'active')
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
  /**
   * Every host's listings for staff, with a short summary of the host (a read-only join of
   * users). The review queue (pending_review) comes oldest submission first; other lists
   * newest change first.
   */
  async staffPage(db: Executor, q: { status: ListingStatus | 'all'; q?: string; limit: number; offset: number }) {
    let base = db.selectFrom('listings').innerJoin('users', 'users.id', 'listings.hostId');
    if (q.status !== 'all') base = base.where('listings.status', '=', q.status);
    if (q.q) {
      const like = contains(q.q);
      base = base.where((eb) =>
        eb.or([
          eb('listings.title', 'ilike', like),
          eb('listings.cityName', 'ilike', like),
          eb('listings.barangayName', 'ilike', like),
          eb('users.name', 'ilike', like),
          eb('users.email', 'ilike', like),
          eb('listings.id', '=', q.q!),
        ]),
      );
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let rows = base.select([
      ...itemColumns,
      coverKey.as('coverKey'),
      photoCount.as('photoCount'),
      'listings.hostId',
      'users.name as hostName',
      'users.email as hostEmail',
      'users.verified as hostVerified',
    ]);
    rows =
      q.status === 'pending_review'
        ? rows.orderBy('listings.submittedAt', 'asc').orderBy('listings.id', 'asc')
        : rows.orderBy('listings.updatedAt', 'desc').orderBy('listings.id', 'desc');
    return { total: Number(total), rows: await rows.limit(q.limit).offset(q.offset).execute() };
  },
};

export type ListingItemRow = Awaited<ReturnType<typeof listingsRepository.hostPage>>['rows'][number];
export type StaffItemRow = Awaited<ReturnType<typeof listingsRepository.staffPage>>['rows'][number];
