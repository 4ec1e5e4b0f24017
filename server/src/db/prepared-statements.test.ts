import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookingColumns } from '../modules/bookings/core/bookings.repository';
import { useTestApp } from '../test/hooks';
import { preparable, StatementNames } from './prepared-statements';

/** Which statements the server prepares on PostgreSQL, and that they run as prepared (decision 0081). */
describe('which statements are prepared', () => {
  it('a read or a write with parameters that lists its columns', () => {
    expect(preparable('select "id", "title" from "listings" where "id" = $1 for update', 1)).toBe(true);
    expect(preparable('select count(*)::int as "all" from bookings where client_id = $1', 1)).toBe(true);
    expect(preparable('insert into "outbox_tasks" ("id", "kind") values ($1, $2), ($3, $4)', 4)).toBe(true);
    expect(preparable('with r as (update "bookings" set "status" = $1 returning "id") select "id" from r', 1)).toBe(
      true,
    );
    expect(preparable('  update "outbox_tasks" set "status" = $1 where "id" = $2', 2)).toBe(true);
  });

  it('not one with `*` (a column added by a migration would fail it), nor one without parameters', () => {
    expect(preparable('select * from "users" where "id" = $1', 1)).toBe(false);
    expect(preparable('insert into "notifications" ("id") values ($1) returning *', 1)).toBe(false);
    expect(
      preparable('select b.*, c.email from bookings b join users c on c.id = b.client_id where b.id = $1', 1),
    ).toBe(false);
    expect(preparable('select "id" from "bookings" where "status" = \'pending\'', 0)).toBe(false);
    expect(preparable('begin', 0)).toBe(false);
    expect(preparable('create index x on bookings (id)', 0)).toBe(false);
    expect(preparable('set local enable_bitmapscan = off; select 1 where $1', 1)).toBe(false);
  });

  it('a text is named the second time it is sent, and keeps its name', () => {
    const names = new StatementNames();
    const text = 'select "id" from "bookings" where "id" = $1';
    expect(names.nameOf(text, 1)).toBeUndefined();
    const name = names.nameOf(text, 1);
    expect(name).toMatch(/^espasyo_\d+$/);
    expect(names.nameOf(text, 1)).toBe(name);
    expect(names.nameOf('select * from "bookings" where "id" = $1', 1)).toBeUndefined();
    expect(names.nameOf('select * from "bookings" where "id" = $1', 1)).toBeUndefined();
    const other = 'select "id" from "listings" where "id" = $1';
    names.nameOf(other, 1);
    expect(names.nameOf(other, 1)).not.toBe(name);
  });

  it('at most 500 texts are named in a process; later ones go unnamed', () => {
    const names = new StatementNames();
    const text = (i: number) => `select "id" from "bookings" where "id" = $1 and ${i} = ${i}`;
    for (let i = 0; i < 501; i++) names.nameOf(text(i), 1);
    const named = Array.from({ length: 501 }, (_, i) => names.nameOf(text(i), 1));
    expect(named.filter(Boolean)).toHaveLength(500);
    expect(named[500]).toBeUndefined();
  });
});

describe('on the database', () => {
  const t = useTestApp();

  it("bookingColumns lists every column of bookings, so a booking's statements lose nothing for listing them", async () => {
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'bookings'`.execute(t.db);
    const snake = (c: string) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`);
    expect(rows.map((r) => r.name).sort()).toEqual(bookingColumns.map(snake).sort());
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'PostgreSQL: a statement sent twice runs prepared on its connection; one with `*` never is',
    async () => {
      const prepared = await t.db.transaction().execute(async (tx) => {
        for (let i = 0; i < 3; i++) {
          await tx.selectFrom('bookings').select(['id', 'status']).where('id', '=', `none-${i}`).execute();
          await tx.selectFrom('bookings').selectAll().where('id', '=', `none-${i}`).execute();
        }
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements where not from_sql`.execute(tx);
        return rows;
      });
      const texts = prepared.map((p) => p.statement);
      expect(texts).toContain('select "id", "status" from "bookings" where "id" = $1');
      expect(texts).not.toContain('select * from "bookings" where "id" = $1');
      expect(prepared.every((p) => /^espasyo_\d+$/.test(p.name))).toBe(true);
    },
  );
});
