import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/** Email changes (decision 0020): a link token of kind 'email_change' carries the new address until it is confirmed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table auth_tokens drop constraint auth_tokens_kind_check;
    alter table auth_tokens add constraint auth_tokens_kind_check check (kind in ('password_reset','email_verify','phone_code','email_change'));
    alter table auth_tokens add column new_email text;
    `,
  );
}
