/**
 * A server process for modules/outbox/outbox.crash.test.ts, which kills it with SIGKILL.
 * Opens the database of CHILD_DATABASE_URL (else PGlite in CHILD_DATA_DIR/pgdata), creates a
 * user for each address of CHILD_EMAILS (comma-separated) and asks for their password resets
 * through the API: each link and its email commit together. Then, by CHILD_MODE:
 * - `before`: its worker never starts (a process killed between the commit and the delivery);
 *   prints `committed`.
 * - `during`: its worker starts as main.ts starts it and claims the emails, and the mail server
 *   never answers, so the process is killed mid-delivery holding every one's claim; prints `sending`.
 * Run with `node --import tsx`.
 */
import path from 'node:path';
import { createApp } from '../app';
import { migrate, openDatabase } from '../db/client';
import { testEnv } from '../env';
import type { Mailer } from '../lib/mailer';
import { testClock, type TestApp } from './app';
import { createUser } from './builders';

const mode = process.env.CHILD_MODE;
const url = process.env.CHILD_DATABASE_URL || undefined;
const dataDir = process.env.CHILD_DATA_DIR!;
const emails = process.env.CHILD_EMAILS!.split(',');
const say = (line: string) => process.stdout.write(`${line}\n`);

const hangingMailer: Mailer = {
  usesOutbox: false,
  send: () => {
    say('sending');
    return new Promise<void>(() => {}); // the SMTP server that never answers
  },
};

const handle = await openDatabase({ url, dataDir: url ? undefined : path.join(dataDir, 'pgdata') });
await migrate(handle.db);
const env = testEnv({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
const clock = testClock();
const { app, ctx } = await createApp({ db: handle.db, env, clock, mailer: hangingMailer });
await ctx.settings.ensureInstalled();
await app.ready();
for (const email of emails) {
  await createUser({ app, ctx, db: handle.db, clock } as unknown as TestApp, { email });
  const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}: ${res.body}`);
}
say('committed');
if (mode === 'during') ctx.outbox.start();
setInterval(() => {}, 60_000); // wait for the kill
