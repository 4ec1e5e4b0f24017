import { describe, expect, it } from 'vitest';
import { createUser, outboxFor, randomIp } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';

/** general.platformName and general.version reach emails, texts and the public settings at once. */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

describe('the platform name and version (general.platformName, general.version)', () => {
  it('are public, and a change is served at once', async () => {
    await setSettings(t, admin.cookie, 'general', { platformName: 'Bodega PH', version: '2.3.4' });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub).toMatchObject({ platformName: 'Bodega PH', version: '2.3.4' });
  });

  it('email subjects and signatures and text messages use the current name', async () => {
    await setSettings(t, admin.cookie, 'general', { platformName: 'Bodega PH' });
    const u = await createUser(t, { verified: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
      remoteAddress: randomIp(),
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: { cookie: u.cookie } });
    await t.app.inject({ method: 'POST', url: '/api/auth/phone/send-code', headers: { cookie: u.cookie } });
    const [reset, verify] = [...(await outboxFor(t, u.email))].reverse();
    expect(reset.subject).toBe('Reset your Bodega PH password');
    expect(reset.text).toContain('your Bodega PH account');
    expect(reset.text.trim().endsWith('— Bodega PH')).toBe(true);
    expect(reset.html).toContain('— Bodega PH');
    expect(verify.subject).toBe('Verify your email address for Bodega PH');
    const [sms] = await outboxFor(t, u.row.phone);
    expect(sms.text).toMatch(/^Your Bodega PH verification code is \d{6}\./);
    for (const m of [reset, verify, sms]) expect(`${m.subject} ${m.text} ${m.html ?? ''}`).not.toContain('Espasyo');
  });
});
