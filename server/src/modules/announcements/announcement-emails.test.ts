import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@espasyo/domain';
import { createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';
import { as } from '../listings/core/listings.fixtures';

/**
 * notifications.marketingEmails (issue 30): the marketing emails are the announcements staff choose
 * to email as news. While the setting is off nobody gets one, whatever they chose; while on, only
 * the clients and hosts of the announcement's audience who agreed to news and offers.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const news = { title: 'Parking in Cebu', body: 'New parking slots near IT Park, from ₱60 a day.', endsOn: null };

/** A user who agreed to news and offers (or did not: `consent` false). */
async function subscriber(type: 'client' | 'host', consent = true) {
  const u = await createUser(t, { type });
  const res = await as(t, u.cookie).put('/api/me/notification-preferences', {
    ...defaultNotificationPreferences,
    marketingEmails: consent,
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

const newsFor = async (u: BuiltUser) => (await outboxFor(t, u.email)).filter((m) => m.subject === news.title);

async function publish(audience: 'everyone' | 'clients' | 'hosts', emailSubscribers = true) {
  const res = await as(t, admin.cookie).post('/api/admin/announcements?publish=true', {
    ...news,
    audience,
    emailSubscribers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; emailSubscribers: boolean; emailedAt: string | null };
}

describe('marketing emails (notifications.marketingEmails)', () => {
  it('off (the default): nobody is emailed news, whatever they chose', async () => {
    const client = await subscriber('client');
    const published = await publish('everyone');
    expect(published).toMatchObject({ emailSubscribers: true, emailedAt: expect.any(String) });
    await t.ctx.outbox.idle();
    expect(await newsFor(client)).toEqual([]);
  });

  it('on: only the clients and hosts of its audience who agreed get it, once', async () => {
    await setSettings(t, admin.cookie, 'notifications', { marketingEmails: true });
    try {
      const agreed = await subscriber('client');
      const declined = await subscriber('client', false);
      const never = await createUser(t, { type: 'client' }); // never chose: no consent
      const host = await subscriber('host');
      const staff = await createUser(t, { type: 'moderator' });

      const { id } = await publish('clients');
      const [mail] = await newsFor(agreed);
      expect(mail.text).toContain(news.body);
      expect(mail.text).toContain('you chose to receive news and offers');
      expect(mail.text).toContain(`${t.ctx.env.publicUrl}/client/settings#notifications`);
      for (const u of [declined, never, host, staff]) expect(await newsFor(u)).toEqual([]);

      // Published again after unpublishing: not emailed twice.
      await as(t, admin.cookie).post(`/api/admin/announcements/${id}/unpublish`);
      await as(t, admin.cookie).post(`/api/admin/announcements/${id}/publish`);
      await t.ctx.outbox.idle();
      expect(await newsFor(agreed)).toHaveLength(1);

      // To everyone: clients and hosts who agreed; without the choice to email it, nobody.
      await publish('everyone');
      expect(await newsFor(host)).toHaveLength(1);
      expect(await newsFor(agreed)).toHaveLength(2);
      await publish('hosts', false);
      expect(await newsFor(host)).toHaveLength(1);
    } finally {
      await setSettings(t, admin.cookie, 'notifications', { marketingEmails: false });
    }
  });

  it('a draft chosen to be emailed is emailed when it is published, if marketing emails are on then', async () => {
    const agreed = await subscriber('host');
    const res = await as(t, admin.cookie).post('/api/admin/announcements', {
      ...news,
      audience: 'hosts',
      emailSubscribers: true,
    });
    const { id } = res.json();
    expect(res.json().emailedAt).toBeNull();
    await setSettings(t, admin.cookie, 'notifications', { marketingEmails: true });
    try {
      await as(t, admin.cookie).post(`/api/admin/announcements/${id}/publish`);
      await t.ctx.outbox.idle();
      expect(await newsFor(agreed)).toHaveLength(1);
    } finally {
      await setSettings(t, admin.cookie, 'notifications', { marketingEmails: false });
    }
  });

  it("users choose it in their notification preferences; the platform's switch shows there", async () => {
    const u = await createUser(t, { type: 'client' });
    const prefs = (await as(t, u.cookie).get('/api/me/notification-preferences')).json();
    expect(prefs).toMatchObject({ preferences: { marketingEmails: false }, offForEveryone: ['marketingEmails'] });
  });
});
