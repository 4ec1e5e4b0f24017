import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, outboxFor } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { setSettings } from '../verification/verification.fixtures';
import { codeAt, enable2fa, post } from './two-factor.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-2fa-' });

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('turning two-factor sign-in on', () => {
  it('setup gives a secret, an otpauth link for Espasyo and a QR code; the secret is stored encrypted', async () => {
    const u = await createUser(t);
    const res = await post(t, '/api/me/2fa/setup', u.cookie);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Espasyo:/);
    expect(new URL(otpauthUrl).searchParams.get('issuer')).toBe('Espasyo');
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await t.db
      .selectFrom('users')
      .select(['totpSecret', 'totpEnabledAt'])
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpEnabledAt).toBeNull();
    expect((await get('/api/me/2fa', u.cookie)).json()).toMatchObject({ enabled: false, pending: true });
  });

  it('enable refuses a wrong code, then takes a real one and shows 10 recovery codes once', async () => {
    const u = await createUser(t);
    const { secret } = (await post(t, '/api/me/2fa/setup', u.cookie)).json();
    const wrong = await post(t, '/api/me/2fa/enable', u.cookie, {
      code: '000000' === codeAt(t, secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(en.twoFactor.invalidCode);
    expect((await post(t, '/api/me/2fa/enable', u.cookie, { code: '12ab' })).json().error.message).toBe(
      en.twoFactor.codeFormat,
    );

    const res = await post(t, '/api/me/2fa/enable', u.cookie, { code: codeAt(t, secret) });
    expect(res.statusCode).toBe(200);
    const codes: string[] = res.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db
      .selectFrom('twoFactorRecoveryCodes')
      .select('codeHash')
      .where('userId', '=', u.user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.map((s) => s.codeHash)).not.toContain(c);

    const status = (await get('/api/me/2fa', u.cookie)).json();
    expect(status).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status)).not.toContain(secret);
    expect((await post(t, '/api/me/2fa/setup', u.cookie)).statusCode).toBe(409); // the secret is never shown again
    expect((await outboxFor(t, u.email))[0].subject).toBe(en.twoFactor.enabledSubject);
  });

  it("enabling ends the user's other sessions", async () => {
    const u = await createUser(t);
    const { startSession } = await import('../auth/sessions.service');
    const { token } = await startSession(t.ctx, u.user.id, {});
    const elsewhere = `espasyo_session=${token}`;
    await enable2fa(t, u);
    expect((await get('/api/auth/me', elsewhere)).json().user).toBeNull();
    expect((await get('/api/auth/me', u.cookie)).json().user.id).toBe(u.user.id);
  });

  it('disable needs the password and a current code', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000); // the enabling code's step is spent
    let res = await post(t, '/api/me/2fa/disable', u.cookie, { password: 'wrong-password', code: codeAt(t, secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.twoFactor.wrongPassword);
    res = await post(t, '/api/me/2fa/disable', u.cookie, { password: u.password, code: codeAt(t, secret, 5 * 60_000) });
    expect(res.json().error.message).toBe(en.twoFactor.invalidCode);
    expect((await post(t, '/api/me/2fa/disable', u.cookie, { password: u.password })).statusCode).toBe(400);
    res = await post(t, '/api/me/2fa/disable', u.cookie, { password: u.password, code: codeAt(t, secret) });
    expect(res.statusCode).toBe(204);
    expect((await get('/api/me/2fa', u.cookie)).json()).toMatchObject({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
    });
    expect((await outboxFor(t, u.email))[0].subject).toBe(en.twoFactor.disabledSubject);
    expect((await post(t, '/api/me/2fa/disable', u.cookie, { password: u.password, code: '123456' })).statusCode).toBe(
      400,
    );
  });
});

describe('security.twoFactorAuthRequired', () => {
  it('limits admins and moderators without 2FA to setting it up; others are not affected', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const moderator = await createUser(t, { type: 'moderator' });
    const client = await createUser(t);
    expect((await get('/api/admin/verification', admin.cookie)).statusCode).toBe(200);

    await setSettings(t, { security: { twoFactorAuthRequired: true } });
    for (const u of [admin, moderator]) {
      const res = await get('/api/me/verification', u.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'two_factor_setup_required', message: en.twoFactor.setupRequired });
    }
    expect((await get('/api/admin/verification', admin.cookie)).json().error.code).toBe('two_factor_setup_required');
    expect((await get('/api/me/verification', client.cookie)).statusCode).toBe(200);
    // Still open to them: who am I, 2FA status and setup, public settings.
    expect((await get('/api/auth/me', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/me/2fa', admin.cookie)).json()).toMatchObject({ enabled: false, required: true });
    expect((await get('/api/settings/public', admin.cookie)).statusCode).toBe(200);

    await enable2fa(t, admin);
    expect((await get('/api/admin/verification', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/me/verification', moderator.cookie)).statusCode).toBe(403);

    await setSettings(t, { security: { twoFactorAuthRequired: false } });
    expect((await get('/api/me/verification', moderator.cookie)).statusCode).toBe(200);
  });
});
