import {
  AppError,
  ErrorCode,
  MAX_PAYOUT_METHODS,
  NEW_METHOD_HOLD_HOURS,
  moneyMessages as m,
  formatDayTime,
  payoutMethodLabel,
  type PayoutMethodData,
  type PayoutMethodView,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { requireRecentAuth } from '../../auth/reauth.service';
import { enqueue, messageTask } from '../../outbox/outbox.service';
import { findUser, lockUser } from '../../users/accounts.service';
import { toPayoutMethodView } from './payouts.mapper';
import { payoutsRepository as repo } from './payouts.repository';

const notFound = () => new AppError(ErrorCode.notFound, m.methodNotFound);

/**
 * The host's methods, changed one request at a time: the host's own row is locked first, so
 * requests at once — even on a host with no method yet, where there is no method row to lock —
 * count and choose the default in turn (at most MAX_PAYOUT_METHODS, one default).
 */
async function lockedMethods(tx: Executor, hostId: string) {
  await lockUser(tx, hostId);
  return repo.lockMethods(tx, hostId);
}

export async function listPayoutMethods(ctx: AppContext, hostId: string): Promise<PayoutMethodView[]> {
  return (await repo.methods(ctx.db, hostId)).map(toPayoutMethodView);
}

/**
 * Adds a payout method: a sensitive change, so the password or a sign-in within the last few
 * minutes (reauth, decision 0020). It receives nothing for NEW_METHOD_HOLD_HOURS, the host is
 * emailed (a stolen session cannot quietly redirect their earnings), and it is audited. The first
 * method, or one asked to be, becomes the default. At most MAX_PAYOUT_METHODS.
 */
export async function addPayoutMethod(
  ctx: AppContext,
  actor: Actor & { sessionId: string | null },
  input: PayoutMethodData,
  password: string | undefined,
): Promise<PayoutMethodView> {
  await requireRecentAuth(ctx, actor.actorId, actor.sessionId, password);
  const host = await findUser(ctx.db, actor.actorId);
  if (!host) throw notFound();
  const now = ctx.clock.now();
  const usableFrom = new Date(now.getTime() + NEW_METHOD_HOLD_HOURS * 3_600_000);
  const { timezone } = (await ctx.settings.get()).general;
  return ctx.db.transaction().execute(async (tx) => {
    const existing = await lockedMethods(tx, actor.actorId);
    if (existing.length >= MAX_PAYOUT_METHODS) throw new AppError(ErrorCode.payoutMethodLimit, m.methodLimit);
    const isDefault = existing.length === 0 || !!input.makeDefault;
    if (isDefault) await repo.clearDefault(tx, actor.actorId, now);
    const row = await repo.insertMethod(tx, {
      id: newId(),
      hostId: actor.actorId,
      type: input.type,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      bankCode: input.type === 'bank' ? input.bankCode : null,
      isDefault,
      usableFrom,
      createdAt: now,
      updatedAt: now,
    });
    const label = payoutMethodLabel(row);
    // In the host's language (issue 34).
    const lang = languageOfUser(host);
    const added = messagesFor(lang, 'mailMoney').methodAdded;
    await enqueue(
      tx,
      messageTask({
        kind: 'email',
        to: host.email,
        subject: added.subject,
        text: added.text({ label, from: formatDayTime(usableFrom, timezone, lang) }),
      }),
      now,
    );
    await record(tx, {
      ...actor,
      action: 'payout_method.add',
      targetType: 'payout_method',
      targetId: row.id,
      after: { type: row.type, label, isDefault },
      at: now,
    });
    return toPayoutMethodView(row);
  });
}

/**
 * Makes one of the host's methods the default (automatic payouts go to it): changing where money
 * goes, so re-authentication like adding one.
 */
export async function setDefaultPayoutMethod(
  ctx: AppContext,
  actor: Actor & { sessionId: string | null },
  id: string,
  password: string | undefined,
): Promise<PayoutMethodView> {
  if (!(await repo.method(ctx.db, actor.actorId, id))) throw notFound();
  await requireRecentAuth(ctx, actor.actorId, actor.sessionId, password);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const methods = await lockedMethods(tx, actor.actorId);
    if (!methods.some((x) => x.id === id)) throw notFound();
    await repo.clearDefault(tx, actor.actorId, now);
    const row = await repo.updateMethod(tx, id, { isDefault: true, updatedAt: now });
    await record(tx, {
      actorId: actor.actorId,
      ip: actor.ip,
      action: 'payout_method.default',
      targetType: 'payout_method',
      targetId: id,
      at: now,
    });
    return toPayoutMethodView(row);
  });
}

/**
 * Removes a method (kept, marked removed, for the payouts that name it). Removing the default
 * makes the oldest remaining one the default.
 */
export async function removePayoutMethod(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const methods = await lockedMethods(tx, actor.actorId);
    const gone = methods.find((x) => x.id === id);
    if (!gone) throw notFound();
    await repo.updateMethod(tx, id, { removedAt: now, isDefault: false, updatedAt: now });
    const next = gone.isDefault && methods.find((x) => x.id !== id);
    if (next) await repo.updateMethod(tx, next.id, { isDefault: true, updatedAt: now });
    await record(tx, {
      ...actor,
      action: 'payout_method.remove',
      targetType: 'payout_method',
      targetId: id,
      before: { type: gone.type, label: payoutMethodLabel(gone) },
      at: now,
    });
  });
}
