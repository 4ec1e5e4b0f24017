import { describe, expect, it } from 'vitest';
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
    expect((await call('PUT', undefined, { bookingEmails: false, paymentEmails: true })).statusCode).toBe(401);
  });

  it('every email is on until the user turns it off; the choice is theirs alone and in their data export', async () => {
    const a = await createUser(t, { type: 'host' });
    const b = await createUser(t);
    expect((await call('GET', a.cookie)).json()).toEqual({ preferences: { bookingEmails: true, paymentEmails: true } });
    const put = await call('PUT', a.cookie, { bookingEmails: false, paymentEmails: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ preferences: { bookingEmails: false, paymentEmails: true } });
    expect((await call('GET', a.cookie)).json().preferences.bookingEmails).toBe(false);
    expect((await call('GET', b.cookie)).json().preferences.bookingEmails).toBe(true);
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: { cookie: a.cookie } });
    expect(exported.json().user.notificationPreferences).toEqual({ bookingEmails: false, paymentEmails: true });
  });

  it('refuses a change that does not name both, or names something else, and changes nothing', async () => {
    const u = await createUser(t);
    for (const body of [{ bookingEmails: false }, { bookingEmails: 'no', paymentEmails: true }]) {
      const res = await call('PUT', u.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await call('GET', u.cookie)).json().preferences).toEqual({ bookingEmails: true, paymentEmails: true });
  });
});
