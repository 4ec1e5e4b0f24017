import { beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, type NotificationPreferences, type PlatformSettings } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { PUSH_SERVICE_ADDRESSES, usePushService } from '../push/push.fixtures';
import { notify, type NewNotification } from './notifications.service';

/**
 * A notification's copies by email, SMS and Web Push (issue 21, design §7; decision 0044): each
 * channel on or off by the platform's setting and by the user's own preference; bookings' and
 * payouts' own emails not doubled; a burst of messages one email; a dead device removed.
 */
const push = usePushService();
const t = useTestApp({ pushNetwork: push.network });
beforeAll(async () => {
  await t.ctx.settings.get(); // warm, as a running server's is: notify() reads it inside its transaction
});

type Notifications = PlatformSettings['notifications'];
async function platform(n: Partial<Notifications>) {
  const s = await t.ctx.settings.get();
  await t.db
    .updateTable('settings')
    .set({ data: JSON.stringify({ ...s, notifications: { ...s.notifications, ...n } }) })
    .execute();
  t.ctx.settings.invalidate();
  await t.ctx.settings.get();
}
/** Runs `fn` with these platform settings, then puts them back. */
async function withPlatform(n: Partial<Notifications>, fn: () => Promise<void>) {
  const before = (await t.ctx.settings.get()).notifications;
  await platform(n);
  try {
    await fn();
  } finally {
    await platform(before);
  }
}
async function prefer(u: BuiltUser, p: Partial<NotificationPreferences>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/notification-preferences',
    headers: { cookie: u.cookie },
    payload: { ...defaultNotificationPreferences, ...p },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const send = async (u: BuiltUser, n: Partial<NewNotification> = {}) => {
  const made = await t.db.transaction().execute((tx) =>
    notify(t.ctx, tx, {
      userId: u.user.id,
      type: 'message',
      subType: 'new_message',
      title: 'New message from Ana R.',
      message: 'Is the loft free on the 12th?',
      actionUrl: '/host/messages',
      data: { conversationId: `c-${u.user.id}` },
      ...n,
    }),
  );
  await t.ctx.outbox.idle();
  return made;
};
const emails = async (u: BuiltUser) => (await outboxFor(t, u.email)).filter((m) => m.kind === 'email');
const texts = async (u: BuiltUser) => (await outboxFor(t, u.row.phone)).filter((m) => m.kind === 'sms');
const pushesTo = (path: string) => push.received.filter((r) => r.path === path);
const markAllRead = (u: BuiltUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/notifications/read',
    headers: { cookie: u.cookie },
    payload: { ids: 'all' },
  });

describe('email copies', () => {
  it('a new message is emailed with its text and link; a review and platform news too', async () => {
    const u = await createUser(t, { type: 'host', firstName: 'Maria' });
    await send(u);
    const [mail] = await emails(u);
    expect(mail.subject).toBe('New message from Ana R.');
    expect(mail.text).toContain('Hi Maria,');
    expect(mail.text).toContain('Is the loft free on the 12th?');
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/host/messages`);
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/host/settings#notifications`);

    await send(u, { type: 'review', subType: 'new_review', title: 'New review: 5 stars', data: { rating: 5 } });
    // A type the table does not name is platform news (staff notices, announcements).
    await send(u, { type: 'announcement' as never, subType: 'announcement' as never, title: 'Scheduled maintenance' });
    expect((await emails(u)).map((m) => m.subject)).toEqual([
      'Scheduled maintenance',
      'New review: 5 stars',
      'New message from Ana R.',
    ]);
  });

  it("bookings' and payouts' notifications get no copy from notify(): those modules send their own emails", async () => {
    const u = await createUser(t, { type: 'host' });
    await send(u, { type: 'booking', subType: 'new_booking', title: 'New booking request' });
    await send(u, { type: 'payout', subType: 'payout_update', title: 'Payout sent' });
    expect(await emails(u)).toEqual([]);
  });

  it("each kind stops with the user's preference", async () => {
    const u = await createUser(t, { type: 'host' });
    await prefer(u, { messageEmails: false, reviewEmails: false, systemEmails: false });
    await send(u);
    await send(u, { type: 'review', subType: 'new_review', title: 'New review' });
    await send(u, { type: 'announcement' as never, subType: 'announcement' as never, title: 'News' });
    expect(await emails(u)).toEqual([]);
  });

  it('each kind stops with its platform setting, and every one with emailNotifications', async () => {
    const u = await createUser(t, { type: 'host' });
    await withPlatform({ reviewNotifications: false, systemAlerts: false }, async () => {
      await send(u, { type: 'review', subType: 'new_review', title: 'New review' });
      await send(u, { type: 'announcement' as never, subType: 'announcement' as never, title: 'News' });
      await send(u, { title: 'A message', data: { conversationId: 'c-on' } });
    });
    expect((await emails(u)).map((m) => m.subject)).toEqual(['A message']);
    await withPlatform({ emailNotifications: false }, async () => {
      await send(u, { title: 'Another message', data: { conversationId: 'c-off' } });
    });
    expect((await emails(u)).map((m) => m.subject)).toEqual(['A message']);
  });

  it('a burst of messages in one conversation is one email, until the user has read it', async () => {
    const u = await createUser(t, { type: 'client' });
    for (const text of ['Hello', 'Are you there?', 'Please answer'])
      await send(u, { title: text, data: { conversationId: 'c1' } });
    await send(u, { title: 'Other conversation', data: { conversationId: 'c2' } });
    expect((await emails(u)).map((m) => m.subject)).toEqual(['Other conversation', 'Hello']);
    expect((await markAllRead(u)).statusCode).toBe(200);
    await send(u, { title: 'Back again', data: { conversationId: 'c1' } });
    expect((await emails(u)).map((m) => m.subject)[0]).toBe('Back again');
    expect((await emails(u))[0].text).toContain('/client/settings#notifications');
  });
});

describe('SMS', () => {
  it('high-priority news and a new booking are texted to a verified phone once the user turns texts on', async () => {
    const u = await createUser(t, { type: 'host' });
    await send(u, { priority: 'high', title: 'Booking cancelled' });
    expect(await texts(u)).toEqual([]); // off until the user turns it on
    await prefer(u, { smsAlerts: true });
    await send(u, {
      type: 'booking',
      subType: 'booking_update',
      priority: 'high',
      title: 'Booking cancelled',
      actionUrl: '/host/bookings/b1',
    });
    await send(u, {
      type: 'booking',
      subType: 'new_booking',
      title: 'New booking request',
      actionUrl: '/host/bookings/b2',
    });
    await send(u, { title: 'Just a message' }); // normal priority: the app and email are enough
    const sent = await texts(u);
    expect(sent.map((m) => m.subject)).toEqual(['New booking request', 'Booking cancelled']);
    expect(sent[0].text).toBe(`Espasyo: New booking request ${t.ctx.env.publicUrl}/host/bookings/b2`);
    expect(sent[0].text.length).toBeLessThanOrEqual(160);
  });

  it('none with smsNotifications off for the platform, or to a phone not verified', async () => {
    const u = await createUser(t, { type: 'host' });
    await prefer(u, { smsAlerts: true });
    await withPlatform({ smsNotifications: false }, () => send(u, { priority: 'high' }).then(() => undefined));
    expect(await texts(u)).toEqual([]);
    await t.db.updateTable('users').set({ phoneVerifiedAt: null }).where('id', '=', u.user.id).execute();
    await send(u, { priority: 'high' });
    expect(await texts(u)).toEqual([]);
  });
});

describe('Web Push', () => {
  it('goes to every device, encrypted and signed with the stored VAPID key, and shows title, text, tag and link', async () => {
    const u = await createUser(t, { type: 'host' });
    const phone = await push.device(t, u.user.id);
    const laptop = await push.device(t, u.user.id);
    const n = await send(u, {
      type: 'booking',
      subType: 'new_booking',
      title: 'New booking request',
      message: 'Ana R. asked for Loft 5.',
      actionUrl: '/host/bookings/b9',
    });
    const { publicKey } = await t.db.selectFrom('pushVapidKeys').select('publicKey').executeTakeFirstOrThrow();
    for (const d of [phone, laptop]) {
      const [got] = pushesTo(d.path);
      expect(got).toMatchObject({
        status: 201,
        vapidKey: publicKey,
        subject: 'mailto:no-reply@espasyo.ph',
        urgency: 'high',
        message: {
          title: 'New booking request',
          body: 'Ana R. asked for Loft 5.',
          tag: n.id,
          url: '/host/bookings/b9',
          icon: '/favicon.ico',
        },
      });
    }
    const rows = await t.db
      .selectFrom('pushSubscriptions')
      .select('lastSuccessAt')
      .where('userId', '=', u.user.id)
      .execute();
    expect(rows.every((r) => r.lastSuccessAt)).toBe(true);
    // Each push's connection went to the push service's addresses that were checked.
    expect(push.connections.slice(-2)).toEqual([
      PUSH_SERVICE_ADDRESSES.get('fcm.googleapis.com'),
      PUSH_SERVICE_ADDRESSES.get('fcm.googleapis.com'),
    ]);
  });

  it('none when the user turns push off, the platform does, or the notification says it is not for push', async () => {
    const u = await createUser(t, { type: 'host' });
    const d = await push.device(t, u.user.id);
    await prefer(u, { pushAlerts: false });
    await send(u);
    await prefer(u, { pushAlerts: true });
    await withPlatform({ pushNotifications: false }, () => send(u).then(() => undefined));
    await send(u, { pushNotification: false });
    expect(pushesTo(d.path)).toEqual([]);
    expect(
      await t.db.selectFrom('outboxTasks').select('id').where('summary', '=', `push to user ${u.user.id}`).execute(),
    ).toEqual([]);
    await send(u);
    expect(pushesTo(d.path)).toHaveLength(1);
  });

  it('a device whose push service answers 404 or 410 is removed; one answering 500 is kept and tried again', async () => {
    const u = await createUser(t, { type: 'host' });
    const gone = await push.device(t, u.user.id, 410);
    const missing = await push.device(t, u.user.id, 404);
    const ok = await push.device(t, u.user.id, 201);
    await send(u);
    expect(pushesTo(gone.path)).toHaveLength(1); // it was tried, and answered 410
    const left = await t.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', u.user.id).execute();
    expect(left.map((r) => r.id)).toEqual([ok.id]);
    expect(missing.id).not.toBe(ok.id);

    const down = await push.device(t, u.user.id, 500);
    await send(u, { title: 'Retry me' });
    const task = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('summary', '=', `push to user ${u.user.id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'pending', attempts: 1 });
    expect(task.lastError).toMatch(/^The delivery failed/); // the detail is in the server log
    expect(await t.db.selectFrom('pushSubscriptions').select('id').where('id', '=', down.id).execute()).toHaveLength(1);
  });

  it('a device whose push service now resolves to a private address, or a row from before the endpoints were checked, is removed without a connection', async () => {
    const u = await createUser(t, { type: 'host' });
    push.dns.set('rebound.notify.windows.com', ['52.96.1.1', '10.0.0.5']);
    await push.device(t, u.user.id, 201, 'https://rebound.notify.windows.com');
    await push.device(t, u.user.id, 201, 'https://fcm.googleapis.com'); // resolving to 10.0.0.5 below
    // Rows from before the endpoints were checked: the local service itself over http, and others.
    await push.device(t, u.user.id, 201, push.url());
    await push.device(t, u.user.id, 201, 'https://169.254.169.254');
    await push.device(t, u.user.id, 201, 'https://user:pass@fcm.googleapis.com');
    const before = { received: push.received.length, connections: push.connections.length };
    push.dns.set('fcm.googleapis.com', ['10.0.0.5']);
    try {
      await send(u);
    } finally {
      push.dns.set('fcm.googleapis.com', PUSH_SERVICE_ADDRESSES.get('fcm.googleapis.com')!);
    }
    expect(push.received.length).toBe(before.received);
    expect(push.connections.length).toBe(before.connections);
    const left = await t.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', u.user.id).execute();
    expect(left).toEqual([]);
    // Not tried again, and nothing about it where anyone but the server's log can read it.
    const task = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('summary', '=', `push to user ${u.user.id}`)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
  });

  it('a push service whose name does not resolve now keeps its device, and the push is tried again', async () => {
    const u = await createUser(t, { type: 'host' });
    const d = await push.device(t, u.user.id, 201, 'https://nowhere.push.apple.com');
    await send(u);
    const task = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('summary', '=', `push to user ${u.user.id}`)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await t.db.selectFrom('pushSubscriptions').select('id').where('id', '=', d.id).execute()).toHaveLength(1);

    push.dns.set('nowhere.push.apple.com', ['17.57.146.20']);
    clockOf(t).set(task.nextAttemptAt);
    await t.ctx.outbox.deliverDue();
    expect(pushesTo(d.path)).toMatchObject([{ host: 'nowhere.push.apple.com', status: 201 }]);
    expect(push.connections.at(-1)).toEqual(['17.57.146.20']);
  });
});
