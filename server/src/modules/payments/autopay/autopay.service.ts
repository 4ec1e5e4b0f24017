import {
  AppError,
  bookingNotFound,
  ErrorCode,
  tenancyMessages,
  type Autopay,
  type MyCards,
  type RemovedCard,
  type SavedCard,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../users/user.mapper';
import type { GatewaySavedCard, PaymentGateway } from '../../gateways/gateway.types';
import { checkoutGateway, gatewayNamed } from '../../gateways/gateways.service';
import { requireClient } from '../receipts/receipts.service';
import { paidBookings as bookings, type PaidBooking } from '../bookings-paid.repository';
import { autopayRepository as repo, type SavedCardRow } from './autopay.repository';

const w = tenancyMessages.autopay;

/** A tenancy whose bills may still be paid: autopay is turned on for one of these only. */
const running: readonly PaidBooking['status'][] = ['awaiting_payment', 'confirmed', 'active', 'notice_given'];

const toCard = (c: SavedCardRow): SavedCard => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
});

/** Whether `gateway` keeps cards at its checkout and charges them without the payer (decision 0085). */
export const savesCards = (gateway: PaymentGateway) => typeof gateway.chargeSavedCard === 'function';

async function answer(ctx: AppContext, db: Executor, b: PaidBooking): Promise<Autopay> {
  const gateway = await checkoutGateway(ctx);
  const on = await repo.cardOf(db, b.id);
  const card = on ?? (savesCards(gateway) ? await repo.latestCard(db, b.clientId, gateway.name) : undefined);
  return { enabled: !!on, card: card ? toCard(card) : null, canSaveCard: savesCards(gateway) };
}

async function tenancyOf(ctx: AppContext, user: AuthUser, bookingId: string) {
  const b = await bookings.find(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  authorize(user, 'payment', 'autopay', b, {
    not_found: bookingNotFound,
    forbidden: () => new AppError(ErrorCode.forbidden, tenancyMessages.autopay.heading),
  });
  // A booking of dates has no bills to pay automatically: as if it were not there.
  if (b.kind !== 'tenancy') throw bookingNotFound();
  return b;
}

/** GET /api/bookings/:id/autopay: the tenancy's automatic payment, for its client. */
export async function getAutopay(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Autopay> {
  return answer(ctx, ctx.db, await tenancyOf(ctx, user, bookingId));
}

/**
 * PUT (enabled true or false) and DELETE /api/bookings/:id/autopay: its client turns paying by
 * saved card on (the client's newest card kept at the gateway in use: refused without one) or off.
 * Turning it off takes effect at once: a bill due later is paid through its checkout.
 */
export async function setAutopay(ctx: AppContext, user: AuthUser, bookingId: string, enabled: boolean) {
  await tenancyOf(ctx, user, bookingId);
  const gateway = enabled ? await checkoutGateway(ctx) : null;
  return ctx.db.transaction().execute(async (tx) => {
    const b = await bookings.lock(tx, bookingId);
    if (!b) throw bookingNotFound();
    if (!enabled) {
      await repo.turnOff(tx, bookingId);
      return answer(ctx, tx, b);
    }
    if (!running.includes(b.status)) throw new AppError(ErrorCode.invalidTransition, w.notRunning);
    if (!gateway || !savesCards(gateway)) throw new AppError(ErrorCode.noSavedCard, w.unavailable);
    const card = await repo.latestCard(tx, b.clientId, gateway.name);
    if (!card) throw new AppError(ErrorCode.noSavedCard, w.noSavedCard);
    await repo.turnOn(tx, bookingId, card.id, ctx.clock.now());
    return answer(ctx, tx, b);
  });
}

/**
 * A paid checkout that asked to keep its card (settle.service.ts, in its transaction): the card is
 * the client's, and pays the tenancy's next bills — ticking "Save this card for the next bills"
 * is the client's consent to both.
 */
export async function keepCardFromCheckout(
  ctx: AppContext,
  tx: Executor,
  v: { booking: PaidBooking; gateway: SavedCardRow['gateway']; card: GatewaySavedCard },
) {
  const now = ctx.clock.now();
  const row = await repo.keepCard(tx, {
    id: newId(),
    userId: v.booking.clientId,
    gateway: v.gateway,
    card: v.card,
    at: now,
  });
  if (v.booking.kind === 'tenancy') await repo.turnOn(tx, v.booking.id, row.id, now);
  return row;
}

/** The customer the client already has at `gateway` (their cards are kept under it), if any. */
export async function customerAt(db: Executor, userId: string, gateway: SavedCardRow['gateway']) {
  return (await repo.latestCard(db, userId, gateway))?.customerRef ?? null;
}

/** The card that pays a tenancy's bills, or undefined when its client pays by checkout. */
export const autopayCardOf = (db: Executor, bookingId: string) => repo.cardOf(db, bookingId);

/** Of these tenancies, those whose bills a saved card pays (the billing job's due-day charges). */
export const tenanciesWithAutopay = (db: Executor, bookingIds: readonly string[]) => repo.withAutopay(db, bookingIds);

/** GET /api/me/saved-cards: the client's saved cards, newest first, each with the tenancies it pays. */
export async function mySavedCards(ctx: AppContext, user: AuthUser): Promise<MyCards> {
  requireClient(user);
  const cards = await repo.cardsOf(ctx.db, user.id);
  const paid = await repo.paidBy(
    ctx.db,
    cards.map((c) => c.id),
  );
  return {
    items: cards.map((c) => ({
      ...toCard(c),
      savedAt: c.createdAt.toISOString(),
      paysFor: paid
        .filter((p) => p.cardId === c.id)
        .map((p) => ({ bookingId: p.bookingId, listingTitle: p.listingTitle })),
    })),
  };
}

/**
 * DELETE /api/me/saved-cards/:id: the client removes a saved card. Here it is marked removed and
 * every tenancy it paid goes back to paying by checkout, in one transaction (a due-day charge that
 * claims the bill after it finds no card); then the gateway forgets it, so it cannot be charged
 * from anywhere. Another client's card, or one already removed, answers 404.
 */
export async function removeSavedCard(ctx: AppContext, user: AuthUser, id: string): Promise<RemovedCard> {
  requireClient(user);
  const { card, turnedOff } = await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.removeCard(tx, user.id, id, ctx.clock.now());
    if (!row) throw new AppError(ErrorCode.notFound, w.cardNotFound);
    return { card: row, turnedOff: await repo.turnOffForCard(tx, row.id) };
  });
  try {
    await gatewayNamed(ctx, card.gateway).forgetCard?.({ customerRef: card.customerRef, methodRef: card.methodRef });
  } catch (err) {
    // Removed here, it is never charged by us again; the gateway is asked again by no one, so say so.
    ctx.log.warn({ err, cardId: card.id }, 'saved card removed here but the gateway did not forget it');
  }
  return { autopayTurnedOff: turnedOff };
}
