import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Hosts' background checks (security.backgroundCheckRequired, issue 30): when staff recorded the
 * host's check as passed, who did, and its reference (an NBI clearance number, say). Null: none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users add column background_check_at timestamptz;
    alter table users add column background_check_by text references users (id) on delete set null;
    alter table users add column background_check_reference text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table users drop column background_check_reference;
    alter table users drop column background_check_by;
    alter table users drop column background_check_at;
  `,
  );
}
