import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { conversationMessages as m } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf, createUser } from '../../test/builders';
import { photo } from '../listings/core/listings.fixtures';
import { photoWithExif } from '../verification/verification.fixtures';
import { purgeUnsentChatImages } from './chat-images.service';
import {
  as,
  conversationAbout,
  liveListing,
  messagesOf,
  notificationsOf,
  send,
  uploadImage,
} from './messaging.fixtures';

/**
 * Support conversations and admin /chat (issue 21): one per user, the inbox shared by admins with
 * who answered, staff answering as 'support' with their name (audited), the shared read mark;
 * pictures checked by content, resized and stripped; the data export and account deletion.
 */
const t = useTestApp({ tempDataDir: 'espasyo-chat-support-' });
const hostUser = useUser(t, { type: 'host', firstName: 'Hana', lastName: 'Lim' });
const admin = useUser(t, { type: 'admin', firstName: 'Sofia', lastName: 'Ramos' });
const admin2 = useUser(t, { type: 'admin', firstName: 'Miguel', lastName: 'Tan' });

const inbox = async () => {
  const res = await as(t, admin.cookie).get('/api/admin/chat/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; unread: number; answeredBy: string[]; other: object }[]; unread: number };
};

describe('support', () => {
  it('one conversation per user; staff answer it from the shared inbox with their name; who answered; the read marks', async () => {
    const opened = await as(t, hostUser.cookie).post('/api/conversations/support');
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      kind: 'support',
      listing: null,
      other: { id: null, name: m.supportName, role: 'support' },
      contactsVisible: true,
    });
    const id = opened.json().id as string;
    expect((await as(t, hostUser.cookie).post('/api/conversations/support')).statusCode).toBe(200);
    const staff = await as(t, admin.cookie).post('/api/conversations/support');
    expect([staff.statusCode, staff.json().error.code]).toEqual([403, 'chat_staff_answer']);

    // An empty one is not in the inbox; a message puts it there, waiting.
    expect((await inbox()).items.map((c) => c.id)).not.toContain(id);
    const question = await send(t, hostUser, id, { body: 'My payout is late. Call me on 0917 123 4567.' });
    expect(question).toMatchObject({ senderRole: 'host', masked: false }); // support sees contact details
    const waiting = (await inbox()).items.find((c) => c.id === id)!;
    expect(waiting).toMatchObject({
      unread: 1,
      answeredBy: [],
      other: { id: hostUser.user.id, name: 'Hana Lim', role: 'host' },
    });
    expect(await notificationsOf(t, admin.user.id)).toEqual([]); // staff hear it on the 'support' topic

    // Staff read it once for everyone; the user's message shows read.
    clockOf(t).advance(1000);
    const read = await as(t, admin2.cookie).post(`/api/admin/chat/conversations/${id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await inbox()).items.find((c) => c.id === id)!.unread).toBe(0);
    expect((await messagesOf(t, hostUser, id)).items[0].readAt).toBe(read.json().readAt);

    const answer = await as(t, admin.cookie).post(`/api/admin/chat/conversations/${id}/messages`, {
      body: 'We are on it: it goes out today.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ senderRole: 'support', senderName: 'Sofia Ramos', senderId: admin.user.id });
    await as(t, admin2.cookie).post(`/api/admin/chat/conversations/${id}/messages`, { body: 'Sent now.' });
    expect((await inbox()).items.find((c) => c.id === id)!.answeredBy).toEqual(['Sofia Ramos', 'Miguel Tan']);
    const detail = await as(t, admin.cookie).get(`/api/admin/chat/conversations/${id}`);
    expect(detail.json()).toMatchObject({ id, answeredBy: ['Sofia Ramos', 'Miguel Tan'] });
    const staffPage = await as(t, admin.cookie).get(`/api/admin/chat/conversations/${id}/messages`);
    expect(staffPage.json().items.map((x: { body: string }) => x.body)).toEqual([
      question.body,
      'We are on it: it goes out today.',
      'Sent now.',
    ]);

    // The user is told (a host: their own messages page) and sees support's name.
    const [note] = await notificationsOf(t, hostUser.user.id);
    expect(note).toMatchObject({
      title: 'New message from Miguel Tan (Espasyo support)',
      message: 'Sent now.',
      actionUrl: `/host/messages?c=${id}`,
    });
    const mine = (await as(t, hostUser.cookie).get('/api/conversations')).json();
    const own = mine.items.find((c: { id: string }) => c.id === id);
    expect(own.unread).toBe(2);
    expect(own).not.toHaveProperty('answeredBy'); // staff's names are for staff
    // Every answer is audited, in its own transaction.
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'chat.reply')
      .where('targetId', '=', id)
      .execute();
    expect(audit.map((a) => a.actorId).sort()).toEqual([admin.user.id, admin2.user.id].sort());
  });

  it('waiting conversations come first in the inbox', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const ca = (await as(t, a.cookie).post('/api/conversations/support')).json().id;
    const cb = (await as(t, b.cookie).post('/api/conversations/support')).json().id;
    await send(t, a, ca, { body: 'First question' });
    clockOf(t).advance(1000);
    await send(t, b, cb, { body: 'Second question' });
    clockOf(t).advance(1000);
    await as(t, admin.cookie).post(`/api/admin/chat/conversations/${cb}/messages`, { body: 'Answered' });
    clockOf(t).advance(1000);
    const ids = (await inbox()).items.map((c) => c.id);
    expect(ids.indexOf(ca)).toBeLessThan(ids.indexOf(cb)); // a waits though b moved last
  });
});

describe('pictures', () => {
  it('are checked by content, resized within 1600 px with their proportions, stripped of EXIF and GPS, served to members', async () => {
    const client = await createUser(t);
    const c = await conversationAbout(t, client, await liveListing(t, hostUser));
    const url = `/api/conversations/${c.id}/images`;
    const big = await sharp(await photo('jpeg', 3200, 1200))
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const up = await uploadImage(t, client.cookie, url, big);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().imageUrl).toBe(`${url}/${up.json().imageId}`);
    const msg = await send(t, client, c.id, { imageId: up.json().imageId });
    expect(msg).toMatchObject({ body: '', imageUrl: up.json().imageUrl });
    const got = await as(t, hostUser.cookie).get(up.json().imageUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toContain('private');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 600, undefined]);
    const small = await uploadImage(t, client.cookie, url, await photoWithExif(64, 48));
    const smallMeta = await sharp((await as(t, client.cookie).get(small.json().imageUrl)).rawPayload).metadata();
    expect([smallMeta.width, smallMeta.exif]).toEqual([64, undefined]);
    // The list says the last message is a picture.
    const listed = (await as(t, hostUser.cookie).get('/api/conversations'))
      .json()
      .items.find((x: { id: string }) => x.id === c.id);
    expect(listed.lastMessage).toMatchObject({ hasImage: true, body: '' });
    // Not a picture, whatever its name says: refused.
    const fake = await uploadImage(t, client.cookie, url, Buffer.from('%PDF-1.4 not a picture'), 'image/png');
    expect(fake.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url, headers: { cookie: client.cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);

    // A picture not sent within a day is let go; a sent one stays.
    const tomorrow = new Date(t.clock.now().getTime() + 25 * 3_600_000); // the sessions stay signed in
    expect(await purgeUnsentChatImages({ ...t.ctx, clock: { now: () => tomorrow } })).toBeGreaterThanOrEqual(1);
    expect((await as(t, client.cookie).get(small.json().imageUrl)).statusCode).toBe(404);
    expect((await as(t, hostUser.cookie).get(up.json().imageUrl)).statusCode).toBe(200);
  });
});

describe('the data export and account deletion', () => {
  it('the export holds the user’s conversations and messages; deletion removes their support conversation, keeps listing ones for the other side', async () => {
    const client = await createUser(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const c = await conversationAbout(t, client, await liveListing(t, hostUser));
    await send(t, client, c.id, { body: 'Hello host' });
    await send(t, hostUser, c.id, { body: 'Hello Rosa' });
    const support = (await as(t, client.cookie).post('/api/conversations/support')).json().id;
    await send(t, client, support, { body: 'Help please' });

    const exported = (await as(t, client.cookie).get('/api/me/data-export')).json();
    expect(exported.conversations).toEqual([
      expect.objectContaining({
        id: c.id,
        kind: 'listing',
        listingTitle: expect.any(String),
        messages: [
          expect.objectContaining({ fromMe: true, body: 'Hello host', senderRole: 'client' }),
          expect.objectContaining({ fromMe: false, body: 'Hello Rosa', senderRole: 'host' }),
        ],
      }),
      expect.objectContaining({ id: support, kind: 'support', listingTitle: null }),
    ]);

    const del = await as(t, client.cookie).post('/api/me/delete-account', {
      password: client.password,
      confirmation: 'DELETE',
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.db.selectFrom('conversations').select('id').where('id', '=', support).execute()).toEqual([]);
    const kept = (await as(t, hostUser.cookie).get('/api/conversations'))
      .json()
      .items.find((x: { id: string }) => x.id === c.id);
    expect(kept.other.name).toBe('Deleted user Deleted user');
  });
});
