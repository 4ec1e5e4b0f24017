import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A user's own choice of the emails they get (domain/src/schemas/account.ts:
 * NotificationPreferences): only what they changed is stored, over defaults that are on, so a
 * preference added later starts on for everyone without a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table users add column notification_preferences jsonb not null default '{}'::jsonb;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table users drop column notification_preferences;`);
}
