import { sql, type Kysely } from 'kysely';

/**
 * Runs a block of DDL one statement at a time: PGlite's extended protocol refuses several
 * commands in one query. Statements end with ';' at the end of a line (no $$ bodies).
 */
export async function runStatements(db: Kysely<unknown>, text: string): Promise<void> {
  for (const statement of text
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
