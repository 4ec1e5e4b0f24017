import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A listing's notice period (issue 32, decision 0080): the days' notice a renter gives to end a
 * monthly rental of it, chosen by its host among 0, 7, 14 and 30 (domain tenancies/notice.ts
 * `clientNoticeDayOptions`), 7 unless chosen. Every existing listing starts with the 7 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings add column notice_period_days integer not null default 7
      check (notice_period_days in (0, 7, 14, 30));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table listings drop column notice_period_days;`);
}
