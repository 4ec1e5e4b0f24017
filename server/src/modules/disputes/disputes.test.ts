import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DISPUTE_PHOTOS_MAX, disputeMessages as m, formatPesos } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { as, photo } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing } from '../payments/payments.fixtures';
import { releaseDueEarnings } from '../money/wallet/wallet.service';
import { expectBooksAgree, later as laterFor, openAs, paidBooking, uploadPhoto } from './disputes.fixtures';

/**
 * Disputes (issue 22): either side of a confirmed, active or recently completed booking opens
 * one, one open at a time; its thread and photos are for the two sides and admins only; an
 * admin resolves it with a refund made like any staff refund, balanced in the ledger; while it
 * is open the host's earnings of the booking are held (issue 20's last point).
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin', firstName: 'Ana', lastName: 'Reyes' });
const stranger = useUser(t, { type: 'client' });
const otherHost = useUser(t, { type: 'host' });
const moderator = useUser(t, { type: 'moderator' });

/** `days` later, everyone of this file signed in again. */
const later = (_t: typeof t, days: number, ...users: BuiltUser[]) =>
  laterFor(t, days, admin, stranger, otherHost, moderator, ...users);

const notificationsOf = (userId: string, subType: string) =>
  t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('subType', '=', subType).execute();

async function sides() {
  const host = await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
  const client = await createUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
  return { host, client };
}

describe('opening a dispute', () => {
  it('either side opens one on a confirmed booking; the other side and admins are notified and emailed', async () => {
    const { host, client } = await sides();
    const { id } = await paidBooking(t, host, client, 3);
    const res = await openAs(t, client, id);
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      bookingId: id,
      status: 'open',
      reason: 'damage',
      openedBySide: 'client',
      openedByName: 'Bea Villanueva',
      viewerSide: 'client',
      canWrite: true,
      canAddPhotos: true,
      resolution: null,
      // A side has no button on it: only an admin resolves (the dispute process's table).
      actions: [],
    });
    const [toHost] = await notificationsOf(host.user.id, 'dispute_opened');
    expect(toHost).toMatchObject({ type: 'dispute', priority: 'high', actionUrl: `/host/disputes/${d.id}` });
    expect(toHost.data).toMatchObject({ disputeId: d.id, bookingId: id });
    expect(await notificationsOf(client.user.id, 'dispute_opened')).toHaveLength(0);
    expect(await notificationsOf(admin.user.id, 'dispute_opened')).not.toHaveLength(0);
    const mail = await outboxFor(t, host.email);
    expect(mail.some((x) => x.subject.includes('A dispute was opened'))).toBe(true);

    // One open at a time: the host's own is refused; the booking page says none can be opened.
    const again = await openAs(t, host, id);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'dispute_already_open']);
    const listed = (await as(t, host.cookie).get(`/api/disputes/booking/${id}`)).json();
    expect(listed).toMatchObject({ canOpen: false, notEligible: null, items: [{ id: d.id, status: 'open' }] });
  });

  it('is refused on a booking not yet paid, and more than 14 days after a completed one ended', async () => {
    const { host, client } = await sides();
    const listing = await instantListing(t, host.user.id);
    const unpaid = await bookingToPay(t, client, listing, 5, 5);
    const res = await openAs(t, client, unpaid);
    expect([res.statusCode, res.json().error]).toEqual([
      409,
      { code: 'dispute_not_eligible', message: m.bookingNotEligible },
    ]);
    expect((await as(t, client.cookie).get(`/api/disputes/booking/${unpaid}`)).json()).toMatchObject({
      canOpen: false,
      notEligible: m.bookingNotEligible,
    });

    const { id } = await paidBooking(t, host, client, 1);
    await later(t, 2 + 13, host, client); // completed; 13 days and some hours after its end
    const booking = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json();
    expect(booking.status).toBe('completed');
    expect((await as(t, client.cookie).get(`/api/disputes/booking/${id}`)).json().canOpen).toBe(true);
    await later(t, 2, host, client);
    const late = await openAs(t, host, id);
    expect([late.statusCode, late.json().error.message]).toEqual([409, m.windowClosed]);
    expect(await t.db.selectFrom('disputes').select('id').where('bookingId', '=', id).execute()).toEqual([]);
  });

  it('only the booking’s sides: another client or host gets 404, an admin 403; bad input writes nothing', async () => {
    const { host, client } = await sides();
    const { id } = await paidBooking(t, host, client, 4);
    expect((await openAs(t, stranger, id)).statusCode).toBe(404);
    expect((await openAs(t, otherHost, id)).statusCode).toBe(404);
    expect((await openAs(t, admin, id)).statusCode).toBe(403);
    expect((await as(t, stranger.cookie).get(`/api/disputes/booking/${id}`)).statusCode).toBe(404);
    const bad = await openAs(t, client, id, { reason: 'weather', description: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ reason: m.reasonRequired, description: m.descriptionTooShort(20) });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/disputes', payload: { bookingId: id } });
    expect(unsigned.statusCode).toBe(401);
    expect(await t.db.selectFrom('disputes').select('id').where('bookingId', '=', id).execute()).toEqual([]);
  });
});

describe('the thread and photos', () => {
  it('both sides and admins write; staff replies carry the name and are audited; others get 404', async () => {
    const { host, client } = await sides();
    const { id: bookingId } = await paidBooking(t, host, client, 5);
    const d = (await openAs(t, host, bookingId)).json();
    const url = `/api/disputes/${d.id}`;
    expect((await as(t, client.cookie).post(`${url}/messages`, { body: 'I left it as I found it.' })).statusCode).toBe(
      201,
    );
    const staff = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/messages`, {
      body: 'Please send photos.',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const thread = (await as(t, host.cookie).get(url)).json().messages;
    expect(thread.map((x: { senderSide: string; senderName: string }) => [x.senderSide, x.senderName])).toEqual([
      ['client', 'Bea Villanueva'],
      ['staff', 'Ana Reyes (Espasyo staff)'],
    ]);
    expect(await notificationsOf(host.user.id, 'dispute_message')).toHaveLength(2);
    expect(await notificationsOf(client.user.id, 'dispute_message')).toHaveLength(1);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', d.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['dispute.message']);

    // A moderator is answered as anyone else (issue 29): the booking's disputes as the dispute itself.
    for (const u of [stranger, otherHost, moderator]) {
      expect((await as(t, u.cookie).get(url)).statusCode).toBe(404);
      expect((await as(t, u.cookie).get(`/api/disputes/booking/${bookingId}`)).statusCode).toBe(404);
      expect((await as(t, u.cookie).post(`${url}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    }
    expect((await as(t, moderator.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {})).statusCode).toBe(403);
    expect((await as(t, admin.cookie).get(`/api/disputes/booking/${bookingId}`)).json().items).toHaveLength(1);
    // The admins' routes are for admins only; an admin reads a dispute there, not through /api/disputes' sides' list.
    expect((await as(t, client.cookie).get(`/api/admin/disputes/${d.id}`)).statusCode).toBe(403);
    expect((await as(t, host.cookie).post(`/api/admin/disputes/${d.id}/messages`, { body: 'x' })).statusCode).toBe(403);
    const empty = await as(t, client.cookie).post(`${url}/messages`, { body: '   ' });
    expect([empty.statusCode, empty.json().error.fields]).toEqual([400, { body: m.messageRequired }]);
  });

  it('photos: checked by content, re-encoded without metadata, at most 6, served to the sides and admins only', async () => {
    const { host, client } = await sides();
    const { id: bookingId } = await paidBooking(t, host, client, 6);
    const d = (await openAs(t, client, bookingId)).json();
    const withExif = await sharp(await photo('jpeg', 2400, 1200))
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const first = await uploadPhoto(t, client.cookie, d.id, withExif);
    expect(first.statusCode, first.body).toBe(201);
    const [p] = first.json().photos;
    for (const u of [client, host, admin]) {
      const got = await as(t, u.cookie).get(p.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([1600, 800, undefined]);
    }
    expect((await as(t, stranger.cookie).get(p.url)).statusCode).toBe(404);
    expect((await uploadPhoto(t, stranger.cookie, d.id, withExif)).statusCode).toBe(404);
    const text = await uploadPhoto(t, client.cookie, d.id, Buffer.from('not a picture at all'), 'image/jpeg');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);

    const small = await photo('png', 400, 300);
    for (let i = 1; i < DISPUTE_PHOTOS_MAX; i++) {
      expect((await uploadPhoto(t, i % 2 ? host.cookie : client.cookie, d.id, small, 'image/png')).statusCode).toBe(
        201,
      );
    }
    const seventh = await uploadPhoto(t, client.cookie, d.id, small, 'image/png');
    expect([seventh.statusCode, seventh.json().error.message]).toEqual([400, m.photosFull(DISPUTE_PHOTOS_MAX)]);
    const view = (await as(t, client.cookie).get(`/api/disputes/${d.id}`)).json();
    expect(view.photos).toHaveLength(DISPUTE_PHOTOS_MAX);
    expect(view.canAddPhotos).toBe(false);
  });
});

describe('the hold of the host’s earnings', () => {
  it('pending earnings of a disputed booking are not released by the daily job until it is resolved', async () => {
    const { host, client } = await sides();
    const { id: bookingId } = await paidBooking(t, host, client, 1);
    const d = (await openAs(t, client, bookingId)).json();
    expect(d.held).toBe(0);
    await later(t, 9, host, client);
    await releaseDueEarnings(t.ctx);
    const w = (await as(t, host.cookie).get('/api/host/wallet')).json();
    expect(w).toMatchObject({ pending: 91_000, available: 0, held: 0 });
    expect(w.upcoming).toEqual([expect.objectContaining({ bookingId, onHold: true })]);

    const res = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {
      decision: 'The photos show no damage.',
      refund: 'none',
    });
    expect(res.statusCode, res.body).toBe(200);
    await releaseDueEarnings(t.ctx);
    expect((await as(t, host.cookie).get('/api/host/wallet')).json()).toMatchObject({ pending: 0, available: 91_000 });
    await expectBooksAgree(t, host.user.id);
  });

  it('released earnings move to held, no payout takes them, and they come back less the refund’s host part', async () => {
    const { host, client } = await sides();
    const method = await as(t, host.cookie).post('/api/host/payout-methods', {
      type: 'gcash',
      accountName: 'Maria Santos',
      accountNumber: '0917 123 4567',
    });
    expect(method.statusCode, method.body).toBe(201);
    const { id: bookingId } = await paidBooking(t, host, client, 1);
    await later(t, 9, host, client); // completed, released: ₱910 available
    await releaseDueEarnings(t.ctx);
    expect((await as(t, host.cookie).get('/api/host/wallet')).json()).toMatchObject({ available: 91_000, held: 0 });

    const d = (await openAs(t, client, bookingId)).json();
    const w = (await as(t, host.cookie).get('/api/host/wallet')).json();
    expect(w).toMatchObject({ available: 0, held: 91_000 });
    expect(w.entries[0]).toMatchObject({
      kind: 'dispute_hold',
      bookingId,
      change: { available: -91_000, held: 91_000 },
    });
    expect((await as(t, host.cookie).get(`/api/disputes/${d.id}`)).json().held).toBe(91_000);
    expect((await as(t, client.cookie).get(`/api/disputes/${d.id}`)).json().held).toBe(0);
    const payout = await as(t, host.cookie).post('/api/host/payouts', { amount: 91_000 });
    expect(payout.statusCode).toBeGreaterThanOrEqual(400);
    await expectBooksAgree(t, host.user.id);

    // The admin's view: the booking, its payment, the agreement, what is refundable.
    const detail = (await as(t, admin.cookie).get(`/api/admin/disputes/${d.id}`)).json();
    expect(detail).toMatchObject({
      refundable: 100_000,
      booking: { id: bookingId, status: 'completed' },
      dispute: { viewerSide: 'staff', actions: ['resolve'] },
    });
    expect(detail.payments.items).toHaveLength(1);
    expect(detail.booking.events.length).toBeGreaterThan(0);
    expect(detail.agreement.signed).not.toBeNull();

    // Refused: a part with no amount, more than was paid; nothing written.
    const before = await t.db.selectFrom('refunds').select('id').where('bookingId', '=', bookingId).execute();
    const noAmount = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {
      decision: 'Half back.',
      refund: 'part',
    });
    expect(noAmount.statusCode).toBe(400);
    const tooMuch = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {
      decision: 'All and more.',
      refund: 'part',
      amount: 100_001,
    });
    expect([tooMuch.statusCode, tooMuch.json().error.message]).toEqual([409, m.refundTooMuch(formatPesos(100_000))]);
    expect(
      (await as(t, client.cookie).post(`/api/admin/disputes/${d.id}/resolve`, { decision: 'x', refund: 'none' }))
        .statusCode,
    ).toBe(403);
    expect(await t.db.selectFrom('refunds').select('id').where('bookingId', '=', bookingId).execute()).toEqual(before);

    // A part refund of ₱400: the host gives back 91% of it (₱364), the rest comes back available.
    const res = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {
      decision: 'The space was smaller than described: ₱400 back.',
      refund: 'part',
      amount: 40_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      resolution: { refundAmount: 40_000, resolvedByName: 'Ana Reyes' },
      canWrite: false,
      actions: [],
    });
    const after = (await as(t, host.cookie).get('/api/host/wallet')).json();
    expect(after.held).toBe(0);
    expect(after.available).toBe(91_000 - 36_400);
    await expectBooksAgree(t, host.user.id);
    const refunds = await t.db.selectFrom('refunds').selectAll().where('bookingId', '=', bookingId).execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([40_000]);
    const tasks = await t.db.selectFrom('outboxTasks').select('kind').where('kind', '=', 'payment.refund').execute();
    expect(tasks.length).toBeGreaterThan(0);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', d.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['dispute.resolve']);
    expect(audit[0].after).toMatchObject({ refund: 'part', refundAmount: 40_000 });
    for (const u of [host, client]) {
      expect(await notificationsOf(u.user.id, 'dispute_resolved')).toHaveLength(1);
      expect((await outboxFor(t, u.email)).some((x) => x.subject.includes('is resolved'))).toBe(true);
    }
    // Resolved: closed to messages, photos and a second decision.
    const second = await as(t, admin.cookie).post(`/api/admin/disputes/${d.id}/resolve`, {
      decision: 'x',
      refund: 'none',
    });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'dispute_closed']);
    expect((await as(t, client.cookie).post(`/api/disputes/${d.id}/messages`, { body: 'And?' })).statusCode).toBe(409);
    // A new one may be opened on the same booking now (still within the 14 days).
    expect((await openAs(t, host, bookingId)).statusCode).toBe(201);
  });
});

describe('the admins’ queue', () => {
  it('lists open disputes oldest first, resolved ones apart; admins only', async () => {
    const list = await as(t, admin.cookie).get('/api/admin/disputes');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { createdAt: string; status: string }[];
    expect(items.every((x) => x.status === 'open')).toBe(true);
    const times = items.map((x) => x.createdAt);
    expect([...times].sort()).toEqual(times);
    const resolved = (await as(t, admin.cookie).get('/api/admin/disputes?status=resolved')).json();
    expect(resolved.items.every((x: { status: string }) => x.status === 'resolved')).toBe(true);
    expect((await as(t, stranger.cookie).get('/api/admin/disputes')).statusCode).toBe(403);
    expect((await as(t, otherHost.cookie).get('/api/admin/disputes')).statusCode).toBe(403);
  });
});

describe('each side’s resolution centre (GET /api/disputes)', () => {
  it('lists the disputes on my own bookings, open ones first; another client or host sees none of them', async () => {
    const { host, client } = await sides();
    const first = await paidBooking(t, host, client, 4);
    const second = await paidBooking(t, host, client, 6);
    const older = (await openAs(t, client, first.id)).json();
    const newer = (await openAs(t, host, second.id, { reason: 'access_refused' })).json();
    const resolved = await as(t, admin.cookie).post(`/api/admin/disputes/${older.id}/resolve`, {
      decision: 'Nothing to refund: the gate was mended the same day.',
      refund: 'none',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    for (const side of [client, host]) {
      const res = await as(t, side.cookie).get('/api/disputes');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        total: 2,
        page: 1,
        items: [
          { id: newer.id, bookingId: second.id, status: 'open', reason: 'access_refused', openedBySide: 'host' },
          { id: older.id, bookingId: first.id, status: 'resolved', openedBySide: 'client', refundAmount: 0 },
        ],
      });
    }
    const paged = (await as(t, client.cookie).get('/api/disputes?page=2&pageSize=1')).json();
    expect([paged.total, paged.items.map((d: { id: string }) => d.id)]).toEqual([2, [older.id]]);

    // Someone else's: not in their list, and "not found" when asked for by id.
    for (const other of [stranger, otherHost]) {
      const mine = (await as(t, other.cookie).get('/api/disputes')).json();
      expect(mine.items.map((d: { id: string }) => d.id)).not.toContain(newer.id);
      expect((await as(t, other.cookie).get(`/api/disputes/${newer.id}`)).statusCode).toBe(404);
    }
    // Staff read the queue on /api/admin/disputes; moderators read no dispute.
    expect((await as(t, admin.cookie).get('/api/disputes')).statusCode).toBe(403);
    expect((await as(t, moderator.cookie).get('/api/disputes')).statusCode).toBe(403);
    expect((await as(t, client.cookie).get('/api/disputes?pageSize=500')).statusCode).toBe(400);
  });
});
