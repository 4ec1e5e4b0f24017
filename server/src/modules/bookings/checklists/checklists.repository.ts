import { sql, type Insertable, type Selectable } from 'kysely';
import type { ChecklistContent, ChecklistKind } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import type { HandoverChecklistsTable, HandoverPhotosTable, HandoverSignaturesTable } from '../../../db/schema';

export type ChecklistRow = Selectable<HandoverChecklistsTable>;
export type PhotoRow = Omit<Selectable<HandoverPhotosTable>, 'uploaderId'>;
export type SignatureRow = Omit<Selectable<HandoverSignaturesTable>, 'signaturePng' | 'signerIp'>;

/** What a booking's checklists are about: its sides, dates, status and its listing's type and features. */
export interface HandoverBookingRow {
  id: string;
  kind: 'days' | 'hours' | 'tenancy';
  status: string;
  startsAt: Date;
  endsAt: Date | null;
  clientId: string;
  hostId: string;
  listingTitle: string;
  listingType: 'storage' | 'parking' | 'warehouse';
  features: string[];
  clientName: string;
  hostName: string;
}

const checklistColumns = [
  'id',
  'bookingId',
  'kind',
  'status',
  'content',
  'dueAt',
  'completedAt',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;
const photoColumns = [
  'id',
  'checklistId',
  'area',
  'uploadedBySide',
  'storageKey',
  'width',
  'height',
  'createdAt',
] as const;
const signatureColumns = ['checklistId', 'side', 'kind', 'typedName', 'signerId', 'sha256', 'signedAt'] as const;

/**
 * SQL for handover_checklists, handover_signatures and handover_photos (this module's, migration
 * 0047). A checklist's status is the process engine's (server/src/process): these never write it.
 */
export const checklistsRepository = {
  /**
   * The booking with what its checklists need. Its listing's type and features are read with it, as
   * the booking's own view reads its listing (bookings.repository.ts viewJoins).
   */
  async booking(db: Executor, id: string): Promise<HandoverBookingRow | undefined> {
    const { rows } = await sql<HandoverBookingRow>`select b.id, b.kind, b.status, b.starts_at as "startsAt",
      b.ends_at as "endsAt", b.client_id as "clientId", b.host_id as "hostId", b.listing_title as "listingTitle",
      l.type as "listingType", l.features,
      trim(c.first_name || ' ' || c.last_name) as "clientName", trim(h.first_name || ' ' || h.last_name) as "hostName"
      from bookings b join listings l on l.id = b.listing_id join users c on c.id = b.client_id
      join users h on h.id = b.host_id where b.id = ${id}`.execute(db);
    return rows[0];
  },
  /** What a deposit's return depends on of the booking (deposits/return-due.ts): its status, end and cancellation. */
  stay(db: Executor, id: string) {
    return db
      .selectFrom('bookings')
      .select(['status', 'endsAt', 'cancelledAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
  ofBooking(db: Executor, bookingId: string) {
    return db.selectFrom('handoverChecklists').select(checklistColumns).where('bookingId', '=', bookingId).execute();
  },
  /** The checklist, locked until the transaction ends: every change and signature of it queues behind it. */
  lock(db: Executor, bookingId: string, kind: ChecklistKind) {
    return db
      .selectFrom('handoverChecklists')
      .select(checklistColumns)
      .where('bookingId', '=', bookingId)
      .where('kind', '=', kind)
      .forUpdate()
      .executeTakeFirst();
  },
  saveContent(db: Executor, id: string, content: ChecklistContent, now: Date) {
    return db
      .updateTable('handoverChecklists')
      .set({ content: JSON.stringify(content), updatedAt: now })
      .where('id', '=', id)
      .execute();
  },
  touch(db: Executor, id: string, now: Date) {
    return db.updateTable('handoverChecklists').set({ updatedAt: now }).where('id', '=', id).execute();
  },
  /** The checklists whose 48 hours have passed, oldest first. */
  async due(db: Executor, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('handoverChecklists')
      .select('id')
      .where('status', '=', 'signed_by_one')
      .where('dueAt', '<=', now)
      .orderBy('dueAt')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
  lockById(db: Executor, id: string) {
    return db
      .selectFrom('handoverChecklists')
      .select(checklistColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  signatures(db: Executor, checklistIds: string[]): Promise<SignatureRow[]> {
    if (!checklistIds.length) return Promise.resolve([]);
    return db
      .selectFrom('handoverSignatures')
      .select(signatureColumns)
      .where('checklistId', 'in', checklistIds)
      .orderBy('signedAt')
      .execute();
  },
  insertSignature(db: Executor, row: Insertable<HandoverSignaturesTable>) {
    return db.insertInto('handoverSignatures').values(row).execute();
  },
  clearSignatures(db: Executor, checklistId: string) {
    return db.deleteFrom('handoverSignatures').where('checklistId', '=', checklistId).execute();
  },
  signaturePng(db: Executor, checklistId: string, side: 'client' | 'host') {
    return db
      .selectFrom('handoverSignatures')
      .select('signaturePng')
      .where('checklistId', '=', checklistId)
      .where('side', '=', side)
      .executeTakeFirst();
  },

  photos(db: Executor, checklistIds: string[]): Promise<PhotoRow[]> {
    if (!checklistIds.length) return Promise.resolve([]);
    return db
      .selectFrom('handoverPhotos')
      .select(photoColumns)
      .where('checklistId', 'in', checklistIds)
      .orderBy('area')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  /** The areas the checklist has a photo of (signing needs each of its template's). */
  async photoAreas(db: Executor, checklistId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('handoverPhotos')
      .select('area')
      .distinct()
      .where('checklistId', '=', checklistId)
      .execute();
    return rows.map((r) => r.area);
  },
  async photoCount(db: Executor, checklistId: string, area?: string) {
    let q = db
      .selectFrom('handoverPhotos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('checklistId', '=', checklistId);
    if (area) q = q.where('area', '=', area);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  },
  insertPhoto(db: Executor, row: Insertable<HandoverPhotosTable>) {
    return db.insertInto('handoverPhotos').values(row).execute();
  },
  findPhoto(db: Executor, checklistId: string, photoId: string) {
    return db
      .selectFrom('handoverPhotos')
      .select(photoColumns)
      .where('checklistId', '=', checklistId)
      .where('id', '=', photoId)
      .executeTakeFirst();
  },
  deletePhoto(db: Executor, photoId: string) {
    return db.deleteFrom('handoverPhotos').where('id', '=', photoId).execute();
  },
};
