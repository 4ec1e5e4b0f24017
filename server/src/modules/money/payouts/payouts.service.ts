import {
  AppError,
  centavos,
  ErrorCode,
  formatDayTime,
  formatPesos,
  minimumPayoutOf,
  moneyMessages as m,
  paths,
  payoutFailedPostings,
  payoutProcessedPostings,
  payoutRequestPostings,
  withholdingOn,
  payoutProcess,
  type AdminPayoutsQuery,
  type Payout,
  type PayoutRequest,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import { pesosCell, toCsv } from '../../../lib/csv';
import { record } from '../../audit/audit.service';
import { paymentGatewayStatus } from '../../gateways/gateway-status.service';
import { enqueue, messageTask, type Handlers, type OutboxTask } from '../../outbox/outbox.service';
import { notify } from '../../notifications/notifications.service';
import { raiseSystemAlert } from '../../notifications/staff/system-alerts.service';
import { findUser } from '../../users/accounts.service';
import { ledgerRepository as ledger } from '../ledger/ledger.repository';
import { postLedger } from '../ledger/ledger.service';
import { sandboxPayouts, SANDBOX_PAYOUT_DELAY_MS } from './payout-processor';
import { snapshotOf, toAdminPayout, toPayout } from './payouts.mapper';
import { payoutColumns, payoutsRepository as repo, type PayoutRow } from './payouts.repository';
import { create, transition, type ProcessBinding } from '../../../process/engine';

/**
 * Payouts (issue 20, design §6): a host takes out their available balance to a payout method;
 * pending → processed (with the transfer's reference) or failed (with the reason; the money is
 * available again). Sent by the sandbox while payments are in test mode, else by staff from the
 * bank and marked here (payout-processor.ts).
 */

/** Payouts are sent by the sandbox while the payment gateway is in test mode; else by staff. */
async function sandboxSends(ctx: AppContext) {
  return (await paymentGatewayStatus(ctx)).testMode;
}

/**
 * POST /api/host/payouts, and the daily automatic payout: at least financial.minimumPayout, at most
 * the available balance, to one of the host's methods that has passed its first 24 hours, never
 * while the host owes. The balance is checked and taken under its row's lock in the transaction
 * that writes the payout and its ledger entries, so two requests at once never spend it twice.
 */
export async function requestPayout(
  ctx: AppContext,
  actor: Actor,
  input: PayoutRequest,
  by: 'host' | 'auto' = 'host',
): Promise<Payout> {
  const hostId = actor.actorId;
  const amount = centavos(input.amount); // payoutRequestSchema took a whole number
  const { financial, general } = await ctx.settings.get();
  const minimum = minimumPayoutOf(financial);
  if (amount < minimum) {
    const message = m.belowMinimum(formatPesos(minimum));
    throw new AppError(ErrorCode.payoutBelowMinimum, message, { amount: message });
  }
  const method = await repo.method(ctx.db, hostId, input.payoutMethodId);
  if (!method) throw new AppError(ErrorCode.notFound, m.methodNotFound, { payoutMethodId: m.methodNotFound });
  const now = ctx.clock.now();
  if (new Date(method.usableFrom) > now) {
    const message = m.methodTooNew(formatDayTime(new Date(method.usableFrom), general.timezone));
    throw new AppError(ErrorCode.payoutMethodNotReady, message, { payoutMethodId: message });
  }
  const sandbox = await sandboxSends(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const balances = await ledger.lockBalances(tx, hostId);
    if (balances.debt > 0) throw new AppError(ErrorCode.hostOwes, m.owes(formatPesos(balances.debt)));
    if (amount > balances.available) {
      const message = m.aboveAvailable(formatPesos(balances.available));
      throw new AppError(ErrorCode.payoutAboveAvailable, message, { amount: message });
    }
    const withholding = withholdingOn(amount, financial.payoutWithholding);
    const firedBy =
      by === 'auto' ? { role: 'system' as const, userId: null } : { role: 'host' as const, userId: hostId };
    const { row: payout } = await create(ctx, tx, payoutLifecycle, {
      values: {
        id: newId(),
        hostId,
        payoutMethodId: method.id,
        method: JSON.stringify(snapshotOf(method)),
        amount,
        withholding,
        requestedBy: by,
        createdAt: now,
        updatedAt: now,
      },
      actor: firedBy,
    });
    await postLedger(tx, payoutRequestPostings(amount, withholding), { hostId, payoutId: payout.id, at: now });
    if (sandbox) await enqueue(tx, payoutTask(payout.id), now, new Date(now.getTime() + SANDBOX_PAYOUT_DELAY_MS));
    await record(tx, {
      ...actor,
      action: 'payout.request',
      targetType: 'payout',
      targetId: payout.id,
      after: { amount, withholding, method: snapshotOf(method).label, by },
      at: now,
    });
    return toPayout(payout);
  });
}

export async function hostPayouts(ctx: AppContext, hostId: string, page: number, pageSize: number) {
  const { items, total } = await repo.hostPayouts(ctx.db, hostId, pageSize, (page - 1) * pageSize);
  return { items: items.map(toPayout), total, page, pageSize };
}

export async function adminPayouts(ctx: AppContext, q: AdminPayoutsQuery) {
  const { items, total } = await repo.adminPayouts(ctx.db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: items.map(toAdminPayout), total, page: q.page, pageSize: q.pageSize };
}

/**
 * The payout process (domain/src/money/payout-process.ts) bound to the payouts table: requested,
 * then processed or failed. What settling does besides the status (the ledger, the host's email and
 * notification, the admins' alert, the audit row) is this service's, in the same transaction.
 */
export const payoutLifecycle: ProcessBinding<typeof payoutProcess, PayoutRow> = {
  process: payoutProcess,
  table: 'payouts',
  columns: payoutColumns,
  guards: {},
  effects: {},
  refused: () => new AppError(ErrorCode.payoutNotPending, m.payoutSettled),
  notFound: () => new AppError(ErrorCode.notFound, m.payoutNotFound),
};

type Outcome = { ok: true; reference: string } | { ok: false; reason: string };

/**
 * Settles a pending payout: processed (what waited is paid out) or failed (all of it available
 * again). Under the payout's row lock, so the sandbox and staff, or two staff, settle it once;
 * a payout no longer pending is refused (`strict`, staff) or left alone (the sandbox's retry).
 * The host is emailed; a failed payout always (it needs them to act).
 */
async function settle(ctx: AppContext, tx: Executor, id: string, outcome: Outcome, by: Actor | null, strict: boolean) {
  const p = await repo.lockPayout(tx, id);
  if (!p) throw new AppError(ErrorCode.notFound, m.payoutNotFound);
  if (p.status !== 'pending') {
    if (strict) throw new AppError(ErrorCode.payoutNotPending, m.payoutSettled);
    return null;
  }
  const now = ctx.clock.now();
  const amount = p.amount;
  const withholding = p.withholding;
  const refs = { hostId: p.hostId, payoutId: p.id, at: now };
  await postLedger(tx, (outcome.ok ? payoutProcessedPostings : payoutFailedPostings)(amount, withholding), refs);
  const { row: done } = await transition(ctx, tx, payoutLifecycle, {
    id: p.id,
    action: outcome.ok ? 'process' : 'fail',
    actor: by ? { role: 'admin', userId: by.actorId } : { role: 'system', userId: null },
    reason: outcome.ok ? null : outcome.reason,
    patch: {
      reference: outcome.ok ? outcome.reference : null,
      failureReason: outcome.ok ? null : outcome.reason,
      processedBy: by?.actorId ?? null,
      processedAt: now,
    },
  });
  const host = await emailHost(ctx, tx, done, outcome);
  await notifyHost(ctx, tx, done, outcome);
  if (!outcome.ok) {
    // Admins are alerted (decision 0045), but not the one who marked it failed.
    await raiseSystemAlert(ctx, tx, {
      source: 'payout',
      title: (lang) => messagesFor(lang, 'mailStaff').alerts.payout.title,
      message: (lang) =>
        messagesFor(lang, 'mailStaff').alerts.payout.message({
          amount: formatPesos(amount),
          host: host ? `${host.name} (${host.email})` : p.hostId,
          reason: outcome.reason,
        }),
      actionUrl: paths.admin.payouts.getHref(),
      exceptUserId: by?.actorId,
    });
  }
  if (by) {
    await record(tx, {
      ...by,
      action: outcome.ok ? 'payout.processed' : 'payout.failed',
      targetType: 'payout',
      targetId: p.id,
      before: { status: 'pending' },
      after: outcome.ok
        ? { status: 'processed', reference: outcome.reference }
        : { status: 'failed', reason: outcome.reason },
      at: now,
    });
  }
  return done;
}

/** The host's payout_update notification (requirements §3); a failed payout is high priority (§9). */
function notifyHost(ctx: AppContext, tx: Executor, p: PayoutRow, outcome: Outcome) {
  const net = formatPesos(p.amount - p.withholding);
  const words = (lang: Language) => messagesFor(lang, 'mailMoney');
  return notify(ctx, tx, {
    userId: p.hostId,
    type: 'payout',
    subType: 'payout_update',
    title: (lang) => (outcome.ok ? words(lang).payoutProcessed : words(lang).payoutFailed).subject,
    message: (lang) =>
      outcome.ok
        ? words(lang).payoutProcessed.notification({ amount: net, to: toPayout(p).method.label })
        : words(lang).payoutFailed.notification({ amount: formatPesos(p.amount), reason: outcome.reason }),
    priority: outcome.ok ? 'normal' : 'high',
    data: { payoutId: p.id, amount: p.amount, status: p.status },
    actionUrl: paths.host.wallet.getHref(),
    requiresAction: !outcome.ok,
  });
}

async function emailHost(ctx: AppContext, tx: Executor, p: PayoutRow, outcome: Outcome) {
  const host = await findUser(tx, p.hostId);
  if (!host) return null;
  const net = formatPesos(p.amount - p.withholding);
  const w = messagesFor(languageOfUser(host), 'mailMoney');
  const mail = outcome.ok
    ? {
        subject: w.payoutProcessed.subject,
        text: w.payoutProcessed.text({ amount: net, to: toPayout(p).method.label, reference: outcome.reference }),
      }
    : {
        subject: w.payoutFailed.subject,
        text: w.payoutFailed.text({ amount: formatPesos(p.amount), reason: outcome.reason }),
      };
  await enqueue(tx, messageTask({ kind: 'email', to: host.email, ...mail }), ctx.clock.now());
  return host;
}

/** Staff: the payout was sent from the bank, with this reference. */
export function markPayoutProcessed(ctx: AppContext, actor: Actor, id: string, reference: string) {
  return settleByStaff(ctx, actor, id, { ok: true, reference });
}

/** Staff: the payout could not be sent; the money is available to the host again. */
export function markPayoutFailed(ctx: AppContext, actor: Actor, id: string, reason: string) {
  return settleByStaff(ctx, actor, id, { ok: false, reason });
}

async function settleByStaff(ctx: AppContext, actor: Actor, id: string, outcome: Outcome) {
  await ctx.db.transaction().execute((tx) => settle(ctx, tx, id, outcome, actor, true));
  const { items } = await repo.adminPayouts(ctx.db, { id }, 1, 0);
  return toAdminPayout(items[0]);
}

/**
 * The outbox's 'payout.send' task: the sandbox sends the payout and it is settled. Safe to run
 * twice: a payout no longer pending is left as it is.
 */
export async function deliverPayout(ctx: AppContext, id: string): Promise<void> {
  const p = await repo.payout(ctx.db, id);
  if (!p || p.status !== 'pending') return;
  const method = await repo.methodById(ctx.db, p.payoutMethodId);
  if (!method) return;
  const outcome = await sandboxPayouts.send(p, method);
  await ctx.db.transaction().execute((tx) => settle(ctx, tx, id, outcome, null, false));
}

/**
 * The daily job's second part (financial.autoPayouts): every host whose available balance reaches
 * the minimum, who owes nothing, is paid the whole of it to their default method (once it has
 * passed its first 24 hours). Run twice, the second finds nothing left to pay.
 */
export async function runAutoPayouts(ctx: AppContext): Promise<{ requested: number; amount: number; skipped: number }> {
  const { financial } = await ctx.settings.get();
  const out = { requested: 0, amount: 0, skipped: 0 };
  if (!financial.autoPayouts) return out;
  const minimum = minimumPayoutOf(financial);
  for (const c of await repo.autoPayoutCandidates(ctx.db, minimum)) {
    const { available } = await ledger.balances(ctx.db, c.hostId);
    try {
      const p = await requestPayout(
        ctx,
        { actorId: c.hostId, ip: null },
        { amount: available, payoutMethodId: c.payoutMethodId },
        'auto',
      );
      out.requested++;
      out.amount += p.amount;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.skipped++; // a method still in its first 24 hours, or the balance moved meanwhile
    }
  }
  return out;
}

/** Staff's CSV of payouts for a bank upload: the full account numbers, audited. */
export async function payoutsCsv(ctx: AppContext, actor: Actor, q: AdminPayoutsQuery): Promise<string> {
  const { items } = await repo.adminPayouts(ctx.db, q, 10_000, 0);
  const head = [
    'payout_id',
    'created_at',
    'host',
    'email',
    'method',
    'bank',
    'account_name',
    'account_number',
    'amount_php',
    'withholding_php',
    'net_php',
    'status',
  ];
  const rows = items.map((r) => {
    const snap = r.method as { type: string; bank: string | null };
    const amount = r.amount;
    const withholding = r.withholding;
    return [
      r.id,
      new Date(r.createdAt).toISOString(),
      `${r.firstName} ${r.lastName}`.trim(),
      r.email,
      snap.type,
      snap.bank,
      r.accountName,
      r.accountNumber,
      pesosCell(amount),
      pesosCell(withholding),
      pesosCell(amount - withholding),
      r.status,
    ];
  });
  await ctx.db.transaction().execute((tx) =>
    record(tx, {
      ...actor,
      action: 'payout.export',
      targetType: 'payout',
      after: { count: items.length, status: q.status ?? null },
      at: ctx.clock.now(),
    }),
  );
  // Quoted, CRLF, cells a spreadsheet would run made inert (lib/csv); no BOM: bank upload tools may not expect one.
  return toCsv(head, rows);
}

/** How many payouts wait to be processed (the admin dashboard's queue). */
export const pendingPayoutsCount = (ctx: AppContext) => repo.pendingCount(ctx.db);

/** The outbox's task of this module: a payout to send (the sandbox's transfer); its row says what and where. */
export interface PayoutPayload {
  payoutId: string;
}
declare module '../../outbox/outbox.service' {
  interface TaskPayloads {
    'payout.send': PayoutPayload;
  }
}

function payoutTask(payoutId: string): OutboxTask {
  return { kind: 'payout.send', payload: { payoutId }, summary: `payout ${payoutId}` };
}

/** Its delivery, composed in modules/index.ts. A payout no longer pending is left alone (settled under its row's lock). */
export const payoutHandlers: Handlers<'payout.send'> = {
  'payout.send': (ctx, p) => deliverPayout(ctx, p.payoutId),
};
