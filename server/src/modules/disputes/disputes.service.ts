import { getChecklists } from '../bookings/checklists/checklists.service';
import {
  AppError,
  DISPUTE_PHOTOS_MAX,
  disputeEligibility,
  disputeProcess,
  disputeMessages as m,
  ErrorCode,
  formatPesos,
  limits,
  paths,
  resolutionRefund,
  type AdminDisputeDetail,
  type AdminDisputesPage,
  type AdminDisputesQuery,
  type BookingDetail,
  type BookingDisputes,
  type Dispute,
  type DisputeMessageInput,
  type MyDisputesPage,
  type MyDisputesQuery,
  type DisputeSide,
  type NotificationSubType,
  type OpenDisputeInput,
  type ResolveDisputeInput,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import { allows, authorize } from '../../http/access';
import type { Executor } from '../../db/client';
import { messagesFor } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { getAgreement } from '../bookings/agreement/agreement.service';
import { bookingNotFound, getBooking } from '../bookings/core/bookings.service';
import { refundableOfBooking, refundBookingByStaff } from '../payments/admin/admin-payments.service';
import { decideDeposit, depositOfBookingForStaff } from '../payments/deposits/deposits.service';
import { bookingPayments } from '../payments/payments.service';
import { listingConversationForStaff } from '../messaging/messages.service';
import { holdDisputedEarnings, releaseDisputedEarnings } from '../money/wallet/dispute-holds.service';
import { notify, userTopic, type Said } from '../notifications/notifications.service';
import { enqueue, realtimeTask } from '../outbox/outbox.service';
import { activeAdmins } from '../users/accounts.service';
import type { AuthUser } from '../users/user.mapper';
import { fullName, toDispute, toDisputeSummary } from './disputes.mapper';
import {
  disputesRepository as repo,
  isOneOpenViolation,
  type DisputeRow,
  type DisputeViewRow,
} from './disputes.repository';
import { create, transition, type ProcessBinding } from '../../process/engine';

/** The admins' topic for disputes (realtime/topics.ts): /disputes refreshes on it. */
export const DISPUTES_TOPIC = 'disputes';

export const disputeNotFound = () => new AppError(ErrorCode.notFound, m.notFound);
const closed = () => new AppError(ErrorCode.disputeClosed, m.closed);
/**
 * The dispute process (domain/src/disputes/process.ts) bound to the disputes table: opened by a
 * side, resolved by an admin. What each does besides the status (the held earnings, the refund,
 * the notifications, the audit row) is this service's, in the same transaction.
 */
export const disputeLifecycle: ProcessBinding<typeof disputeProcess, DisputeRow> = {
  process: disputeProcess,
  table: 'disputes',
  guards: {},
  effects: {},
  refused: () => closed(),
  notFound: disputeNotFound,
};

/** The sides of a booking as the access policy names them. */
const sidesOf = (b: BookingDetail) => ({ clientId: b.client.id, hostId: b.host.id });

/** A dispute's page for each side (admins read theirs in /disputes). */
const disputeHref = (side: 'client' | 'host', id: string) =>
  side === 'client' ? paths.client.dispute.getHref(id) : paths.host.dispute.getHref(id);

async function dispute(db: Executor, r: DisputeViewRow, side: DisputeSide): Promise<Dispute> {
  const [photos, messages] = await Promise.all([repo.photos(db, r.id), repo.messages(db, r.id)]);
  return toDispute(r, photos, messages, side, DISPUTE_PHOTOS_MAX);
}

/** Disputes' notifications in the reader's language (issue 34). */
const words = (lang: Language) => messagesFor(lang, 'mailBookings').disputes;
/**
 * Everyone the change concerns learns of it in the change's transaction (through the outbox):
 * the booking's sides but `except` by a notification (type dispute, its email copy as the table
 * in domain notifications/channels.ts says), `admins` too when a side acted; each open page
 * refreshes on `dispute.updated` (the sides' user topics, the admins' disputes topic).
 */
async function tell(
  ctx: AppContext,
  tx: Executor,
  d: DisputeViewRow,
  n: { subType: NotificationSubType; title: Said; message: Said; except?: string; admins: boolean },
) {
  const now = ctx.clock.now();
  const data = { disputeId: d.id, bookingId: d.bookingId, listingTitle: d.listingTitle };
  for (const [side, userId] of [
    ['client', d.clientId],
    ['host', d.hostId],
  ] as const) {
    if (userId !== n.except) {
      await notify(ctx, tx, {
        userId,
        type: 'dispute',
        subType: n.subType,
        title: n.title,
        message: n.message,
        priority: n.subType === 'dispute_message' ? 'normal' : 'high',
        data,
        actionUrl: disputeHref(side, d.id),
      });
    }
    await enqueue(tx, realtimeTask(userTopic(userId), { type: 'dispute.updated', disputeId: d.id }), now);
  }
  if (n.admins) {
    for (const admin of await activeAdmins(tx)) {
      if (admin.id === n.except) continue;
      await notify(ctx, tx, {
        userId: admin.id,
        type: 'dispute',
        subType: n.subType,
        title:
          n.subType === 'dispute_opened'
            ? (lang: Language) => words(lang).openedStaffTitle({ listing: d.listingTitle })
            : n.title,
        message: n.message,
        data,
        actionUrl: paths.admin.dispute.getHref(d.id),
      });
    }
  }
  await enqueue(tx, realtimeTask(DISPUTES_TOPIC, { type: 'dispute.updated', disputeId: d.id }), now);
}

/** Whether a side may open a dispute on a booking now, and why not. */
function eligibility(ctx: AppContext, b: BookingDetail): 'ok' | 'status' | 'window' {
  return disputeEligibility({ status: b.status, endsAt: b.endsAt ? new Date(b.endsAt) : null }, ctx.clock.now());
}

/**
 * POST /api/disputes: the booking's client or host opens a dispute on a confirmed or active
 * booking, or within 14 days of a completed one's end (anyone else: "not found", as the booking).
 * In one transaction: the host's released earnings of the booking move to held (under the
 * host's balances lock, which the daily release and payouts take first), the dispute is
 * written (a second open one for the booking is refused by the unique index, so of two opened
 * at once one is written), the other side and the admins are notified and emailed.
 */
export async function openDispute(ctx: AppContext, user: AuthUser, input: OpenDisputeInput): Promise<Dispute> {
  const b = await getBooking(ctx, user, input.bookingId);
  const side = authorize(user, 'dispute', 'open', sidesOf(b), {
    not_found: bookingNotFound,
    forbidden: () => new AppError(ErrorCode.forbidden, m.bookingNotEligible),
  });
  const ok = eligibility(ctx, b);
  if (ok !== 'ok')
    throw new AppError(ErrorCode.disputeNotEligible, ok === 'window' ? m.windowClosed : m.bookingNotEligible);
  const now = ctx.clock.now();
  try {
    const id = await ctx.db.transaction().execute(async (tx) => {
      const held = await holdDisputedEarnings(tx, b.host.id, b.id, now);
      const { row } = await create(ctx, tx, disputeLifecycle, {
        values: {
          id: newId(),
          bookingId: b.id,
          openedBy: user.id,
          openedBySide: side,
          reason: input.reason,
          description: input.description,
          held,
          createdAt: now,
          updatedAt: now,
        },
        actor: { role: side, userId: user.id },
      });
      const view = (await repo.view(tx, row.id))!;
      await tell(ctx, tx, view, {
        subType: 'dispute_opened',
        title: (lang) => words(lang).openedTitle({ listing: b.listingTitle }),
        message: (lang) => words(lang).opened({ name: fullName(user.firstName, user.lastName), reason: input.reason }),
        except: user.id,
        admins: true,
      });
      return row.id;
    });
    return dispute(ctx.db, (await repo.view(ctx.db, id))!, side);
  } catch (e) {
    if (isOneOpenViolation(e)) throw new AppError(ErrorCode.disputeAlreadyOpen, m.alreadyOpen);
    throw e;
  }
}

/**
 * A client disputes the host's claim on the booking's security deposit (issue 33; the deposits'
 * route hands this to payments/deposits, which calls it in its transaction): a dispute opened by
 * the client for staff to decide the split, whatever the booking's status (a claim comes after
 * move-out), holding none of the host's earnings (the money in question is the deposit, held
 * apart). The host and the admins are told. Answers its id; a second open one is refused.
 */
export async function openDepositDispute(
  ctx: AppContext,
  tx: Executor,
  b: { id: string; clientId: string; listingTitle: string },
  client: AuthUser,
  description: string,
): Promise<string> {
  const now = ctx.clock.now();
  try {
    const { row } = await create(ctx, tx, disputeLifecycle, {
      values: {
        id: newId(),
        bookingId: b.id,
        openedBy: client.id,
        openedBySide: 'client',
        reason: 'damage',
        description,
        held: 0,
        createdAt: now,
        updatedAt: now,
      },
      actor: { role: 'client', userId: client.id },
    });
    const view = (await repo.view(tx, row.id))!;
    await tell(ctx, tx, view, {
      subType: 'dispute_opened',
      title: (lang) => words(lang).openedTitle({ listing: b.listingTitle }),
      message: (lang) => words(lang).opened({ name: fullName(client.firstName, client.lastName), reason: 'deposit' }),
      except: client.id,
      admins: true,
    });
    return row.id;
  } catch (e) {
    if (isOneOpenViolation(e)) throw new AppError(ErrorCode.disputeAlreadyOpen, m.alreadyOpen);
    throw e;
  }
}

/**
 * GET /api/disputes/booking/:bookingId: may the viewer open one now, and the booking's disputes.
 * Read as a dispute is (its two sides and admins; anyone else "not found", as GET /api/disputes/:id).
 */
export async function bookingDisputes(ctx: AppContext, user: AuthUser, bookingId: string): Promise<BookingDisputes> {
  const b = await getBooking(ctx, user, bookingId);
  authorize(user, 'dispute', 'read', sidesOf(b), { not_found: bookingNotFound });
  const side = allows(user, 'dispute', 'open', sidesOf(b));
  const items = (await repo.forBooking(ctx.db, b.id)).map(toDisputeSummary);
  const anyOpen = items.some((d) => d.status === 'open');
  const ok = eligibility(ctx, b);
  const canOpen = side && !anyOpen && ok === 'ok';
  const notEligible = canOpen || anyOpen || !side ? null : ok === 'window' ? m.windowClosed : m.bookingNotEligible;
  return { canOpen, notEligible, items };
}

/**
 * The dispute and how `user` takes part, when the access policy lets them `action` it: a side of
 * its booking, or an admin as staff; anyone else, moderators included, gets "not found".
 */
export async function viewable(
  db: Executor,
  user: AuthUser,
  id: string,
  action: 'read' | 'write' | 'addPhoto' = 'read',
): Promise<{ r: DisputeViewRow; side: DisputeSide }> {
  const r = await repo.view(db, id);
  if (!r) throw disputeNotFound();
  const party = authorize(user, 'dispute', action, r, { not_found: disputeNotFound });
  return { r, side: party === 'admin' ? 'staff' : party };
}

/** GET /api/disputes/:id (its sides) and /api/admin/disputes/:id (admins, with more). */
export async function getDispute(ctx: AppContext, user: AuthUser, id: string): Promise<Dispute> {
  const { r, side } = await viewable(ctx.db, user, id);
  return dispute(ctx.db, r, side);
}

/**
 * POST …/:id/messages: a side or an admin writes in the thread while it is open (under the
 * dispute's row lock, so nothing is written after the decision). Staff's carry their name and
 * are audited. The others concerned are notified.
 */
export async function postDisputeMessage(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: DisputeMessageInput,
  ip: string | null,
): Promise<Dispute> {
  const { side } = await viewable(ctx.db, user, id, 'write');
  const now = ctx.clock.now();
  const name = fullName(user.firstName, user.lastName);
  await ctx.db.transaction().execute(async (tx) => {
    const d = await repo.lock(tx, id);
    if (!d) throw disputeNotFound();
    if (d.status !== 'open') throw closed();
    const msg = await repo.insertMessage(tx, {
      id: newId(),
      disputeId: id,
      senderId: user.id,
      senderSide: side,
      senderName: side === 'staff' ? `${name} (${m.sides.staff})` : name,
      body: input.body,
      createdAt: now,
    });
    if (side === 'staff') {
      await record(tx, {
        actorId: user.id,
        action: 'dispute.message',
        targetType: 'dispute',
        targetId: id,
        after: { messageId: msg.id, body: input.body },
        ip,
        at: now,
      });
    }
    await tell(ctx, tx, (await repo.view(tx, id))!, {
      subType: 'dispute_message',
      title: (lang) => words(lang).messageTitle({ name: msg.senderName }),
      message: input.body.length > 200 ? `${input.body.slice(0, 200)}…` : input.body,
      except: user.id,
      admins: side !== 'staff',
    });
  });
  return getDispute(ctx, user, id);
}

/**
 * GET /api/disputes: the user's resolution centre, the disputes on their own bookings (as the
 * client or the host; the route's access hook lets only those roles in), open ones first.
 */
export async function myDisputes(ctx: AppContext, user: AuthUser, q: MyDisputesQuery): Promise<MyDisputesPage> {
  const { rows, total } = await repo.mine(ctx.db, user.id, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: rows.map(toDisputeSummary), total, page: q.page, pageSize: q.pageSize };
}

/** GET /api/admin/disputes: open ones oldest first, or resolved ones newest first. */
export async function adminDisputes(ctx: AppContext, q: AdminDisputesQuery): Promise<AdminDisputesPage> {
  const { rows, total } = await repo.list(ctx.db, q.status, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: rows.map(toDisputeSummary), total, page: q.page, pageSize: q.pageSize };
}

/** What can still be refunded of a booking (every paid payment less its refunds). */
async function refundableTotal(db: Executor, bookingId: string) {
  return (await refundableOfBooking(db, bookingId)).reduce((s, p) => s + p.left, 0);
}

/**
 * GET /api/admin/disputes/:id: the dispute with the booking's timeline, its payments and
 * refunds, the agreement, the two sides' own conversation (read through messaging), what
 * is still refundable, and the move-in and move-out checklists with their photos (issue 33).
 */
export async function adminDisputeDetail(ctx: AppContext, staff: AuthUser, id: string): Promise<AdminDisputeDetail> {
  const { r } = await viewable(ctx.db, staff, id);
  const [d, booking, payments, agreement, conversation, refundable, checklists, deposit] = await Promise.all([
    dispute(ctx.db, r, 'staff'),
    getBooking(ctx, staff, r.bookingId),
    bookingPayments(ctx, staff, r.bookingId),
    getAgreement(ctx, staff, r.bookingId).catch(() => null),
    listingConversationForStaff(ctx, r.clientId, r.listingId),
    refundableTotal(ctx.db, r.bookingId),
    getChecklists(ctx, staff, r.bookingId),
    depositOfBookingForStaff(ctx, ctx.db, r.bookingId),
  ]);
  return { dispute: d, booking, payments, agreement, conversation, refundable, checklists, deposit };
}

/**
 * POST /api/admin/disputes/:id/resolve: an admin decides, under the dispute's row lock (two
 * admins at once: the second finds it resolved). The refund (none, part, full; at most what is
 * refundable) is made exactly as a staff refund on /payments (admin-payments.service: over the
 * booking's payments oldest first, the host's part from the booking's pending earnings, then
 * their balance, then a debt; the platform fee and tax in proportion; the gateway's refund
 * through the outbox; the client's email), then what the dispute held comes back to the host.
 * Audited as dispute.resolve; both sides notified and emailed.
 */
export async function resolveDispute(
  ctx: AppContext,
  staff: AuthUser,
  id: string,
  input: ResolveDisputeInput,
  ip: string | null,
): Promise<Dispute> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const d = await repo.lock(tx, id);
    if (!d) throw disputeNotFound();
    if (d.status !== 'open') throw closed();
    const view = (await repo.view(tx, id))!;
    const refundable = await refundableTotal(tx, d.bookingId);
    const amount = resolutionRefund(input.refund, input.amount, refundable);
    if (amount === 'missing') throw new AppError(ErrorCode.validation, m.amountRequired, { amount: m.amountRequired });
    if (amount === 'tooMuch') {
      const message = refundable > 0 ? m.refundTooMuch(formatPesos(refundable)) : m.nothingToRefund;
      throw new AppError(ErrorCode.refundExceedsPayment, message, { amount: message });
    }
    if (amount > 0) {
      const reason = `${m.view.decision}: ${input.decision}`.slice(0, limits.reason);
      await refundBookingByStaff(ctx, tx, staff, d.bookingId, amount, reason, ip, m.refundTooMuch);
    }
    // A disputed deposit claim (issue 33): staff's split of the deposit moves it through the ledger.
    const deposit = await decideDeposit(ctx, tx, staff, id, input.depositToHost);
    if (!deposit && input.depositToHost != null) {
      throw new AppError(ErrorCode.validation, m.noDeposit, { depositToHost: m.noDeposit });
    }
    await releaseDisputedEarnings(tx, view.hostId, d.bookingId, d.held, now);
    const resolvedByName = fullName(staff.firstName, staff.lastName);
    await transition(ctx, tx, disputeLifecycle, {
      id,
      action: 'resolve',
      actor: { role: 'admin', userId: staff.id },
      patch: { decision: input.decision, refundAmount: amount, resolvedBy: staff.id, resolvedByName, resolvedAt: now },
    });
    await record(tx, {
      actorId: staff.id,
      action: 'dispute.resolve',
      targetType: 'dispute',
      targetId: id,
      before: { status: 'open', held: d.held, refundable },
      after: {
        status: 'resolved',
        decision: input.decision,
        refund: input.refund,
        refundAmount: amount,
        ...(deposit && { depositToHost: input.depositToHost }),
      },
      ip,
      at: now,
    });
    await tell(
      ctx,
      tx,
      { ...view, status: 'resolved' },
      {
        subType: 'dispute_resolved',
        title: (lang) => words(lang).resolvedTitle({ listing: view.listingTitle }),
        message: (lang) =>
          amount > 0
            ? words(lang).resolvedRefund({ amount: formatPesos(amount), decision: input.decision })
            : words(lang).resolvedNoRefund({ decision: input.decision }),
        admins: false,
      },
    );
  });
  return getDispute(ctx, staff, id);
}

/** Open disputes, for the admin dashboard's queues. */
export const openDisputesCount = (db: Executor) => repo.countOpen(db);
