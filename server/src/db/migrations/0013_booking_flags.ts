import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A booking staff must look at (issue 19): its host was suspended or disabled while it was
 * paid for. `flagged_at` and `flag_reason` say when and why; staff list the flagged ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings add column flagged_at timestamptz;
    alter table bookings add column flag_reason text;
    create index bookings_flagged_idx on bookings (flagged_at) where flagged_at is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bookings_flagged_idx;
    alter table bookings drop column flag_reason;
    alter table bookings drop column flagged_at;
  `,
  );
}
