import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../test/hooks';

describe('development mailbox', () => {
  const t = useTestApp();
  const client = useUser(t, { type: 'client', verified: false });

  it('lists what the platform sent, newest first, emails and SMS alike', async () => {
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: client.user.email } });
    expect(reset.statusCode, reset.body).toBe(200);
    const code = await t.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: { cookie: client.cookie } });
    expect(code.statusCode, code.body).toBeLessThan(300);

    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json().messages;
    expect(newest).toMatchObject({ kind: 'sms', to: client.user.phone });
    expect(older).toMatchObject({ kind: 'email', to: client.user.email, subject: expect.stringMatching(/password/i) });
    expect(older.text).toContain('/reset-password?token=');
  });
});

describe('with SMTP configured', () => {
  const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });

  it('has no mailbox at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(t.ctx.mailer.usesOutbox).toBe(false);
  });
});

describe('with DEV_MAILBOX=off', () => {
  const t = useTestApp({ env: { DEV_MAILBOX: 'off' } });

  it('keeps the mailbox closed even without SMTP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});
