import path from 'node:path';
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { ZodError } from 'zod';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import { readEnv } from '../env';
import { migrate, openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/lock';
import { systemClock } from '../context';
import { SettingsCache } from '../modules/settings/settings.cache';
import { adminExists, createFirstAdmin } from '../modules/auth/setup.service';

/**
 * `npm run create-admin`: the first administrator from a shell, with the same rules as
 * /create-admin. Values come from ADMIN_FIRST_NAME, ADMIN_LAST_NAME, ADMIN_EMAIL,
 * ADMIN_PHONE and ADMIN_PASSWORD, or are asked for (the password without echo).
 */
const fields = [
  ['firstName', 'ADMIN_FIRST_NAME', 'First name'],
  ['lastName', 'ADMIN_LAST_NAME', 'Last name'],
  ['email', 'ADMIN_EMAIL', 'Email'],
  ['phone', 'ADMIN_PHONE', 'Phone (e.g. +63 917 123 4567)'],
] as const;

/** One readline for every question; the password questions do not echo what is typed. */
function prompter() {
  let rl: readline.Interface | null = null;
  let muted = false;
  return {
    async ask(question: string, hidden = false): Promise<string> {
      if (!process.stdin.isTTY)
        throw new Error(`Not a terminal: set the ADMIN_* environment variables instead (missing: ${question}).`);
      if (!rl) {
        // readline has no "hidden" option: it echoes into this stream, which drops the echo while muted.
        const output = new Writable({
          write(chunk, _enc, done) {
            if (!muted) process.stdout.write(chunk);
            done();
          },
        });
        rl = readline.createInterface({ input: process.stdin, output, terminal: true });
      }
      if (!hidden) return (await rl.question(`${question}: `)).trim();
      // Hidden: the prompt is written here, then everything readline echoes is dropped.
      process.stdout.write(`${question}: `);
      muted = true;
      try {
        return (await rl.question('')).trim();
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl?.close(),
  };
}

async function main() {
  const env = readEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataDirLock(env.dataDir);
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(env.dataDir, 'pgdata'),
  });
  try {
    await migrate(handle.db);
    const settings = new SettingsCache(handle.db);
    await settings.ensureInstalled();
    if (await adminExists({ db: handle.db })) throw new AppError(ErrorCode.adminExists, en.auth.adminExists);

    const input: Record<string, string> = {};
    const p = prompter();
    try {
      for (const [key, envName, label] of fields) input[key] = process.env[envName]?.trim() || (await p.ask(label));
      input.password = process.env.ADMIN_PASSWORD ?? (await p.ask('Password', true));
      input.confirmPassword = process.env.ADMIN_PASSWORD ?? (await p.ask('Confirm password', true));
    } finally {
      p.close();
    }

    const user = await createFirstAdmin({ db: handle.db, settings, clock: systemClock }, input);
    console.log(`Administrator ${user.email} created. Sign in at /admin.`);
  } finally {
    await handle.close();
    release();
  }
}

main().catch((err) => {
  const message = err instanceof ZodError ? err.issues[0]?.message : err instanceof Error ? err.message : String(err);
  console.error(message);
  process.exit(1);
});
