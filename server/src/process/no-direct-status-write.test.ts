import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No status of a process's table is written anywhere but the process engine (issue 31, decision
 * 0075): the repositories' update and insert types omit `status`, and this scan of the server's
 * code fails on a write that would get round them — SQL text (`update payments set status = …`,
 * `insert into reviews (… status …)`) or Kysely (`updateTable('payouts').set({ status … })`,
 * `insertInto('disputes').values({ status … })`). Tests, migrations and the demo seed's bulk
 * history (db/seed: rows written as they are, with their events) are not the app's code paths.
 */
const root = join(__dirname, '..');
const tables = [
  'bookings',
  'bills',
  'listings',
  'payments',
  'refunds',
  'payouts',
  'disputes',
  'reviews',
  'handover_checklists',
  'handoverChecklists',
  'deposits',
];
/** Where a status is written: the engine (its dynamic table's update and insert). */
const allowed = new Set(['process/engine.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['db/migrations', 'db/seed', 'test'].includes(relative(root, path)) ? [] : files(path);
    return name.endsWith('.ts') && !/\.(test|fixtures)\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text from `from` to its matching closing parenthesis (the argument of a call). */
function argumentAt(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
}

/** Every direct write of a process table's status in `text`, as a short excerpt. */
export function statusWrites(text: string): string[] {
  const out: string[] = [];
  const list = tables.join('|');
  // SQL: update <table> … set … status = (before where/from/returning), insert into <table> (… status …).
  for (const m of text.matchAll(
    new RegExp(
      `update\\s+(?:${list})\\b(?:\\s+\\w+)?\\s+set\\b([\\s\\S]*?)(?:\\bwhere\\b|\\bfrom\\b|\\breturning\\b|\`)`,
      'gi',
    ),
  )) {
    if (/(^|[\s,.])status\s*=/i.test(m[1])) out.push(m[0].slice(0, 80));
  }
  for (const m of text.matchAll(new RegExp(`insert\\s+into\\s+(?:${list})\\s*\\(([^)]*)\\)`, 'gi'))) {
    if (/\bstatus\b/i.test(m[1])) out.push(m[0].slice(0, 80));
  }
  // Kysely: updateTable('<table>') … .set(…status…), insertInto('<table>') … .values(…status…).
  for (const m of text.matchAll(new RegExp(`(updateTable|insertInto)\\(\\s*'(${tables.join('|')})'\\s*\\)`, 'g'))) {
    const call = m[1] === 'updateTable' ? '.set(' : '.values(';
    const at = text.indexOf(call, m.index);
    const end = text.indexOf(';', m.index);
    if (at < 0 || (end >= 0 && at > end)) continue;
    const arg = argumentAt(text, at + call.length - 1);
    if (/(^|[^\w.])status\s*[:,}]/.test(arg)) out.push(`${m[0]}${call}${arg.slice(0, 60)}`);
  }
  return out;
}

describe('no direct status write (issue 31)', () => {
  it('finds the writes it looks for', () => {
    expect(
      statusWrites("await sql`update payments set status = 'paid', updated_at = now() where id = ${id}`"),
    ).toHaveLength(1);
    expect(statusWrites("sql`update bookings b set due_at = null where b.status = 'pending'`")).toEqual([]);
    expect(statusWrites("sql`insert into reviews (id, status) values (1, 'blind')`")).toHaveLength(1);
    expect(
      statusWrites("db.updateTable('payouts').set({ status: 'failed', reason }).where('id', '=', id)"),
    ).toHaveLength(1);
    expect(statusWrites("db.updateTable('payouts').set({ reference }).where('status', '=', 'pending')")).toEqual([]);
    expect(statusWrites("db.insertInto('disputes').values({ id, status })")).toHaveLength(1);
    expect(statusWrites("db.updateTable('reviews').set((eb) => ({ status: f.status }))")).toHaveLength(1);
  });

  it('none in the server but the engine', () => {
    const found = files(root)
      .filter((f) => !allowed.has(relative(root, f)))
      .flatMap((f) => statusWrites(readFileSync(f, 'utf8')).map((w) => `${relative(root, f)}: ${w}`));
    expect(found).toEqual([]);
  });
});
