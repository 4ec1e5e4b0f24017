import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The demo data is made once (issue 29): its row here, written when the last part is in, tells
 * every later start to change nothing, whatever people did in the app since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table demo_data (
      id smallint primary key default 1 check (id = 1),
      made_at timestamptz not null
    );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table demo_data;`);
}
