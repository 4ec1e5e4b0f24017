import type { Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { SavedCardsTable } from '../../../db/schema';
import type { GatewaySavedCard } from '../../gateways/gateway.types';

export type SavedCardRow = Selectable<SavedCardsTable>;
type GatewayName = SavedCardRow['gateway'];

/** SQL for saved cards and a tenancy's autopay (migration 0044): this module's tables. */
export const autopayRepository = {
  /**
   * Keeps a card the gateway vaulted for `userId` (one row per card at its gateway: saved again,
   * it is the same card, and comes back if it was removed). Answers its row.
   */
  async keepCard(
    db: Executor,
    v: { id: string; userId: string; gateway: GatewayName; card: GatewaySavedCard; at: Date },
  ) {
    return db
      .insertInto('savedCards')
      .values({
        id: v.id,
        userId: v.userId,
        gateway: v.gateway,
        customerRef: v.card.customerRef,
        methodRef: v.card.methodRef,
        brand: v.card.brand.toLowerCase(),
        last4: v.card.last4,
        expMonth: v.card.expMonth,
        expYear: v.card.expYear,
        createdAt: v.at,
      })
      .onConflict((oc) =>
        oc.columns(['gateway', 'methodRef']).doUpdateSet({ removedAt: null, createdAt: v.at, userId: v.userId }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  /** The client's newest card kept at `gateway`, not removed. */
  latestCard(db: Executor, userId: string, gateway: GatewayName) {
    return db
      .selectFrom('savedCards')
      .selectAll()
      .where('userId', '=', userId)
      .where('gateway', '=', gateway)
      .where('removedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  /** The card that pays a tenancy's bills, if autopay is on (a removed card pays nothing). */
  cardOf(db: Executor, bookingId: string) {
    return db
      .selectFrom('tenancyAutopay as a')
      .innerJoin('savedCards as c', 'c.id', 'a.cardId')
      .selectAll('c')
      .where('a.bookingId', '=', bookingId)
      .where('c.removedAt', 'is', null)
      .executeTakeFirst();
  },
  /** Of `bookingIds`, those whose bills a saved card pays. */
  async withAutopay(db: Executor, bookingIds: readonly string[]): Promise<Set<string>> {
    if (!bookingIds.length) return new Set();
    const rows = await db
      .selectFrom('tenancyAutopay as a')
      .innerJoin('savedCards as c', 'c.id', 'a.cardId')
      .select('a.bookingId')
      .where('a.bookingId', 'in', bookingIds)
      .where('c.removedAt', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.bookingId));
  },
  turnOn(db: Executor, bookingId: string, cardId: string, at: Date) {
    return db
      .insertInto('tenancyAutopay')
      .values({ bookingId, cardId, enabledAt: at })
      .onConflict((oc) => oc.column('bookingId').doUpdateSet({ cardId, enabledAt: at }))
      .execute();
  },
  turnOff(db: Executor, bookingId: string) {
    return db.deleteFrom('tenancyAutopay').where('bookingId', '=', bookingId).execute();
  },
  card(db: Executor, id: string) {
    return db.selectFrom('savedCards').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** The client's cards not removed, newest first. */
  cardsOf(db: Executor, userId: string) {
    return db
      .selectFrom('savedCards')
      .selectAll()
      .where('userId', '=', userId)
      .where('removedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
  /** The tenancies whose bills these cards pay, with their listing's title. */
  paidBy(db: Executor, cardIds: readonly string[]) {
    if (!cardIds.length) return Promise.resolve([]);
    return db
      .selectFrom('tenancyAutopay as a')
      .innerJoin('bookings as b', 'b.id', 'a.bookingId')
      .select(['a.cardId', 'a.bookingId', 'b.listingTitle'])
      .where('a.cardId', 'in', cardIds)
      .orderBy('a.enabledAt')
      .execute();
  },
  /** Marks the client's card removed (a conditional update: removed once); answers it, or undefined if not theirs or gone. */
  removeCard(db: Executor, userId: string, id: string, at: Date) {
    return db
      .updateTable('savedCards')
      .set({ removedAt: at })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('removedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },
  /** Autopay off for every tenancy the card paid; answers how many. */
  async turnOffForCard(db: Executor, cardId: string) {
    const rows = await db.deleteFrom('tenancyAutopay').where('cardId', '=', cardId).returning('bookingId').execute();
    return rows.length;
  },
};
