import {
  AppError,
  ErrorCode,
  en,
  isAdmin,
  resolveRole,
  verificationSubmitSchema,
  type MyVerification,
  type VerificationFileKind,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { createHash } from 'node:crypto';
import { newId } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import type { AuthUser } from '../users/user.mapper';
import { isUniqueViolation } from '../../db/errors';
import { verificationRequirements } from '../users/users.service';
import { checkFile } from './verification.files';
import { toMyVerification } from './verification.mapper';
import { verificationRepository as repo } from './verification.repository';
import { approveInTx, tellOutcome } from './verification.review';
import { discardFilesIfFailed, enqueue, fileDeleteTask } from '../outbox/outbox.service';
import { record } from '../audit/audit.service';
import type { Submission } from './verification.upload';

const m = en.verification;
const notFound = () => new AppError(ErrorCode.notFound, m.notFound);

/**
 * How long ID review usually takes (decision 0065): the median, in whole minutes, of the last
 * REVIEW_SAMPLE.last decisions staff made in the last REVIEW_SAMPLE.days days; null with fewer
 * than REVIEW_SAMPLE.atLeast of them, too few to promise anything.
 */
export const REVIEW_SAMPLE = { days: 30, last: 25, atLeast: 3 } as const;

export async function usualReviewMinutes(ctx: AppContext): Promise<number | null> {
  const since = new Date(ctx.clock.now().getTime() - REVIEW_SAMPLE.days * 86_400_000);
  const { medianSeconds, n } = await repo.reviewTimes(ctx.db, since, REVIEW_SAMPLE.last);
  if (n < REVIEW_SAMPLE.atLeast || medianSeconds == null) return null;
  return Math.max(1, Math.round(medianSeconds / 60));
}

/** What the user sees of their own ID verification, and how long a review usually takes. */
export async function myVerification(ctx: AppContext, user: AuthUser): Promise<MyVerification> {
  const row = await repo.latestForUser(ctx.db, user.id);
  const [files, usual] = await Promise.all([
    row ? repo.filesOf(ctx.db, [row.id]) : [],
    // Of use only to someone whose ID is still to be checked.
    user.idVerifiedAt ? null : usualReviewMinutes(ctx),
  ]);
  return toMyVerification(row, files, !!user.idVerifiedAt, usual);
}

/** Which checks the live settings require of this user and which are done (role guard). */
export async function myRequirements(ctx: AppContext, user: AuthUser) {
  return verificationRequirements(user, (await ctx.settings.get()).security);
}

/** Pending requests, for the admin dashboard's queue counts. */
export function pendingVerificationCount(ctx: AppContext): Promise<number> {
  return repo.countPending(ctx.db);
}

/**
 * A new submission: government ID (front, optional back) and a selfie. Files are checked
 * and cleaned first, stored privately under uploads/verification/<file id>, then the
 * request is written in one transaction. A user has at most one pending request: a new
 * submission supersedes the pending one, whose files are deleted (docs/decisions/0005) by the
 * outbox after the commit, like the files of a submission that did not commit (decision 0032).
 * With security.autoVerifyHosts on, a host's submission is approved at once.
 */
export async function submitVerification(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  sub: Submission,
  ip: string | null,
) {
  if (user.idVerifiedAt) throw new AppError(ErrorCode.idAlreadyVerified, m.alreadyVerified);
  const { idType } = verificationSubmitSchema.parse(sub.fields);
  const kinds = Object.keys(sub.files) as VerificationFileKind[];
  const checked = await Promise.all(kinds.map((k) => checkFile(ctx, k, sub.files[k] as Buffer)));

  const requestId = newId();
  const files = checked.map((f) => {
    const id = newId();
    return {
      id,
      requestId,
      kind: f.kind,
      storageKey: `verification/${id}`,
      mime: f.mime,
      size: f.data.length,
      sha256: createHash('sha256').update(f.data).digest('hex'),
      data: f.data,
    };
  });
  await Promise.all(files.map((f) => storage.put(f.storageKey, f.data)));

  const { security } = await ctx.settings.get();
  const auto = security.autoVerifyHosts && resolveRole(user) === 'host';
  const now = ctx.clock.now();
  const keys = files.map((f) => f.storageKey);
  const submit = () =>
    ctx.db.transaction().execute(async (tx) => {
      const old = await repo.pendingForUser(tx, user.id);
      if (old) {
        await repo.decide(tx, old.id, { status: 'superseded', at: now });
        const replaced = (await repo.deleteFiles(tx, old.id)).map((r) => r.storageKey);
        if (replaced.length) await enqueue(tx, fileDeleteTask(replaced), now);
      }
      const row = await repo.insertRequest(tx, {
        id: requestId,
        userId: user.id,
        idType,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertFiles(
        tx,
        files.map(({ data: _d, ...f }) => ({ ...f, createdAt: now })),
      );
      if (auto) {
        await approveInTx(ctx, tx, row, null, ip);
        await tellOutcome(ctx, tx, user.id, 'approved');
      }
    });
  try {
    await discardFilesIfFailed(ctx, keys, submit);
  } catch (e) {
    // Two submissions at the same moment: the unique index keeps one pending request.
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.verificationNotPending, m.notPending);
    throw e;
  }
  return myVerification(ctx, { ...user, idVerifiedAt: auto ? now : user.idVerifiedAt });
}

/**
 * A file of a request, for its owner and for admins only. Anyone else gets the same 404 as
 * for a request that does not exist, so ids cannot be probed. An admin's look is audited.
 */
export async function readVerificationFile(
  ctx: AppContext,
  storage: FileStorage,
  viewer: AuthUser,
  requestId: string,
  kind: VerificationFileKind,
  ip: string | null,
) {
  const row = await repo.findById(ctx.db, requestId);
  const owner = row?.userId === viewer.id;
  if (!row || (!owner && !isAdmin(viewer))) throw notFound();
  const file = await repo.findFile(ctx.db, requestId, kind);
  const stored = file ? await storage.get(file.storageKey) : null;
  if (!file || !stored) throw notFound();
  const { data } = stored;
  if (!owner) {
    await record(ctx.db, {
      actorId: viewer.id,
      action: 'verification.file_viewed',
      targetType: 'verification',
      targetId: requestId,
      before: null,
      after: { kind },
      ip,
      at: ctx.clock.now(),
    });
  }
  return { data, mime: file.mime, kind };
}

/** A user's requests and their files' rows, oldest first (the user's data export). */
export async function verificationRecordsOf(db: Executor, userId: string) {
  const requests = await repo.allForUser(db, userId);
  const files = await repo.filesOf(
    db,
    requests.map((r) => r.id),
  );
  return { requests, files };
}

/** Deletes a user's requests and file rows in the caller's transaction; returns the files' storage keys. */
export function deleteVerificationRecords(db: Executor, userId: string): Promise<string[]> {
  return repo.deleteForUser(db, userId);
}
