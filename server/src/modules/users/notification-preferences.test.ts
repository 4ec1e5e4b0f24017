import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences as defaults } from '@espasyo/domain';
import { createUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

/** A user's own choice of the emails they get (booking and payment emails; issue 19). */
const t = useTestApp();
const url = '/api/me/notification-preferences';
const call = (method: 'GET' | 'PUT', cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('/api/me/notification-preferences', () => {
  it('needs a session', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, { ...defaults, bookingEmails: false })).statusCode).toBe(401);
  });

  it('every email but news and offers is on until the user turns it off; the choice is theirs alone and in their data export', async () => {
    const a = await createUser(t, { type: 'host' });
    const b = await createUser(t);
    // Marketing emails are off on the platform by default (notifications.marketingEmails).
    const offForEveryone = ['marketingEmails'];
    expect(defaults.marketingEmails).toBe(false);
    expect((await call('GET', a.cookie)).json()).toEqual({ preferences: defaults, offForEveryone });
    const put = await call('PUT', a.cookie, { ...defaults, bookingEmails: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ preferences: { ...defaults, bookingEmails: false }, offForEveryone });
    expect((await call('GET', a.cookie)).json().preferences.bookingEmails).toBe(false);
    expect((await call('GET', b.cookie)).json().preferences.bookingEmails).toBe(true);
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: { cookie: a.cookie } });
    expect(exported.json().user.notificationPreferences).toEqual({ ...defaults, bookingEmails: false });
  });

  it('refuses a change that does not name every preference, or names something else, and changes nothing', async () => {
    const u = await createUser(t);
    for (const body of [{ bookingEmails: false }, { ...defaults, bookingEmails: 'no' }]) {
      const res = await call('PUT', u.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await call('GET', u.cookie)).json().preferences).toEqual(defaults);
  });

  it('says which choices the platform has turned off for everyone (its notifications settings)', async () => {
    const u = await createUser(t);
    const before = await t.ctx.settings.get();
    const set = (n: Partial<typeof before.notifications>) =>
      t.db
        .updateTable('settings')
        .set({ data: JSON.stringify({ ...before, notifications: { ...before.notifications, ...n } }) })
        .execute()
        .then(() => t.ctx.settings.invalidate());
    try {
      await set({
        reviewNotifications: false,
        smsNotifications: false,
        pushNotifications: false,
        marketingEmails: true,
      });
      expect((await call('GET', u.cookie)).json().offForEveryone).toEqual(['reviewEmails', 'smsAlerts', 'pushAlerts']);
      await set({ emailNotifications: false, marketingEmails: true });
      expect((await call('GET', u.cookie)).json().offForEveryone).toEqual([
        'bookingEmails',
        'paymentEmails',
        'messageEmails',
        'reviewEmails',
        'systemEmails',
      ]);
      await set({});
      expect((await call('GET', u.cookie)).json().offForEveryone).toEqual(['marketingEmails']);
    } finally {
      await set({});
    }
  });
});
