import { createApp } from '../app';
import { migrate, type Database } from '../db/client';
import { seedDemoData, type SeedOptions } from '../db/seed/index';
import type { Env } from '../env';
import { vapidKeys } from '../modules/push/push.service';
import { refuseIfUnsafe, unsafeProductionData } from './production-guard';

export interface StartUpOptions {
  /** The built web app (web/dist). */
  webDist: string;
  /** The demo data's, made when env.DEMO_DATA is on. */
  demo: SeedOptions;
}

/**
 * A server's start-up work, which main.ts runs under the start-up lock before it listens:
 * migrations, the production data guard, the app, its settings row, the Web Push keys, the demo data.
 */
export async function startUp(db: Database, env: Env, opts: StartUpOptions) {
  await migrate(db);
  refuseIfUnsafe(await unsafeProductionData(env, db));
  // Rejects when web/dist is built without its page renderer (http/pages.ts).
  const made = await createApp({ db, env, webDist: opts.webDist });
  // Ready before anything below uses it: the demo data's sandbox webhooks post to it through a
  // module's app.inject, which readied the app without @fastify/swagger's onReady hook, and
  // /api/openapi.json answered 500 until the next start (issue 29).
  await made.app.ready();
  await made.ctx.settings.ensureInstalled();
  await vapidKeys(made.ctx); // Web Push's key pair: the environment's, or made now and kept in the database
  if (env.DEMO_DATA === 'on') await seedDemoData(made.ctx, opts.demo);
  return made;
}
