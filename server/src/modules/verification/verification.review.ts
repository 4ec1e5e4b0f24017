import { AppError, ErrorCode, backgroundCheckSchema, en, resolveRole, verificationRejectSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { languageOfUser, messagesFor } from '../../lib/i18n';
import { record } from '../audit/audit.service';
import type { AuthUser } from '../users/user.mapper';
import { findUser, lockUser, updateUser } from '../users/accounts.service';
import { refreshVerified } from '../users/users.service';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { toAdminVerification, type RowWithUser } from './verification.mapper';
import { verificationRepository as repo, type QueueFilter, type VerificationRow } from './verification.repository';

const m = en.verification;
const notFound = () => new AppError(ErrorCode.notFound, m.notFound);
const notPending = () => new AppError(ErrorCode.verificationNotPending, m.notPending);

/** The admin queue, paginated; pending requests oldest first. */
export async function verificationQueue(ctx: AppContext, q: { status: QueueFilter; page: number; pageSize: number }) {
  const { total, rows } = await repo.page(ctx.db, {
    status: q.status,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const files = await repo.filesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toAdminVerification(r as RowWithUser, files)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function verificationForAdmin(ctx: AppContext, id: string, db: Executor = ctx.db) {
  const row = await repo.withUser(db, id);
  if (!row) throw notFound();
  return toAdminVerification(row as RowWithUser, await repo.filesOf(db, [id]));
}

/**
 * Approves a pending request inside the caller's transaction: the request, the user's
 * idVerifiedAt and `verified` (recomputed by the accounts rule), and the audit row commit
 * together. `actor` null means the system (security.autoVerifyHosts).
 */
export async function approveInTx(
  ctx: AppContext,
  tx: Executor,
  req: VerificationRow,
  actor: AuthUser | null,
  ip: string | null,
) {
  const now = ctx.clock.now();
  const before = await findUser(tx, req.userId);
  const decided = await repo.decide(tx, req.id, {
    status: 'approved',
    reason: null,
    reviewedBy: actor?.id ?? null,
    autoApproved: !actor,
    at: now,
  });
  if (!decided) throw notPending();
  await updateUser(tx, req.userId, { idVerifiedAt: now, updatedAt: now });
  const after = await refreshVerified(ctx, tx, req.userId);
  await record(tx, {
    actorId: actor?.id ?? null,
    action: 'verification.approve',
    targetType: 'verification',
    targetId: req.id,
    before: {
      status: req.status,
      userId: req.userId,
      verified: before?.verified ?? false,
      idVerified: !!before?.idVerifiedAt,
    },
    after: {
      status: 'approved',
      userId: req.userId,
      verified: after.verified,
      idVerified: true,
      ...(actor ? {} : { auto: true }),
    },
    ip,
    at: now,
  });
  return decided;
}

/**
 * The user's email about the decision (and, once the notifications module exists, an in-app
 * notice), queued in the decision's transaction: the outbox delivers it after the commit.
 */
export async function tellOutcome(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  outcome: 'approved' | 'rejected',
  reason?: string,
) {
  const user = await findUser(tx, userId);
  if (!user) return;
  const platform = await ctx.settings.platformName();
  const w = messagesFor(languageOfUser(user), 'mailAccount').verification;
  const message =
    outcome === 'approved'
      ? { subject: w.approvedSubject, text: w.approved({ name: user.firstName, platform }) }
      : { subject: w.rejectedSubject, text: w.rejected({ name: user.firstName, reason: reason ?? '', platform }) };
  await enqueue(tx, messageTask({ kind: 'email', to: user.email, ...message }), ctx.clock.now());
}

async function decide(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  apply: (tx: Executor, row: VerificationRow) => Promise<unknown>,
) {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const found = await repo.findForUpdate(tx, id);
    if (!found) throw notFound();
    if (found.status !== 'pending') throw notPending();
    // Separation of duties: nobody decides on their own identity.
    if (found.userId === admin.id) throw new AppError(ErrorCode.forbidden, en.generic.accessDenied);
    await apply(tx, found);
    return found;
  });
  return row;
}

export async function approveVerification(ctx: AppContext, admin: AuthUser, id: string, ip: string | null) {
  await decide(ctx, admin, id, async (tx, found) => {
    await approveInTx(ctx, tx, found, admin, ip);
    await tellOutcome(ctx, tx, found.userId, 'approved');
  });
  return verificationForAdmin(ctx, id);
}

/** Rejects with a reason the user reads; `verified` stays as it was (false for an unverified ID). */
export async function rejectVerification(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  input: unknown,
  ip: string | null,
) {
  const { reason } = verificationRejectSchema.parse(input);
  await decide(ctx, admin, id, async (tx, found) => {
    const decided = await repo.decide(tx, found.id, {
      status: 'rejected',
      reason,
      reviewedBy: admin.id,
      at: ctx.clock.now(),
    });
    if (!decided) throw notPending();
    await record(tx, {
      actorId: admin.id,
      action: 'verification.reject',
      targetType: 'verification',
      targetId: found.id,
      before: { status: found.status, userId: found.userId },
      after: { status: 'rejected', userId: found.userId, reason },
      ip,
      at: ctx.clock.now(),
    });
    await tellOutcome(ctx, tx, found.userId, 'rejected', reason);
  });
  return verificationForAdmin(ctx, id);
}

/**
 * security.backgroundCheckRequired (issue 30): staff record a host's background check, made on
 * the identity of the host's approved government ID, as passed with its reference (an NBI
 * clearance number, say), or withdraw it (`input` null). The user's `verified` is recomputed, the
 * change audited, and a host who passed is emailed, all in one transaction. Answers the request.
 */
export async function setBackgroundCheck(
  ctx: AppContext,
  admin: AuthUser,
  requestId: string,
  input: unknown,
  ip: string | null,
) {
  const bc = m.backgroundCheck;
  const passed = input === null ? null : backgroundCheckSchema.parse(input);
  await ctx.db.transaction().execute(async (tx) => {
    const req = await repo.findById(tx, requestId);
    if (!req) throw notFound();
    if (req.userId === admin.id) throw new AppError(ErrorCode.forbidden, en.generic.accessDenied);
    const user = await lockUser(tx, req.userId);
    if (!user) throw notFound();
    if (resolveRole(user) !== 'host') throw new AppError(ErrorCode.validation, bc.hostsOnly);
    if (passed && !user.idVerifiedAt) throw new AppError(ErrorCode.validation, bc.idFirst);
    const now = ctx.clock.now();
    await updateUser(tx, user.id, {
      backgroundCheckAt: passed ? now : null,
      backgroundCheckBy: passed ? admin.id : null,
      backgroundCheckReference: passed?.reference ?? null,
      updatedAt: now,
    });
    const after = await refreshVerified(ctx, tx, user.id);
    await record(tx, {
      actorId: admin.id,
      action: passed ? 'verification.background_check' : 'verification.background_check_withdraw',
      targetType: 'user',
      targetId: user.id,
      before: {
        backgroundCheck: !!user.backgroundCheckAt,
        reference: user.backgroundCheckReference,
        verified: user.verified,
      },
      after: { backgroundCheck: !!passed, reference: passed?.reference ?? null, verified: after.verified },
      ip,
      at: now,
    });
    if (passed && !user.backgroundCheckAt) {
      const platform = await ctx.settings.platformName();
      const w = messagesFor(languageOfUser(user), 'mailAccount').verification;
      const text = w.backgroundCheck({ name: user.firstName, platform });
      await enqueue(tx, messageTask({ kind: 'email', to: user.email, subject: w.backgroundCheckSubject, text }), now);
    }
  });
  return verificationForAdmin(ctx, requestId);
}
