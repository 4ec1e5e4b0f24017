import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A saved card removed by its client (decision 0085, "removing a card"): the sandbox gateway
 * forgets it as Stripe detaches a payment method — `detached_at` set, and a charge of it refused
 * afterwards like a card the gateway no longer has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table sandbox_cards add column detached_at timestamptz;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table sandbox_cards drop column detached_at;`);
}
