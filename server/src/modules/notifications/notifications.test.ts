import { describe, expect, it } from 'vitest';
import { notificationPreview, unreadBadge } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { createUser, type BuiltUser } from '../../test/builders';
import { as, dayFromToday } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { markPayoutFailed, markPayoutProcessed } from '../money/payouts/payouts.service';

/**
 * In-app notifications (issue 21, requirements §3): one per event, written with the change, with
 * the spec's type, subType, priority and data; the user's own list, unread count and mark-read.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });

const mine = async (u: BuiltUser, query = '') => {
  const res = await as(t, u.cookie).get(`/api/me/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; unread: number };
};

describe('notifications of bookings and payouts', () => {
  it('an instant booking tells its host once paid: new_booking with the spec data and the client’s email', async () => {
    const host = await createUser(t, { type: 'host' });
    const listing = await instantListing(t, host.user.id);
    const id = await bookingToPay(t, client, listing, 12, 13);
    expect((await mine(host)).items).toEqual([]); // the client is at the checkout
    await payBooking(t, client, id);
    const [made] = (await mine(host)).items;
    expect(made).toMatchObject({
      type: 'booking',
      subType: 'new_booking',
      hostId: host.user.id,
      priority: 'normal',
      isRead: false,
      readAt: null,
      actionUrl: `/host/bookings/${id}`,
      data: {
        bookingId: id,
        clientName: expect.any(String),
        clientEmail: client.email,
        totalAmount: 20_000,
        status: 'paid',
      },
    });

    // A cancelled booking is high priority for the host (requirements §9).
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    expect((await mine(host)).items[0]).toMatchObject({ subType: 'booking_update', priority: 'high' });
    // Each is pushed live to the user's topic through the outbox.
    const pushes = await t.db
      .selectFrom('outboxTasks')
      .select('summary')
      .where('kind', '=', 'realtime')
      .where('summary', '=', `topic user:${host.user.id}`)
      .execute();
    expect(pushes.length).toBeGreaterThanOrEqual(2);
  });

  it('a request paid through the gateway’s webhook tells its host `paid` (requirements §4), the client `confirmed`', async () => {
    const host = await createUser(t, { type: 'host' });
    const listing = await instantListing(t, host.user.id, { instantBook: false });
    const res = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 14),
      endDate: await dayFromToday(t, 15),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect((await as(t, host.cookie).post(`/api/bookings/${id}/accept`)).statusCode).toBe(200);
    const name = `${client.user.firstName} ${client.user.lastName}`;
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
      201,
    );
    await payBooking(t, client, id); // the sandbox's hosted page, then its signed webhook
    expect((await mine(host)).items[0]).toMatchObject({
      subType: 'booking_update',
      requiresAction: false,
      data: { bookingId: id, status: 'paid', clientEmail: client.email },
    });
    const toClient = (await mine(client)).items.find((n) => (n.data as { bookingId?: string }).bookingId === id);
    expect(toClient).toMatchObject({ subType: 'booking_update', data: { status: 'confirmed' } });
  });

  it('a payout settled tells the host: payout_update, high priority when it failed', async () => {
    const host = await createUser(t, { type: 'host' });
    // A payout straight in the table: the money module's tests cover how one is made.
    const method = await t.db
      .insertInto('payoutMethods')
      .values({
        id: `pm-${host.user.id}`,
        hostId: host.user.id,
        type: 'gcash',
        accountName: 'Maria',
        accountNumber: '09171234567',
        isDefault: true,
        usableFrom: new Date(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payout = (id: string) =>
      t.db
        .insertInto('payouts')
        .values({
          id,
          hostId: host.user.id,
          payoutMethodId: method.id,
          method: JSON.stringify({ type: 'gcash', label: 'GCash •••• 4567', accountName: 'Maria', bank: null }),
          amount: 10_000,
          status: 'pending',
          requestedBy: 'host',
        })
        .execute();
    await t.db.insertInto('hostBalances').values({ hostId: host.user.id, payoutPending: 20_000 }).execute();
    await payout(`po-ok-${host.user.id}`);
    await payout(`po-bad-${host.user.id}`);
    const actor = { actorId: admin.user.id, ip: null };
    await markPayoutProcessed(t.ctx, actor, `po-ok-${host.user.id}`, 'REF-1');
    await markPayoutFailed(t.ctx, actor, `po-bad-${host.user.id}`, 'The account does not exist.');
    const { items, unread } = await mine(host);
    expect(unread).toBe(2);
    expect(items).toMatchObject([
      {
        type: 'payout',
        subType: 'payout_update',
        priority: 'high',
        requiresAction: true,
        data: { payoutId: `po-bad-${host.user.id}`, amount: 10_000, status: 'failed' },
        actionUrl: '/host/wallet',
      },
      {
        subType: 'payout_update',
        priority: 'normal',
        data: { payoutId: `po-ok-${host.user.id}`, status: 'processed' },
      },
    ]);
  });
});

describe('the list', () => {
  it('newest first, the unread ones, the count; mark one, several or all read; never someone else’s', async () => {
    const host = await createUser(t, { type: 'host' });
    const listing = await instantListing(t, host.user.id, { instantBook: false });
    for (const day of [20, 22, 24]) {
      const res = await as(t, client.cookie).post('/api/bookings', {
        listingId: listing,
        startDate: await dayFromToday(t, day),
        endDate: await dayFromToday(t, day),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await mine(host);
    // A request waits on the host: new_booking, to act on, the client's email not given yet.
    expect(all.items[0]).toMatchObject({
      subType: 'new_booking',
      requiresAction: true,
      data: { status: 'pending', clientEmail: '' },
    });
    expect(all.unread).toBe(3);
    expect((await as(t, host.cookie).get('/api/me/notifications/unread-count')).json()).toEqual({ unread: 3 });
    const ids = all.items.map((n) => n.id as string);

    // Another user's ids change nothing.
    const other = await as(t, client.cookie).post('/api/me/notifications/read', { ids });
    expect(other.json()).toMatchObject({ marked: 0 });
    expect((await mine(host)).unread).toBe(3);

    const one = await as(t, host.cookie).post('/api/me/notifications/read', { ids: [ids[0]] });
    expect(one.json()).toEqual({ marked: 1, unread: 2 });
    const read = (await mine(host)).items.find((n) => n.id === ids[0])!;
    expect(read).toMatchObject({ isRead: true, readAt: expect.any(String) });
    expect((await mine(host, '?unread=true')).items.map((n) => n.id)).toEqual(ids.slice(1));
    expect((await as(t, host.cookie).post('/api/me/notifications/read', { ids: 'all' })).json()).toEqual({
      marked: 2,
      unread: 0,
    });
    expect((await as(t, host.cookie).post('/api/me/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
  });

  it('a message is cut to 100 characters plus an ellipsis; the badge stops at 99+', () => {
    expect(notificationPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(notificationPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect([unreadBadge(0), unreadBadge(99), unreadBadge(100)]).toEqual(['0', '99', '99+']);
  });
});
