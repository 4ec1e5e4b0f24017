import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/client';
import type { VerificationFilesTable, VerificationRequestsTable } from '../../db/schema';

export type VerificationRow = Selectable<VerificationRequestsTable>;
export type VerificationFileRow = Selectable<VerificationFilesTable>;
export type RequestStatus = VerificationRow['status'];
/** The queue's filter: a status, all, or the hosts waiting for a background check. */
export type QueueFilter = RequestStatus | 'all' | 'background';

/** The user's columns the queue and a request's detail show. */
const userColumns = [
  'u.name as userName',
  'u.email as userEmail',
  'u.type as userType',
  'u.verified as userVerified',
  'u.createdAt as userCreatedAt',
  'u.backgroundCheckAt as userBackgroundCheckAt',
  'u.backgroundCheckReference as userBackgroundCheckReference',
] as const;

/** SQL for verification_requests and verification_files (this module's tables only). */
export const verificationRepository = {
  insertRequest(db: Executor, row: Insertable<VerificationRequestsTable>) {
    return db.insertInto('verificationRequests').values(row).returningAll().executeTakeFirstOrThrow();
  },
  async insertFiles(db: Executor, rows: Insertable<VerificationFilesTable>[]) {
    if (rows.length) await db.insertInto('verificationFiles').values(rows).execute();
  },
  findById(db: Executor, id: string) {
    return db.selectFrom('verificationRequests').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** Locks the row so two admins deciding at once cannot both win. */
  findForUpdate(db: Executor, id: string) {
    return db.selectFrom('verificationRequests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  latestForUser(db: Executor, userId: string) {
    return db
      .selectFrom('verificationRequests')
      .selectAll()
      .where('userId', '=', userId)
      .where('status', '!=', 'superseded')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  pendingForUser(db: Executor, userId: string) {
    return db
      .selectFrom('verificationRequests')
      .selectAll()
      .where('userId', '=', userId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
  },
  /** Moves a pending request to its decision; returns undefined if it was no longer pending. */
  decide(
    db: Executor,
    id: string,
    patch: {
      status: RequestStatus;
      reason?: string | null;
      reviewedBy?: string | null;
      autoApproved?: boolean;
      at: Date;
    },
  ) {
    const { at, ...rest } = patch;
    return db
      .updateTable('verificationRequests')
      .set({ ...rest, reviewedAt: patch.status === 'superseded' ? null : at, updatedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },
  filesOf(db: Executor, requestIds: string[]) {
    if (!requestIds.length) return Promise.resolve([] as VerificationFileRow[]);
    return db
      .selectFrom('verificationFiles')
      .selectAll()
      .where('requestId', 'in', requestIds)
      .orderBy('createdAt')
      .execute();
  },
  findFile(db: Executor, requestId: string, kind: VerificationFileRow['kind']) {
    return db
      .selectFrom('verificationFiles')
      .selectAll()
      .where('requestId', '=', requestId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  },
  async deleteFiles(db: Executor, requestId: string) {
    return db.deleteFrom('verificationFiles').where('requestId', '=', requestId).returning('storageKey').execute();
  },
  /** Every request of a user, oldest first (the data export). */
  allForUser(db: Executor, userId: string) {
    return db
      .selectFrom('verificationRequests')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  /** Deletes a user's requests (their files' rows go with them) and returns the files' storage keys. */
  async deleteForUser(db: Executor, userId: string): Promise<string[]> {
    const files = await db
      .selectFrom('verificationFiles')
      .innerJoin('verificationRequests', 'verificationRequests.id', 'verificationFiles.requestId')
      .select('verificationFiles.storageKey')
      .where('verificationRequests.userId', '=', userId)
      .execute();
    await db.deleteFrom('verificationRequests').where('userId', '=', userId).execute();
    return files.map((f) => f.storageKey);
  },
  /**
   * The admin queue: requests with a short summary of each user, oldest first when pending or
   * waiting for a background check (`background`: each active host's approved request, whose
   * background check is not recorded yet).
   */
  async page(db: Executor, q: { status: QueueFilter; limit: number; offset: number }) {
    let base = db.selectFrom('verificationRequests as v').innerJoin('users as u', 'u.id', 'v.userId');
    if (q.status === 'background') {
      base = base
        .where('v.status', '=', 'approved')
        .where('u.userType', '=', 'host')
        .where('u.isAdmin', '=', false)
        .where('u.status', '=', 'active')
        .where('u.backgroundCheckAt', 'is', null);
    } else if (q.status !== 'all') base = base.where('v.status', '=', q.status);
    const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
    const oldestFirst = q.status === 'pending' || q.status === 'background';
    const rows = await base
      .selectAll('v')
      .select(userColumns)
      .orderBy('v.createdAt', oldestFirst ? 'asc' : 'desc')
      .orderBy('v.id', oldestFirst ? 'asc' : 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    return { total: Number(total), rows };
  },
  async withUser(db: Executor, id: string) {
    return db
      .selectFrom('verificationRequests as v')
      .innerJoin('users as u', 'u.id', 'v.userId')
      .selectAll('v')
      .select(userColumns)
      .where('v.id', '=', id)
      .executeTakeFirst();
  },
  /**
   * The median time in seconds from submission to a person's decision (approved or rejected,
   * not approved on its own) over the last `last` such decisions made since `since`, and how
   * many there were.
   */
  async reviewTimes(db: Executor, since: Date, last: number): Promise<{ medianSeconds: number | null; n: number }> {
    const { rows } = await sql<{ medianSeconds: number | null; n: number }>`
      select percentile_cont(0.5) within group (order by seconds) as "medianSeconds", count(*)::int as n
      from (
        select extract(epoch from reviewed_at - created_at) as seconds
        from verification_requests
        where status in ('approved', 'rejected') and not auto_approved and reviewed_at >= ${since}
        order by reviewed_at desc
        limit ${last}
      ) recent`.execute(db);
    const { medianSeconds, n } = rows[0];
    return { medianSeconds: medianSeconds == null ? null : Number(medianSeconds), n };
  },
  async countPending(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('verificationRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.n;
  },
};
