import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client';
import type {
  SandboxCardsTable,
  SandboxChargesTable,
  SandboxCheckoutsTable,
  SandboxEventsTable,
  SandboxRefundsTable,
} from '../../db/schema';

export type SandboxCheckoutRow = Selectable<SandboxCheckoutsTable>;
export type SandboxCardRow = Selectable<SandboxCardsTable>;
export type SandboxChargeRow = Selectable<SandboxChargesTable>;
export type SandboxEventRow = Selectable<SandboxEventsTable>;

/** SQL for the sandbox gateway's own tables (sandbox_checkouts, sandbox_refunds, sandbox_events). */
export const sandboxRepository = {
  /** Inserts a checkout unless one has its idempotency key; answers the one that has it. */
  async createCheckout(db: Executor, row: Insertable<SandboxCheckoutsTable>) {
    await db
      .insertInto('sandboxCheckouts')
      .values(row)
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    return db
      .selectFrom('sandboxCheckouts')
      .selectAll()
      .where('idempotencyKey', '=', row.idempotencyKey)
      .executeTakeFirstOrThrow();
  },
  checkout(db: Executor, id: string) {
    return db.selectFrom('sandboxCheckouts').selectAll().where('id', '=', id).executeTakeFirst();
  },
  lockCheckout(db: Executor, id: string) {
    return db.selectFrom('sandboxCheckouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  updateCheckout(db: Executor, id: string, patch: Updateable<SandboxCheckoutsTable>) {
    return db.updateTable('sandboxCheckouts').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },
  insertCard(db: Executor, row: Insertable<SandboxCardsTable>) {
    return db.insertInto('sandboxCards').values(row).returningAll().executeTakeFirstOrThrow();
  },
  card(db: Executor, id: string) {
    return db.selectFrom('sandboxCards').selectAll().where('id', '=', id).executeTakeFirst();
  },
  detachCard(db: Executor, id: string, customerId: string, at: Date) {
    return db
      .updateTable('sandboxCards')
      .set({ detachedAt: at })
      .where('id', '=', id)
      .where('customerId', '=', customerId)
      .where('detachedAt', 'is', null)
      .execute();
  },
  /** Inserts a charge unless one has its idempotency key; answers the one that has it. */
  async createCharge(db: Executor, row: Insertable<SandboxChargesTable>) {
    await db
      .insertInto('sandboxCharges')
      .values(row)
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    return db
      .selectFrom('sandboxCharges')
      .selectAll()
      .where('idempotencyKey', '=', row.idempotencyKey)
      .executeTakeFirstOrThrow();
  },
  lockCharge(db: Executor, id: string) {
    return db.selectFrom('sandboxCharges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  updateCharge(db: Executor, id: string, patch: Updateable<SandboxChargesTable>) {
    return db.updateTable('sandboxCharges').set(patch).where('id', '=', id).execute();
  },
  /** Off-session charges paid in [from, to), oldest first (the daily reconciliation). */
  chargesPaidBetween(db: Executor, from: Date, to: Date) {
    return db
      .selectFrom('sandboxCharges')
      .selectAll()
      .where('status', '=', 'paid')
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .orderBy('createdAt')
      .execute();
  },
  refundByKey(db: Executor, key: string) {
    return db.selectFrom('sandboxRefunds').selectAll().where('idempotencyKey', '=', key).executeTakeFirst();
  },
  insertRefund(db: Executor, row: Insertable<SandboxRefundsTable>) {
    return db.insertInto('sandboxRefunds').values(row).returningAll().executeTakeFirstOrThrow();
  },
  insertEvent(db: Executor, row: Insertable<SandboxEventsTable>) {
    return db.insertInto('sandboxEvents').values(row).execute();
  },
  event(db: Executor, id: string) {
    return db.selectFrom('sandboxEvents').selectAll().where('id', '=', id).executeTakeFirst();
  },
  markAttempt(db: Executor, id: string, patch: Updateable<SandboxEventsTable>) {
    return db
      .updateTable('sandboxEvents')
      .set({ ...patch, attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .execute();
  },
  /** Checkouts paid in [from, to), oldest first (the daily reconciliation). */
  paidBetween(db: Executor, from: Date, to: Date) {
    return db
      .selectFrom('sandboxCheckouts')
      .selectAll()
      .where('status', '=', 'paid')
      .where('completedAt', '>=', from)
      .where('completedAt', '<', to)
      .orderBy('completedAt')
      .execute();
  },
  /** Refunds made in [from, to), oldest first. */
  refundsBetween(db: Executor, from: Date, to: Date) {
    return db
      .selectFrom('sandboxRefunds')
      .selectAll()
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .orderBy('createdAt')
      .execute();
  },
  /** Events not yet delivered whose next attempt is due, oldest first. */
  async pendingEvents(db: Executor, now: Date, limit: number) {
    const rows = await db
      .selectFrom('sandboxEvents')
      .select('id')
      .where('deliveredAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
};
