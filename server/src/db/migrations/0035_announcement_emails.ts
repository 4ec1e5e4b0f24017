import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Announcements emailed as news (notifications.marketingEmails, issue 30): whether staff chose to
 * email it to the people of its audience who agreed to news and offers, and when it was queued
 * (at its first publishing, once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table announcements add column email_subscribers boolean not null default false;
    alter table announcements add column emailed_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table announcements drop column emailed_at;
    alter table announcements drop column email_subscribers;
  `,
  );
}
