// Run by bench/booking.mjs with tsx: prints, as JSON, the statements POST /api/bookings runs in
// its transaction, taken from the server's own repositories (compiled by Kysely with the
// server's CamelCasePlugin, captured by a driver that runs nothing): lock the listing's row,
// read the claims that overlap the dates, insert the booking, insert its event. Each
// statement comes with the name of each of its parameters, in order, so the benchmark's direct
// run through `pg` sends the very same SQL with its own values. Not part of the app.
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DB } from '../../server/src/db/schema';
import { listingClaimsRepository } from '../../server/src/modules/listings/listing-claims.repository';
import { listingsRepository } from '../../server/src/modules/listings/listings.repository';
import { bookingsRepository } from '../../server/src/modules/bookings/core/bookings.repository';

const captured: CompiledQuery[] = [];
const connection: DatabaseConnection = {
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    captured.push(q);
    return { rows: [{} as R] };
  },
  async *streamQuery() {
    throw new Error('not used');
  },
};
const driver: Driver = {
  init: async () => {},
  acquireConnection: async () => connection,
  beginTransaction: async () => {},
  commitTransaction: async () => {},
  rollbackTransaction: async () => {},
  releaseConnection: async () => {},
  destroy: async () => {},
};
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

/** Each value a marker `@name`: the compiled parameters then say which value goes where. */
const mark = <T extends string>(...names: T[]) =>
  Object.fromEntries(names.map((n) => [n, `@${n}`])) as Record<T, string>;
function take(): { sql: string; params: string[] } {
  const q = captured.shift();
  if (!q) throw new Error('no statement captured');
  const params = q.parameters.map((p) => {
    if (typeof p !== 'string' || !p.startsWith('@')) throw new Error(`unmarked parameter ${String(p)} in ${q.sql}`);
    return p.slice(1);
  });
  return { sql: q.sql, params };
}

// The booking row's keys in the order bookings.service.ts's createBooking builds it.
const bookingKeys = [
  'id',
  'listingId',
  'clientId',
  'hostId',
  'mode',
  'kind',
  'startDate',
  'endDate',
  'startsAt',
  'endsAt',
  'units',
  'quote',
  'total',
  'cancellationPolicy',
  'listingTitle',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  'status',
  'dueAction',
  'dueAt',
] as const;
const eventKeys = [
  'id',
  'bookingId',
  'action',
  'actor',
  'actorId',
  'fromStatus',
  'toStatus',
  'reason',
  'createdAt',
] as const;

const m = mark('listingId', 'from', 'to');
await listingsRepository.lock(db, m.listingId);
const lock = take();
await listingClaimsRepository.overlapping(db, m.listingId, m.from, m.to);
const claims = take();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await bookingsRepository.insert(db, mark(...bookingKeys) as any);
const insertBooking = take();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await bookingsRepository.insertEvent(db, mark(...eventKeys) as any);
const insertEvent = take();

process.stdout.write(JSON.stringify({ lock, claims, insertBooking, insertEvent }));
