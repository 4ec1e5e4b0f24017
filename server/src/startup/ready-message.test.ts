import { describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { readyMessage } from './ready-message';

describe('the ready message', () => {
  it('says where the server is, names the demo accounts and /admin, and who can read the mailbox', () => {
    const text = readyMessage(testEnv({ PORT: 3000, DEMO_DATA: 'on', DATA_DIR: '/srv/espasyo' }), {
      database: 'pglite',
      adminExists: true,
    });
    expect(text.split('\n')).toEqual([
      'Espasyo is running on http://localhost:3000 (NODE_ENV=test; database: embedded, /srv/espasyo)',
      '  Admins sign in at http://localhost:3000/admin. Demo accounts, password Espasyo!2026: admin@espasyo.test, moderator@espasyo.test, host@espasyo.test, client@espasyo.test',
      '  Mailbox: http://localhost:3000/dev/mailbox, readable only from this machine (DEV_MAILBOX=on opens it to everyone, off closes it)',
    ]);
  });

  it('without demo data points to /create-admin while there is no administrator', () => {
    const env = testEnv({ PUBLIC_URL: 'https://espasyo.ph', DEMO_DATA: 'off', SMTP_URL: 'smtp://mail.example.com' });
    expect(readyMessage(env, { database: 'postgres', adminExists: false })).toBe(
      [
        'Espasyo is running on https://espasyo.ph (NODE_ENV=test; database: PostgreSQL)',
        '  No administrator yet: create one at https://espasyo.ph/create-admin or with npm run create-admin. Admins sign in at https://espasyo.ph/admin',
        '  Mailbox: off, email goes out through SMTP',
      ].join('\n'),
    );
    expect(readyMessage(env, { database: 'postgres', adminExists: true })).toContain(
      '\n  Admins sign in at https://espasyo.ph/admin\n',
    );
  });

  it('says when rate limits are shared in Redis, without its URL (it may hold a password)', () => {
    const env = testEnv({ PUBLIC_URL: 'https://espasyo.ph', REDIS_URL: 'redis://:s3cret@cache:6379/0' });
    const first = readyMessage(env, { database: 'postgres', adminExists: true }).split('\n')[0];
    expect(first).toBe(
      'Espasyo is running on https://espasyo.ph (NODE_ENV=test; database: PostgreSQL; rate limits: shared in Redis)',
    );
  });

  it('warns when the mailbox is open to everyone', () => {
    expect(
      readyMessage(testEnv({ DEV_MAILBOX: 'on', PUBLIC_URL: 'http://10.0.0.5:3000' }), {
        database: 'pglite',
        adminExists: true,
      }),
    ).toContain(
      '  Mailbox: http://10.0.0.5:3000/dev/mailbox, open to everyone who can reach the server (DEV_MAILBOX=on)',
    );
  });

  it('names the bucket when files go to S3', () => {
    const env = testEnv({
      S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com',
      S3_BUCKET: 'espasyo-files',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    });
    const text = readyMessage(env, { database: 'postgres', adminExists: true });
    expect(text.split('\n').at(-1)).toBe('  Files: S3 bucket espasyo-files at https://s3.ap-southeast-1.amazonaws.com');
    expect(text).not.toContain('secret-example');
  });
});
