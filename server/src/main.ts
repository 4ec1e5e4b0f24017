import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from './env';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { withStartupLock } from './db/startup-lock';
import { adminExists } from './modules/users/accounts.service';
import { refuseIfUnsafe, unsafeProductionConfig } from './startup/production-guard';
import { readyMessage } from './startup/ready-message';
import { shutDown } from './startup/shutdown';
import { startUp } from './startup/start-up';

/** Reads the environment, opens the database, starts the app; nothing else. */
async function main() {
  const env = readEnv();
  refuseIfUnsafe(unsafeProductionConfig(env));
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.dataDir);
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'pgdata'),
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === 'on',
  });
  const here = path.dirname(fileURLToPath(import.meta.url));
  let created: Awaited<ReturnType<typeof startUp>>;
  try {
    // Of instances starting at once, one migrates and installs while the others wait (PostgreSQL).
    created = await withStartupLock(handle, () =>
      startUp(handle.db, env, {
        webDist: path.resolve(here, '../../web/dist'),
        demo: { photoDir: path.resolve(here, '../seed-photos'), history: true },
      }),
    );
  } catch (e) {
    await handle.close();
    releaseLock();
    throw e;
  }
  const { app, ctx, lifecycle } = created;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    let code = 0;
    try {
      const outcome = await shutDown({
        app,
        lifecycle,
        delayMs: env.SHUTDOWN_DELAY_MS,
        closeDatabase: () => handle.close(),
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        log: app.log,
      });
      code = outcome === 'drained' ? 0 : 1;
    } finally {
      releaseLock();
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  ctx.jobs.start(); // scheduled jobs run in the server only, never in tests
  ctx.outbox.start(); // so does the outbox's worker: what a crash left undelivered goes now
  console.log(readyMessage(env, { database: handle.kind, adminExists: await adminExists(handle.db) }));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
