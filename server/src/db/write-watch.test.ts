import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createUser } from '../test/builders';
import { useTestApp } from '../test/hooks';
import { changesSessions, writeWatchOf } from './write-watch';

const t = useTestApp();

describe('write watch (what the session cache listens to)', () => {
  const generation = () => writeWatchOf(t.db)!.generation;

  it('moves after an update or delete of users or sessions, from the query builder or raw SQL', async () => {
    const u = await createUser(t);
    let before = generation();
    await t.db.updateTable('users').set({ firstName: 'Maria' }).where('id', '=', u.user.id).execute();
    expect(generation()).toBeGreaterThan(before);
    before = generation();
    await sql`update users set last_name = 'Santos' where id = ${u.user.id}`.execute(t.db);
    expect(generation()).toBeGreaterThan(before);
    before = generation();
    await t.db.deleteFrom('sessions').where('id', '=', u.sessionId).execute();
    expect(generation()).toBeGreaterThan(before);
  });

  it('moves only once a transaction has committed, when its writes become visible', async () => {
    const u = await createUser(t);
    const before = generation();
    await t.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ firstName: 'Jose' }).where('id', '=', u.user.id).execute();
      expect(generation()).toBe(before);
    });
    expect(generation()).toBeGreaterThan(before);
  });

  it('ignores reads, inserts, other tables and the last_seen_at touch', async () => {
    const before = generation();
    const u = await createUser(t); // inserts a user and a session
    await t.db.selectFrom('users').selectAll().execute();
    await t.db.updateTable('settings').set({ updatedAt: new Date() }).execute();
    await t.db.updateTable('sessions').set({ lastSeenAt: new Date() }).where('id', '=', u.sessionId).execute();
    expect(generation()).toBe(before);
  });

  it('recognises the statements by their SQL', () => {
    expect(changesSessions('update "users" set "status" = $1 where "id" = $2')).toBe(true);
    expect(changesSessions('delete from "sessions" where "user_id" = $1')).toBe(true);
    expect(changesSessions('with x as (select 1) update users set status = $1')).toBe(true);
    expect(changesSessions('update "user_progress" set "completed" = $1')).toBe(false);
    expect(changesSessions('select * from "users" for update')).toBe(false);
    expect(changesSessions('insert into "sessions" ("id") values ($1)')).toBe(false);
    expect(changesSessions('update "sessions" set "last_seen_at" = $1 where "id" = $2')).toBe(false);
  });
});
