import type pg from 'pg';

/**
 * Named (prepared) statements on a PostgreSQL server (issue 31 §5, decision 0081). An unnamed
 * statement is parsed and planned by PostgreSQL at every call; a booking's were planned for longer
 * than they ran (the listing's units in use, most_units_in_use inlined: 0.4 ms of planning for
 * 0.05 ms of work). A named one is parsed once per connection, and after a few calls PostgreSQL
 * keeps its generic plan when that costs no more than planning each call (plan_cache_mode auto).
 *
 * Which statements: one with parameters (so a script of several statements stays a simple
 * query) that reads or writes rows (select, insert, update, delete, with), the second time this
 * process sends its text, up to MAX_NAMED texts. Not one with a `*` other than count(*): a named
 * statement must keep the columns it answers with, and a migration that adds a column to a table
 * would fail `select *` on every connection that prepared it ("cached plan must not change result
 * type") until it reconnected. Listed columns stay as they are whatever is added.
 */

/** Distinct texts named per process (each connection prepares those it runs). */
const MAX_NAMED = 500;
/** Texts seen once and not yet named (or never to be), forgotten past this many (one-off statements). */
const MAX_SEEN = 5_000;

const rowStatement = /^\s*(?:select|insert|update|delete|with)\b/i;

/** Whether a statement of `text` with `params` parameters may be named (see above). */
export function preparable(text: string, params: number): boolean {
  return params > 0 && rowStatement.test(text) && !text.replace(/count\(\*\)/gi, '').includes('*');
}

/** The names this process gives the texts it prepares: `espasyo_<n>`, a text's the second time it is sent. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts seen once, and texts never to be named (null), so neither is looked at again. */
  private readonly seen = new Map<string, null | 'once'>();

  nameOf(text: string, params: number): string | undefined {
    const named = this.names.get(text);
    if (named) return named;
    const seen = this.seen.get(text);
    if (seen === null) return undefined;
    if (seen === undefined) {
      if (this.seen.size >= MAX_SEEN) this.seen.clear();
      this.seen.set(text, preparable(text, params) ? 'once' : null);
      return undefined;
    }
    if (this.names.size >= MAX_NAMED) return undefined;
    this.seen.delete(text);
    const name = `espasyo_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * Makes every connection `pool` opens send the statements `names` names as prepared ones. Kysely
 * calls `query(text, values)`; anything else (a cursor, a config object) goes through as it is.
 */
export function prepareStatements(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values)) {
        const name = names.nameOf(config, values.length);
        if (name) return query({ name, text: config, values }, undefined, callback);
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });
}
