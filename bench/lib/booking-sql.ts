// Run by bench/booking.mjs with tsx: prints, as JSON, every statement POST /api/bookings runs in
// its transaction, in order, for a request and for an instant booking — taken from the server
// itself: its createBooking runs on an in-memory PGlite database migrated as the server migrates
// and filled as the benchmark fills (bench/lib/booking-fill.mjs), and Kysely's query log records
// what it sends. So the benchmark's direct side (bench/lib/booking-direct.mjs) sends the very same
// SQL, whatever the create path becomes: the locks, the checks, the booking with its event, and
// its effects (a request's notification, its live push, the host's email…).
//
// Each parameter is given by what it stands for, found by its value: a value of the booking
// (`{name}`: its id, listing, client, host, dates, instants, units, quote, total, policy, title,
// the moment it was made, its timer), an id the server made (`{name: 'newId#k'}`), a text with
// such values inside (`{template}`: an email's text, a notification's data, with {{name}}
// marks), or a constant (`{value}`, `{date}`); and whether the server prepares it on PostgreSQL.
// Not part of the app.
import { CamelCasePlugin, type LogEvent } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { createApp } from '../../server/src/app';
import { migrate } from '../../server/src/db/client';
import { preparable } from '../../server/src/db/prepared-statements';
import { HookedDatabase } from '../../server/src/db/transactions';
import { testEnv } from '../../server/src/env';
import { createBooking } from '../../server/src/modules/bookings/core/bookings.service';
import type { AuthUser } from '../../server/src/modules/users/user.mapper';
import { clientId, fillStatements, openRequestCapsSql } from './booking-fill.mjs';

type Param = { name: string } | { template: string } | { value: unknown } | { date: string };
export interface Statement {
  label: 'clientLock' | 'listingLock' | 'openRequests' | 'mostInUse' | 'create' | 'effect';
  sql: string;
  params: Param[];
  /** The server prepares it on PostgreSQL (db/prepared-statements.ts). */
  prepared: boolean;
}

const labels: [Statement['label'], RegExp][] = [
  ['clientLock', /pg_advisory_xact_lock/],
  ['listingLock', /^select .* from "listings" where "id" = \$1 for update$/s],
  ['openRequests', /count\(\*\)::int as "all"/],
  ['mostInUse', /most_units_in_use/],
  ['create', /insert into "bookings"/],
];
const labelOf = (sql: string) => labels.find(([, re]) => re.test(sql))?.[0] ?? 'effect';

/** JSON with each object's keys in order (jsonb gives them back in its own order). */
const canonical = (v: unknown): string =>
  v && typeof v === 'object'
    ? Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(v);

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

// The database, with Kysely's log recording every statement while `recording` is on.
let recording: { sql: string; parameters: readonly unknown[] }[] | null = null;
const pglite = new PGlite({ extensions: { cube, earthdistance, pg_trgm, unaccent }, parsers: { 1082: (v) => v } });
await pglite.waitReady;
const db = new HookedDatabase({
  dialect: new PGliteDialect(pglite),
  plugins: [new CamelCasePlugin()],
  log: (e: LogEvent) => {
    if (e.level === 'query') recording?.push({ sql: e.query.sql, parameters: e.query.parameters });
  },
});
await migrate(db);
const now = new Date(Date.UTC(2030, 0, 1, 3, 0, 0));
const { app, ctx } = await createApp({
  db,
  env: testEnv({ PUBLIC_URL: 'http://127.0.0.1:3983' }),
  clock: { now: () => new Date(now) },
  webDist: null,
  renderPage: null,
  deliverBeforeReply: false,
});
await ctx.settings.ensureInstalled();
for (const s of [
  ...fillStatements({ clients: 1, count: 2, capacity: 50, races: 0, raceUnits: 1, passwordHash: 'not-a-hash' }),
  [openRequestCapsSql, [100, 100]],
] as (string | [string, unknown[]])[]) {
  const [text, params] = Array.isArray(s) ? s : [s, []];
  await pglite.query(text, params);
}
ctx.settings.invalidate();
await ctx.settings.get();
const client = await db.selectFrom('users').selectAll().where('id', '=', clientId(0)).executeTakeFirstOrThrow();
const user = client as unknown as AuthUser;

/** Every statement of one booking of `listingId`, each parameter by what it stands for. */
async function capture(listingId: string): Promise<Statement[]> {
  const input = { listingId, startDate: '2030-01-10', endDate: '2030-01-11', units: 2 };
  recording = [];
  const { booking } = await createBooking(ctx, user, input, null);
  const sent = recording;
  recording = null;
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
  const named: Record<string, unknown> = {
    bookingId: row.id,
    clientId: row.clientId,
    hostId: row.hostId,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    units: row.units,
    total: row.total,
    cancellationPolicy: row.cancellationPolicy,
    now,
    ...(row.dueAt ? { dueAt: row.dueAt } : {}),
  };
  const texts = Object.entries(named).filter(([, v]) => typeof v === 'string') as [string, string][];
  const ids = new Map<string, string>();
  const idName = (id: string) => {
    const byName = texts.find(([, v]) => v === id)?.[0];
    if (byName) return byName;
    if (!ids.has(id)) ids.set(id, `newId#${ids.size + 1}`);
    return ids.get(id)!;
  };
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? new Date(a as Date).getTime() === new Date(b as Date).getTime() && a instanceof Date && b instanceof Date
      : a === b;
  const paramOf = (p: unknown): Param => {
    const hit = Object.entries(named).find(([, v]) => same(p, v));
    if (hit) return { name: hit[0] };
    if (p instanceof Date) return { date: p.toISOString() };
    if (typeof p !== 'string') return { value: p };
    if (/^[{[]/.test(p)) {
      try {
        if (canonical(JSON.parse(p)) === canonical(row.quote)) return { name: 'quote' };
      } catch {
        /* not JSON */
      }
    }
    if (new RegExp(`^${uuid.source}$`).test(p)) return { name: idName(p) };
    let template = p.replace(uuid, (id) => `{{${idName(id)}}}`);
    for (const [name, v] of texts) if (v.length >= 8) template = template.split(v).join(`{{${name}}}`);
    return template === p ? { value: p } : { template };
  };
  // The PGlite dialect sends begin and commit as statements; each side opens its own transaction.
  return sent
    .filter((q) => !/^(begin|commit)$/.test(q.sql))
    .map((q) => ({
      label: labelOf(q.sql),
      sql: q.sql,
      params: q.parameters.map(paramOf),
      prepared: preparable(q.sql, q.parameters.length),
    }));
}

// bench-listing-000 books instantly, bench-listing-001 takes requests (booking-fill.mjs: g % 2).
const plans = { instant: await capture('bench-listing-000'), request: await capture('bench-listing-001') };
await app.close();
await pglite.close();
process.stdout.write(JSON.stringify(plans));
