import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The language a person chose for the interface, emails, SMS and push (issue 34, decision 0092):
 * 'en' or 'fil'; null until they choose, when the browser's language decides for the pages and
 * English for what is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table users add column language text check (language in ('en', 'fil'));`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table users drop column language;`);
}
