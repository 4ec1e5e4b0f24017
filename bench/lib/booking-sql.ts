// Run by bench/booking.mjs with tsx: prints, as JSON, the statements POST /api/bookings runs in
// its transaction, taken from the server's own repositories (compiled by Kysely with the
// server's CamelCasePlugin, captured by a driver that runs nothing): lock the listing's row,
// read the claims that overlap the dates, insert the booking with its event (answering its
// view), read the two sides and queue the host's email (a request's notify_host). Each
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
import { listingClaimsRepository } from '../../server/src/modules/listings/availability/listing-claims.repository';
import { listingsRepository } from '../../server/src/modules/listings/core/listings.repository';
import { bookingsRepository } from '../../server/src/modules/bookings/core/bookings.repository';
import { notificationsRepository } from '../../server/src/modules/notifications/notifications.repository';
import { outboxRepository } from '../../server/src/modules/outbox/outbox.repository';
import { findUsers } from '../../server/src/modules/users/accounts.service';

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
    // A JSON column's value arrives stringified: '"@payload"'.
    const v = typeof p === 'string' && p.startsWith('"@') ? (JSON.parse(p) as string) : p;
    if (typeof v !== 'string' || !v.startsWith('@')) throw new Error(`unmarked parameter ${String(p)} in ${q.sql}`);
    return v.slice(1);
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
const event = Object.fromEntries(eventKeys.map((k) => [k, `@event.${k}`]));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await bookingsRepository.insertWithEvent(db, mark(...bookingKeys) as any, event as any);
const insertBooking = take();
// A request's effect: the host's email (notify_host), its two sides read, then queued.
const sides = mark('clientId', 'hostId');
await findUsers(db, [sides.clientId, sides.hostId]);
const users = take();
const task = mark('taskId', 'kind', 'payload', 'recipient', 'summary', 'at', 'dueAt');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await outboxRepository.insert(db, { ...task, id: task.taskId } as any);
const queueEmail = take();
// …and the host's in-app notification (new_booking), its live push queued the same way.
const n = mark(
  'nId',
  'userId',
  'type',
  'subType',
  'title',
  'message',
  'priority',
  'data',
  'actionUrl',
  'requiresAction',
  'at',
);
await notificationsRepository.insert(db, {
  id: n.nId,
  userId: n.userId,
  type: n.type,
  subType: n.subType,
  title: n.title,
  message: n.message,
  priority: n.priority,
  data: n.data,
  actionUrl: n.actionUrl,
  requiresAction: n.requiresAction,
  createdAt: n.at,
  updatedAt: n.at,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} as any);
const insertNotification = take();

process.stdout.write(JSON.stringify({ lock, claims, insertBooking, users, queueEmail, insertNotification }));
