// Run by bench/billing.mjs with tsx on its filled PostgreSQL database (BENCH_DB_URL): the server's
// own daily billing, runBilling (server/src/modules/bookings/tenancies/billing.service.ts), with
// its clock at BENCH_AT, as the tenancy-billing job runs it — an app made by createApp on the
// server's pool, its scheduled jobs and its outbox's worker not started (what the run queues stays
// queued, as it would until the worker's next pass). Twice: the second run must find nothing to
// do. Prints {first, second} as JSON: each run's seconds and its counts, the rows it wrote, and the
// CPU time it took (this process's, and the database's backends' from /proc: steadier than the
// seconds on a machine that other work shares). Not part of the app.
import { sql } from 'kysely';
import { createApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/client';
import { testEnv } from '../../server/src/env';
import { runBilling } from '../../server/src/modules/bookings/tenancies/billing.service';
import { cpuTracker } from './proc-cpu.mjs';

const url = process.env.BENCH_DB_URL;
const at = new Date(process.env.BENCH_AT ?? '');
if (!url || Number.isNaN(at.getTime())) throw new Error('BENCH_DB_URL and BENCH_AT');

const handle = await openDatabase({ url });
const env = testEnv({ DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const { app, ctx } = await createApp({
  db: handle.db,
  env,
  clock: { now: () => new Date(at) },
  deliverBeforeReply: false,
});
await app.ready();
const written = async () => {
  const { rows } = await sql<{ events: number; notifications: number; outbox: number }>`
    select (select count(*)::int from process_events) as events,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from outbox_tasks) as outbox`.execute(handle.db);
  return rows[0];
};
const backends = async () => {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database()`.execute(handle.db);
  return rows.map((r) => r.pid);
};
async function timedRun() {
  const before = await written();
  const db = cpuTracker(backends, 500);
  await db.start();
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const counts = await runBilling(ctx);
  const seconds = Math.round(performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const dbMs = await db.stop();
  const after = await written();
  return {
    seconds,
    ...counts,
    cpuSeconds: {
      server: Math.round((cpu.user + cpu.system) / 1000) / 1000,
      database: Math.round(dbMs) / 1000,
    },
    rowsWritten: {
      processEvents: after.events - before.events,
      notifications: after.notifications - before.notifications,
      outboxTasks: after.outbox - before.outbox,
    },
  };
}
try {
  const first = await timedRun();
  const second = await timedRun();
  process.stdout.write(JSON.stringify({ first, second }));
} finally {
  await app.close();
  await handle.close();
}
