import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The platform summary reports emailed to admins (notifications.reportInterval, issue 30): one row
 * per interval and period (whole days in the platform's time zone), written in the transaction that
 * queues the emails, so a period's report goes out once however often the job runs. `figures` are
 * the counts and the centavo amounts the email gave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table platform_reports (
      id text primary key,
      interval text not null check (interval in ('daily','weekly','monthly')),
      first_day date not null,
      last_day date not null,
      figures jsonb not null,
      recipients integer not null,
      sent_at timestamptz not null,
      unique (interval, first_day)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table platform_reports;`);
}
