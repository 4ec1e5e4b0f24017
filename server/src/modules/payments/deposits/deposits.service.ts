import {
  AppError,
  centavos,
  DEPOSIT_CLAIM_PHOTOS_MAX,
  DEPOSIT_CLAIM_RESPONSE_DAYS,
  depositClaimPostings,
  depositHeldPostings,
  depositMessages as m,
  depositProcess,
  depositReturnPostings,
  depositSplit,
  ErrorCode,
  formatPesos,
  paths,
  type AccessParty,
  type Deposit,
  type DepositClaimInput,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import { ImageRefused, webpWithin } from '../../../lib/images';
import type { FileStorage, StoredFile } from '../../../lib/storage';
import { checkUpload } from '../../../lib/uploads';
import { ledgerAccountBalance, postLedger } from '../../money/ledger/ledger.service';
import { notify, userTopic } from '../../notifications/notifications.service';
import { discardFilesIfFailed, enqueue, realtimeTask } from '../../outbox/outbox.service';
import type { AuthUser } from '../../users/user.mapper';
import { create, transition, type ProcessActor } from '../../../process/engine';
import { paidBookings, type PaidBooking } from '../bookings-paid.repository';
import { paymentsRepository as payments, type PaymentRow } from '../payments.repository';
import { insertRefund, markRefunded, refundTask } from '../refunds/payment-effects.service';
import { depositLifecycle } from './deposit-lifecycle';
import { depositsRepository as repo, type DepositPhotoRow, type DepositRow } from './deposits.repository';

/**
 * Security deposits (issue 33, decision 0089): held with the first payment, returned in full 7
 * days after the move-out checklist both sides signed (9 days after the end when nobody started
 * one: scheduleDepositReturn) unless the host claimed first, or split by
 * a claim the client accepted (or left unanswered 7 days) or by staff's decision on a disputed
 * claim. Every step posts to the ledger in the transaction that moves the deposit's status; what
 * goes back is a refund of the payment that brought it, sent to the gateway by the outbox.
 */

const DAY = 86_400_000;
const system: ProcessActor<'system'> = { role: 'system', userId: null };
/** The deposit's notifications in the reader's language (issue 34). */
const words = (lang: Language) => messagesFor(lang, 'mailBookings').deposits;

const notFound = () => new AppError(ErrorCode.notFound, m.errors.notFound);

/** A held deposit whose return has come due: the host's claim window closed then, the job returns it. */
const returnDue = (d: DepositRow, now: Date) =>
  d.status === 'held' && !!d.returnDueAt && new Date(d.returnDueAt) <= now;
const claimClosed = () => new AppError(ErrorCode.invalidTransition, m.errors.claimClosed);

/**
 * The first payment of a booking that asked for a deposit (settle.service.ts: a fixed booking's
 * checkout, a tenancy's bill 0): the deposit beside the price enters the ledger as held, and its
 * row is made. Once per booking (a second call finds the row).
 */
export async function holdDeposit(ctx: AppContext, tx: Executor, b: PaidBooking, payment: PaymentRow) {
  const amount = centavos(Math.min(b.deposit, Math.max(0, payment.amount - b.total)));
  if (amount <= 0 || (await repo.ofBooking(tx, b.id))) return;
  const now = ctx.clock.now();
  await postLedger(tx, depositHeldPostings(amount), { bookingId: b.id, paymentId: payment.id, at: now });
  const values = { id: newId(), bookingId: b.id, paymentId: payment.id, amount, createdAt: now, updatedAt: now };
  await create(ctx, tx, depositLifecycle, { values, actor: { role: 'payment', userId: null } });
}

/**
 * When the booking's held deposit goes back, as the handover stands now (issue 33, decision 0089):
 * the bookings layer calls this when the stay ends and at each step of the move-out checklist, with
 * `dueOf` the rule (deposits/return-due.ts over the booking and its move-out). The deposit is locked
 * first and `dueOf` read after, so of two transactions moving it at once (the booking completing,
 * a side opening the move-out) the second sees what the first wrote. A due date that has come is
 * final: the claim window closed then, and the deposits' job returns it; before that it follows the
 * handover (a started move-out holds it, a signed one sets it 7 days after). Answers the due date
 * the deposit has now, or null when the booking holds none (none asked, returned, claimed).
 */
export async function scheduleDepositReturn(
  trx: Executor,
  bookingId: string,
  now: Date,
  dueOf: () => Promise<Date | null>,
): Promise<Date | null> {
  const d = await repo.lockOfBooking(trx, bookingId);
  if (!d || d.status !== 'held') return null;
  if (returnDue(d, now)) return new Date(d.returnDueAt!);
  const due = await dueOf();
  const had = d.returnDueAt ? new Date(d.returnDueAt).getTime() : null;
  if ((due?.getTime() ?? null) !== had) await repo.update(trx, d.id, { returnDueAt: due, updatedAt: now });
  return due;
}

/** Sends `amount` of a deposit back on its own: the refund (reason deposit), its ledger entries, the gateway's task. */
async function sendBack(ctx: AppContext, tx: Executor, d: DepositRow, amount: number) {
  if (amount <= 0) return;
  const now = ctx.clock.now();
  const payment = await payments.lock(tx, d.paymentId);
  if (!payment) throw new Error(`The payment ${d.paymentId} of a deposit is missing`);
  const refund = await insertRefund(ctx, tx, payment, amount, 'deposit', now);
  const refs = { bookingId: d.bookingId, paymentId: payment.id, refundId: refund.id, at: now };
  await postLedger(tx, depositReturnPostings(centavos(amount)), refs);
  await markRefunded(ctx, tx, payment);
  await enqueue(tx, refundTask(refund.id), now);
}

/**
 * A deposit split: `kept` to the host's available balance (no fee, no tax), the rest back to the
 * client, and its status moved by `action` with what each got.
 */
async function settle(
  ctx: AppContext,
  tx: Executor,
  d: DepositRow,
  kept: number,
  action: 'accept' | 'lapse' | 'decide',
  actor: ProcessActor<'client' | 'system' | 'admin'>,
) {
  const split = depositSplit(d.amount, centavos(kept));
  const b = (await paidBookings.find(tx, d.bookingId))!;
  const patch = { kept: split.kept, returned: split.returned };
  const moved = await transition(ctx, tx, depositLifecycle, { id: d.id, action, actor, patch });
  if (split.kept > 0) {
    const refs = { hostId: b.hostId, bookingId: b.id, paymentId: d.paymentId, at: ctx.clock.now() };
    await postLedger(tx, depositClaimPostings(split.kept), refs);
  }
  await sendBack(ctx, tx, d, split.returned);
  await tellSides(ctx, tx, b);
  return moved.row;
}

/** Returned in full (its return came due with no claim). */
async function returnInFull(ctx: AppContext, tx: Executor, d: DepositRow) {
  const patch = { kept: 0, returned: d.amount };
  await transition(ctx, tx, depositLifecycle, { id: d.id, action: 'return', actor: system, patch });
  await sendBack(ctx, tx, d, d.amount);
  const b = (await paidBookings.find(tx, d.bookingId))!;
  await notify(ctx, tx, {
    userId: b.clientId,
    type: 'booking',
    subType: 'booking_update',
    title: (lang) => words(lang).returnedTitle({ listing: b.listingTitle }),
    message: (lang) => words(lang).returned({ amount: formatPesos(d.amount) }),
    data: { bookingId: b.id, amount: d.amount },
    actionUrl: paths.client.booking.getHref(b.id),
  });
  await tellSides(ctx, tx, b);
}

/** Both sides' open booking pages read the booking's money again (`payment.updated`, as a refund does). */
async function tellSides(ctx: AppContext, tx: Executor, b: PaidBooking) {
  const now = ctx.clock.now();
  for (const userId of [b.clientId, b.hostId]) {
    await enqueue(tx, realtimeTask(userTopic(userId), { type: 'payment.updated', bookingId: b.id }), now);
  }
}

/**
 * The deposits' timers (the job, every few minutes): a held deposit whose return is due goes back
 * in full; a claim the client left unanswered past its window is taken as accepted. Each batch is
 * claimed with FOR UPDATE SKIP LOCKED in its own transaction, so two instances running it at once
 * never move one deposit twice. Answers how many of each.
 */
export async function runDepositTimers(ctx: AppContext, batch = 50): Promise<{ returned: number; lapsed: number }> {
  const done = { returned: 0, lapsed: 0 };
  for (;;) {
    const n = await ctx.db.transaction().execute(async (tx) => {
      const due = await repo.claimDue(tx, ctx.clock.now(), batch);
      for (const d of due) {
        if (d.status === 'held') {
          await returnInFull(ctx, tx, d);
          done.returned++;
        } else {
          await settle(ctx, tx, d, d.claimAmount ?? 0, 'lapse', system);
          done.lapsed++;
        }
      }
      return due.length;
    });
    if (n < batch) return done;
  }
}

/** A booking's two sides, for the access policy. */
async function sidesOf(db: Executor, bookingId: string) {
  const b = await paidBookings.find(db, bookingId);
  if (!b) throw notFound();
  return b;
}

const photoUrl = (bookingId: string, photoId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/deposit/photos/${encodeURIComponent(photoId)}`;

/** A deposit as `party` sees it, with what they may do now. */
export function toDeposit(d: DepositRow, photos: DepositPhotoRow[], party: AccessParty, now: Date): Deposit {
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const beforeDue = !d.returnDueAt || now < new Date(d.returnDueAt);
  const actions: Deposit['actions'] = depositProcess
    .actionsFor(d.status, party)
    .filter((a) => a !== 'claim' || beforeDue);
  if (party === 'host' && d.status === 'held' && beforeDue && photos.length < DEPOSIT_CLAIM_PHOTOS_MAX) {
    actions.push('add_photo');
  }
  return {
    bookingId: d.bookingId,
    amount: d.amount,
    status: d.status,
    heldAt: iso(d.createdAt)!,
    returnDueAt: iso(d.returnDueAt),
    claim:
      d.claimAmount != null
        ? {
            amount: d.claimAmount,
            reason: d.claimReason ?? '',
            claimedAt: iso(d.claimedAt)!,
            responseDueAt: iso(d.responseDueAt)!,
          }
        : null,
    photos: photos.map((p) => ({ id: p.id, url: photoUrl(d.bookingId, p.id), width: p.width, height: p.height })),
    kept: d.kept,
    returned: d.returned,
    disputeId: d.disputeId,
    actions,
  };
}

async function view(ctx: AppContext, db: Executor, d: DepositRow, party: AccessParty) {
  return toDeposit(d, await repo.photos(db, d.id), party, ctx.clock.now());
}

/** GET /api/bookings/:id/deposit: its two sides and admins; anyone else, or a booking without one: not found. */
export async function getDeposit(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Deposit> {
  const b = await sidesOf(ctx.db, bookingId);
  const party = authorize(user, 'deposit', 'read', b, { not_found: notFound });
  const d = await repo.ofBooking(ctx.db, bookingId);
  if (!d) throw notFound();
  return view(ctx, ctx.db, d, party);
}

/** The deposit a dispute decides (staff's dispute page), or null. */
export async function depositOfDispute(ctx: AppContext, db: Executor, disputeId: string): Promise<Deposit | null> {
  const d = await repo.ofDispute(db, disputeId);
  return d ? view(ctx, db, d, 'admin') : null;
}

/** The deposit of a booking as staff see it (a dispute's page), or null. */
export async function depositOfBookingForStaff(ctx: AppContext, db: Executor, bookingId: string) {
  const d = await repo.ofBooking(db, bookingId);
  return d ? view(ctx, db, d, 'admin') : null;
}

const claimOnly = (user: AuthUser, b: PaidBooking) =>
  authorize(user, 'deposit', 'claim', b, {
    not_found: notFound,
    forbidden: () => new AppError(ErrorCode.forbidden, m.errors.claimClosed),
  });

/** A deposit photo's longest side. */
const MAX_SIDE = 1600;

/**
 * POST /api/bookings/:id/deposit/photos (host): a photo for the claim, while the deposit is held and
 * claimable, at most DEPOSIT_CLAIM_PHOTOS_MAX; stored like dispute photos (one WebP copy without
 * metadata, private to the two sides and staff), counted under the deposit's lock.
 */
export async function addDepositPhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  bookingId: string,
  data: Buffer,
): Promise<Deposit> {
  const b = await sidesOf(ctx.db, bookingId);
  claimOnly(user, b);
  const seen = await repo.ofBooking(ctx.db, bookingId);
  if (!seen) throw notFound();
  if (seen.status !== 'held' || returnDue(seen, ctx.clock.now())) throw claimClosed();
  await checkUpload(ctx.settings, data, 'image');
  const quality = (await ctx.settings.get()).storage.imageQuality;
  let copy;
  try {
    copy = await webpWithin(data, { maxSide: MAX_SIDE, quality });
  } catch (e) {
    if (!(e instanceof ImageRefused)) throw e;
    throw new AppError(ErrorCode.validation, m.errors.photoUnreadable, { file: m.errors.photoUnreadable });
  }
  const id = newId();
  const key = `deposits/${id}.webp`;
  await storage.put(key, copy.data);
  const now = ctx.clock.now();
  const d = await discardFilesIfFailed(ctx, [key], () =>
    ctx.db.transaction().execute(async (tx) => {
      const d = await repo.lock(tx, seen.id);
      if (!d || d.status !== 'held' || returnDue(d, ctx.clock.now())) throw claimClosed();
      if ((await repo.photoCount(tx, d.id)) >= DEPOSIT_CLAIM_PHOTOS_MAX) {
        const message = m.errors.photosFull(DEPOSIT_CLAIM_PHOTOS_MAX);
        throw new AppError(ErrorCode.validation, message, { file: message });
      }
      await repo.insertPhoto(tx, {
        id,
        depositId: d.id,
        storageKey: key,
        width: copy.width,
        height: copy.height,
        createdAt: now,
      });
      return d;
    }),
  );
  return view(ctx, ctx.db, d, 'host');
}

/** GET /api/bookings/:id/deposit/photos/:photoId: the two sides and admins. */
export async function readDepositPhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  bookingId: string,
  photoId: string,
): Promise<StoredFile> {
  const b = await sidesOf(ctx.db, bookingId);
  authorize(user, 'deposit', 'read', b, { not_found: notFound });
  const d = await repo.ofBooking(ctx.db, bookingId);
  const photo = d && (await repo.findPhoto(ctx.db, d.id, photoId));
  const file = photo && (await storage.get(photo.storageKey));
  if (!file) throw new AppError(ErrorCode.notFound, m.errors.photoNotFound);
  return file;
}

/**
 * POST /api/bookings/:id/deposit/claim (host): part or all of a held deposit, before its return
 * is due, with a reason and at least one photo added before. The client has
 * DEPOSIT_CLAIM_RESPONSE_DAYS to accept or dispute, and is told.
 */
export async function claimDeposit(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: DepositClaimInput,
): Promise<Deposit> {
  const b = await sidesOf(ctx.db, bookingId);
  claimOnly(user, b);
  const now = ctx.clock.now();
  const d = await ctx.db.transaction().execute(async (tx) => {
    const d = await repo.lockOfBooking(tx, bookingId);
    if (!d) throw notFound();
    // Said before what the form lacks: no photo or amount would make a claim possible now.
    if (returnDue(d, now)) throw claimClosed();
    if (input.amount > d.amount) {
      const message = m.errors.amount(formatPesos(d.amount));
      throw new AppError(ErrorCode.validation, message, { amount: message });
    }
    if ((await repo.photoCount(tx, d.id)) === 0 && d.status === 'held') {
      throw new AppError(ErrorCode.validation, m.errors.photoRequired, { photos: m.errors.photoRequired });
    }
    const responseDueAt = new Date(now.getTime() + DEPOSIT_CLAIM_RESPONSE_DAYS * DAY);
    const patch = { claimAmount: input.amount, claimReason: input.reason, claimedAt: now, responseDueAt };
    const { row } = await transition(ctx, tx, depositLifecycle, {
      id: d.id,
      action: 'claim',
      actor: { role: 'host', userId: user.id },
      patch,
    });
    await notify(ctx, tx, {
      userId: b.clientId,
      type: 'booking',
      subType: 'booking_update',
      title: (lang) => words(lang).claimedTitle({ listing: b.listingTitle }),
      message: (lang) => words(lang).claimed({ amount: formatPesos(input.amount) }),
      priority: 'high',
      data: { bookingId: b.id, amount: input.amount },
      actionUrl: paths.client.booking.getHref(b.id),
      requiresAction: true,
    });
    await tellSides(ctx, tx, b);
    return row;
  });
  return view(ctx, ctx.db, d, 'host');
}

const answerOnly = (user: AuthUser, b: PaidBooking) =>
  authorize(user, 'deposit', 'answer', b, {
    not_found: notFound,
    forbidden: () => new AppError(ErrorCode.forbidden, m.errors.notClaimed),
  });

/** POST /api/bookings/:id/deposit/accept (client): the claimed part to the host, the rest back. */
export async function acceptClaim(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Deposit> {
  const b = await sidesOf(ctx.db, bookingId);
  answerOnly(user, b);
  const d = await ctx.db.transaction().execute(async (tx) => {
    const d = await repo.lockOfBooking(tx, bookingId);
    if (!d) throw notFound();
    if (d.status !== 'claimed') throw new AppError(ErrorCode.invalidTransition, m.errors.notClaimed);
    const row = await settle(ctx, tx, d, d.claimAmount ?? 0, 'accept', { role: 'client', userId: user.id });
    await notify(ctx, tx, {
      userId: b.hostId,
      type: 'booking',
      subType: 'booking_update',
      title: (lang) => words(lang).acceptedTitle({ listing: b.listingTitle }),
      message: (lang) => words(lang).accepted({ amount: formatPesos(d.claimAmount ?? 0) }),
      data: { bookingId: b.id, amount: d.claimAmount ?? 0 },
      actionUrl: paths.host.booking.getHref(b.id),
    });
    return row;
  });
  return view(ctx, ctx.db, d, 'client');
}

/**
 * POST /api/bookings/:id/deposit/dispute (client): the claim goes to staff. `openDispute` opens the
 * dispute in this transaction (the disputes module's, above this one: handed in by the route) and
 * answers its id; the deposit is disputed until staff decide (decideDeposit).
 */
export async function disputeClaim(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  openDispute: (tx: Executor, d: DepositRow, b: PaidBooking) => Promise<string>,
): Promise<Deposit> {
  const b = await sidesOf(ctx.db, bookingId);
  answerOnly(user, b);
  const d = await ctx.db.transaction().execute(async (tx) => {
    const d = await repo.lockOfBooking(tx, bookingId);
    if (!d) throw notFound();
    if (d.status !== 'claimed') throw new AppError(ErrorCode.invalidTransition, m.errors.notClaimed);
    const disputeId = await openDispute(tx, d, b);
    const { row } = await transition(ctx, tx, depositLifecycle, {
      id: d.id,
      action: 'dispute',
      actor: { role: 'client', userId: user.id },
      patch: { disputeId },
    });
    await tellSides(ctx, tx, b);
    return row;
  });
  return view(ctx, ctx.db, d, 'client');
}

/**
 * Staff's decision on a dispute over a deposit claim (disputes.service resolveDispute, in its
 * transaction): `toHost` of the deposit (0 to what was claimed) to the host, the rest back.
 * Answers whether the dispute was about a deposit; refuses a missing or wrong split.
 */
export async function decideDeposit(
  ctx: AppContext,
  tx: Executor,
  staff: AuthUser,
  disputeId: string,
  toHost: number | null | undefined,
): Promise<boolean> {
  const seen = await repo.ofDispute(tx, disputeId);
  if (!seen) return false;
  const d = await repo.lock(tx, seen.id);
  if (!d || d.status !== 'disputed') return false;
  const most = d.claimAmount ?? d.amount;
  if (toHost == null)
    throw new AppError(ErrorCode.validation, m.errors.splitRequired, { depositToHost: m.errors.splitRequired });
  if (toHost < 0 || toHost > most) {
    const message = m.errors.split(formatPesos(most));
    throw new AppError(ErrorCode.validation, message, { depositToHost: message });
  }
  await settle(ctx, tx, d, toHost, 'decide', { role: 'admin', userId: staff.id });
  return true;
}

/**
 * Client money held as deposits, kept apart (decision 0089): what the deposits not yet returned or
 * settled add up to, beside the ledger's deposits_held balance (credit: negative). They must agree:
 * the deposits job's report line says both, and a difference fails the run, which staff see.
 */
export async function depositsHeldReport(db: Executor): Promise<{ held: number; ledger: number }> {
  const [held, balance] = await Promise.all([repo.heldTotal(db), ledgerAccountBalance(db, 'deposits_held')]);
  const ledger = -balance;
  if (held !== ledger) {
    throw new Error(`Deposits held ${formatPesos(held)} but the ledger's deposits_held holds ${formatPesos(ledger)}`);
  }
  return { held, ledger };
}
