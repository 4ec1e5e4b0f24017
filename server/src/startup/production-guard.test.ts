import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv, testEnv } from '../env';
import { passwords } from '../lib/passwords';
import { demoClients, demoHosts, seedUsers } from '../db/seed/users';
import { useTestApp } from '../test/hooks';
import { refuseIfUnsafe, unsafeProductionConfig, unsafeProductionData } from './production-guard';

const production = (env: Parameters<typeof testEnv>[0] = {}) => testEnv({ NODE_ENV: 'production', ...env });

describe('defaults', () => {
  it('a plain npm start is a development demo: demo data on, mailbox for this machine only', () => {
    expect(readEnv({})).toMatchObject({ NODE_ENV: 'development', DEMO_DATA: 'on', mailbox: 'local' });
  });

  it('NODE_ENV=production leaves the demo data out unless asked for', () => {
    expect(readEnv({ NODE_ENV: 'production' })).toMatchObject({ DEMO_DATA: 'off', mailbox: 'local' });
  });

  it('DEV_MAILBOX=on opens the mailbox, off closes it, and SMTP always closes it', () => {
    expect(readEnv({ DEV_MAILBOX: 'on' }).mailbox).toBe('open');
    expect(readEnv({ DEV_MAILBOX: 'off' }).mailbox).toBe('off');
    expect(readEnv({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://mail.example.com' }).mailbox).toBe('off');
  });
});

describe('the production guard', () => {
  it('refuses a mailbox open to everyone, and says why', () => {
    const problems = unsafeProductionConfig(production({ DEV_MAILBOX: 'on' }));
    expect(problems).toEqual([expect.stringContaining('DEV_MAILBOX=on lets anyone read password-reset links')]);
    expect(() => refuseIfUnsafe(problems)).toThrow(
      /^Espasyo will not start with NODE_ENV=production:\n {2}- DEV_MAILBOX=on/,
    );
  });

  it('refuses DEMO_DATA=on (demo accounts with the published password)', () => {
    expect(unsafeProductionConfig(production({ DEMO_DATA: 'on' }))).toEqual([
      expect.stringContaining('DEMO_DATA=on creates the demo accounts'),
    ]);
  });

  it('accepts the mailbox for this machine only, SMTP, and anything outside production', () => {
    expect(unsafeProductionConfig(production())).toEqual([]);
    expect(unsafeProductionConfig(production({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://mail.example.com' }))).toEqual([]);
    expect(unsafeProductionConfig(testEnv({ NODE_ENV: 'development', DEV_MAILBOX: 'on', DEMO_DATA: 'on' }))).toEqual(
      [],
    );
  });

  it('stops the server before it opens anything, with one message', () => {
    const dataDir = path.join(os.tmpdir(), `espasyo-guard-${process.pid}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEV_MAILBOX: 'on',
        DEMO_DATA: 'on',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^Espasyo will not start with NODE_ENV=production:\n {2}- DEV_MAILBOX=on .*\n {2}- DEMO_DATA=on .*\n$/,
    );
    expect(run.stdout).toBe('');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('demo accounts in the database', () => {
  const t = useTestApp();

  it('refuses demo accounts that still open with the published password, until changed or disabled', async () => {
    await seedUsers(t.ctx);
    const [problem] = await unsafeProductionData(production(), t.db);
    expect(problem).toMatch(
      /^The demo accounts admin@espasyo.test, moderator@espasyo.test, host@espasyo.test, client@espasyo.test, maria.santos@espasyo.test, .+ still sign in with the published demo password/,
    );
    expect(await unsafeProductionData(testEnv(), t.db)).toEqual([]);

    const hash = await passwords.hash('A-new-secret-2026');
    await t.db
      .updateTable('users')
      .set({ passwordHash: hash })
      .where('email', 'in', [
        'admin@espasyo.test',
        'moderator@espasyo.test',
        ...[...demoHosts, ...demoClients].map((d) => d.email),
      ])
      .execute();
    await t.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', 'host@espasyo.test').execute();
    expect(await unsafeProductionData(production(), t.db)).toEqual([
      expect.stringMatching(/^The demo account client@espasyo.test still signs in/),
    ]);

    await t.db.updateTable('users').set({ passwordHash: hash }).where('email', '=', 'client@espasyo.test').execute();
    expect(await unsafeProductionData(production(), t.db)).toEqual([]);
  });
});
