import type { DisputeStatus } from '@espasyo/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/client';
import type { DisputeMessagesTable, DisputePhotosTable, DisputesTable } from '../../db/schema';

export type DisputeRow = Selectable<DisputesTable>;
export type DisputeMessageRow = Selectable<DisputeMessagesTable>;
export type DisputePhotoRow = Selectable<DisputePhotosTable>;

/** A dispute with its booking's names, as every view shows it. */
export interface DisputeViewRow extends DisputeRow {
  listingTitle: string;
  listingId: string;
  clientId: string;
  hostId: string;
  clientFirstName: string;
  clientLastName: string;
  hostFirstName: string;
  hostLastName: string;
  openerFirstName: string | null;
  openerLastName: string | null;
}

/** Postgres' unique violation of the one open dispute per booking (migration 0026). */
export const isOneOpenViolation = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  String((e as { constraint?: string; message?: string }).constraint ?? (e as { message?: string }).message).includes(
    'disputes_one_open_idx',
  );

/** SQL for disputes, their threads and photos (migration 0026). */
export const disputesRepository = {
  find(db: Executor, id: string) {
    return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lock(db: Executor, id: string) {
    return db.selectFrom('disputes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  views() {
    return (db: Executor) =>
      db
        .selectFrom('disputes as d')
        .innerJoin('bookings as b', 'b.id', 'd.bookingId')
        .innerJoin('users as c', 'c.id', 'b.clientId')
        .innerJoin('users as h', 'h.id', 'b.hostId')
        .leftJoin('users as o', 'o.id', 'd.openedBy')
        .selectAll('d')
        .select([
          'b.listingTitle',
          'b.listingId',
          'b.clientId',
          'b.hostId',
          'c.firstName as clientFirstName',
          'c.lastName as clientLastName',
          'h.firstName as hostFirstName',
          'h.lastName as hostLastName',
          'o.firstName as openerFirstName',
          'o.lastName as openerLastName',
        ]);
  },

  async view(db: Executor, id: string): Promise<DisputeViewRow | undefined> {
    return disputesRepository.views()(db).where('d.id', '=', id).executeTakeFirst();
  },

  /** A booking's disputes, newest first. */
  forBooking(db: Executor, bookingId: string): Promise<DisputeViewRow[]> {
    return disputesRepository.views()(db).where('d.bookingId', '=', bookingId).orderBy('d.createdAt', 'desc').execute();
  },

  /**
   * The disputes on `userId`'s bookings (as their client or their host): open ones first, each
   * group newest first, and how many there are.
   */
  async mine(db: Executor, userId: string, limit: number, offset: number) {
    const rows = await disputesRepository
      .views()(db)
      .where((eb) => eb.or([eb('b.clientId', '=', userId), eb('b.hostId', '=', userId)]))
      .orderBy(sql`d.status = 'open'`, 'desc')
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const total = await db
      .selectFrom('disputes as d')
      .innerJoin('bookings as b', 'b.id', 'd.bookingId')
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) => eb.or([eb('b.clientId', '=', userId), eb('b.hostId', '=', userId)]))
      .executeTakeFirstOrThrow();
    return { rows, total: total.n };
  },

  /** Staff's queue: open ones oldest first (the longest waiting on top); resolved ones newest first. */
  async list(db: Executor, status: DisputeStatus, limit: number, offset: number) {
    const base = disputesRepository.views()(db).where('d.status', '=', status);
    const rows = await (
      status === 'open'
        ? base.orderBy('d.createdAt').orderBy('d.id')
        : base.orderBy('d.resolvedAt', 'desc').orderBy('d.id', 'desc')
    )
      .limit(limit)
      .offset(offset)
      .execute();
    const total = await db
      .selectFrom('disputes')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return { rows, total: total.n };
  },

  async countOpen(db: Executor) {
    const r = await db
      .selectFrom('disputes')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return r.n;
  },

  messages(db: Executor, disputeId: string) {
    return db
      .selectFrom('disputeMessages')
      .selectAll()
      .where('disputeId', '=', disputeId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },

  insertMessage(db: Executor, row: Insertable<DisputeMessagesTable>) {
    return db.insertInto('disputeMessages').values(row).returningAll().executeTakeFirstOrThrow();
  },

  photos(db: Executor, disputeId: string) {
    return db
      .selectFrom('disputePhotos')
      .selectAll()
      .where('disputeId', '=', disputeId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },

  async photoCount(db: Executor, disputeId: string) {
    const r = await db
      .selectFrom('disputePhotos')
      .select(sql<number>`count(*)`.as('n'))
      .where('disputeId', '=', disputeId)
      .executeTakeFirstOrThrow();
    return r.n;
  },

  insertPhoto(db: Executor, row: Insertable<DisputePhotosTable>) {
    return db.insertInto('disputePhotos').values(row).returningAll().executeTakeFirstOrThrow();
  },

  findPhoto(db: Executor, disputeId: string, id: string) {
    return db
      .selectFrom('disputePhotos')
      .selectAll()
      .where('disputeId', '=', disputeId)
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
