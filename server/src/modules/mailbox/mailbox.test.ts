import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createApp } from '../../app';
import type { App } from '../../http/types';
import { testEnv } from '../../env';
import { useTestApp, useUser } from '../../test/hooks';

const outsider = '203.0.113.5';
const readMailbox = (t: { app: App }, remoteAddress: string, headers: Record<string, string | undefined> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

const t = useTestApp();

/** The same database served by an app with other environment variables (cheaper than a new database). */
function useAppWith(env: Parameters<typeof testEnv>[0]) {
  const v = {} as Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    Object.assign(v, await createApp({ db: t.db, env: testEnv(env), clock: t.clock }));
    await v.app.ready();
  });
  afterAll(() => v.app?.close());
  return v;
}

describe('development mailbox', () => {
  const client = useUser(t, { type: 'client', verified: false });

  it('lists what the platform sent, newest first, emails and SMS alike', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: client.user.email },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/send-code',
      headers: { cookie: client.cookie },
    });
    expect(code.statusCode, code.body).toBeLessThan(300);

    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json().messages;
    expect(newest).toMatchObject({ kind: 'sms', to: client.user.phone });
    expect(older).toMatchObject({ kind: 'email', to: client.user.email, subject: expect.stringMatching(/password/i) });
    expect(older.text).toContain('/reset-password?token=');
  });

  it('refuses a visitor from another machine, who asked for a reset link, with a 403 that says why', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: outsider,
      payload: { email: client.user.email },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const res = await readMailbox(t, outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'mailbox_local_only',
      message: en.mailbox.localOnly(`http://localhost:${t.ctx.env.PORT}/dev/mailbox`),
    });
    expect(res.body).not.toContain('reset-password');
  });

  it('does not believe an X-Forwarded-For or Forwarded header that claims to be this machine', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '::1' },
      { forwarded: 'for=127.0.0.1' },
    ]) {
      expect((await readMailbox(t, outsider, headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('answers every loopback address of this machine: 127.0.0.0/8, ::1 and ::ffff:127.x', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await readMailbox(t, address)).statusCode, address).toBe(200);
    }
    for (const address of ['10.0.0.1', '::ffff:203.0.113.5', '2001:db8::1', '128.0.0.1']) {
      expect((await readMailbox(t, address)).statusCode, address).toBe(403);
    }
  });

  it('refuses another machine forwarded by a proxy on this machine (the proxy connects from 127.0.0.1)', async () => {
    for (const headers of [
      { 'x-forwarded-for': outsider },
      { 'x-forwarded-for': `127.0.0.1, ${outsider}` },
      { 'x-real-ip': outsider },
      { forwarded: `for=127.0.0.1, for="[2001:db8::7]:4711"` },
      { forwarded: 'for=unknown' },
    ]) {
      expect((await readMailbox(t, '127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(
      (await readMailbox(t, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:5000"' })).statusCode,
    ).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  const t = useAppWith({ TRUST_PROXY: 'true' });

  it('still judges by the connection, not by X-Forwarded-For', async () => {
    expect((await readMailbox(t, outsider, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await readMailbox(t, '127.0.0.1', { 'x-forwarded-for': outsider })).statusCode).toBe(403);
  });
});

describe('with DEV_MAILBOX=on', () => {
  const t = useAppWith({ DEV_MAILBOX: 'on' });

  it('opens the mailbox to every machine', async () => {
    expect((await readMailbox(t, outsider)).statusCode).toBe(200);
  });
});

describe('with SMTP configured', () => {
  const t = useAppWith({ SMTP_URL: 'smtp://127.0.0.1:2525', DEV_MAILBOX: 'on' });

  it('has no mailbox at all, even with DEV_MAILBOX=on', async () => {
    for (const address of ['127.0.0.1', outsider]) {
      const res = await readMailbox(t, address);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(en.mailbox.off);
    }
    expect(t.ctx.mailer.usesOutbox).toBe(false);
  });
});

describe('with DEV_MAILBOX=off', () => {
  const t = useAppWith({ DEV_MAILBOX: 'off' });

  it('keeps the mailbox closed even without SMTP, and says so', async () => {
    const res = await readMailbox(t, '127.0.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'mailbox_off', message: en.mailbox.off });
  });
});
