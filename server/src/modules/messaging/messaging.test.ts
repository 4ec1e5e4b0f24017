import { describe, expect, it } from 'vitest';
import { MASK, conversationMessages as m, type Conversation } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { listingConversationForStaff } from './messages.service';
import { as, conversationAbout, liveListing, messagesOf, notificationsOf, send } from './messaging.fixtures';

/**
 * Conversations about a listing (issue 21, design §7): one per client and listing, messages with
 * read receipts, unread counts, the recipient's notification, masking until a booking is confirmed,
 * an offline resend stored once.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client', firstName: 'Ana', lastName: 'Reyes' });
const host = useUser(t, { type: 'host', firstName: 'Ben', lastName: 'Cruz' });
const admin = useUser(t, { type: 'admin' });

describe('starting a conversation', () => {
  it('a client opens one per listing (201, then the same one 200); never about their own, as staff, or a listing not live', async () => {
    const listing = await liveListing(t, host);
    const first = await as(t, client.cookie).post('/api/conversations', { listingId: listing });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'listing',
      listing: { id: listing, title: expect.any(String) },
      other: { id: host.user.id, name: 'Ben Cruz', role: 'host' },
      lastMessage: null,
      unread: 0,
      contactsVisible: false,
    });
    const again = await as(t, client.cookie).post('/api/conversations', { listingId: listing });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const own = await as(t, host.cookie).post('/api/conversations', { listingId: listing });
    expect([own.statusCode, own.json().error.code]).toEqual([403, 'own_listing']);
    const otherHost = await createUser(t, { type: 'host' });
    const asHost = await as(t, otherHost.cookie).post('/api/conversations', { listingId: listing });
    expect([asHost.statusCode, asHost.json().error]).toEqual([
      403,
      { code: 'chat_clients_only', message: m.clientsOnly },
    ]);
    const asStaff = await as(t, admin.cookie).post('/api/conversations', { listingId: listing });
    expect([asStaff.statusCode, asStaff.json().error.code]).toEqual([403, 'chat_clients_only']);
    // Paused later, the listing's conversation is still found.
    await t.db.updateTable('listings').set({ status: 'paused' }).where('id', '=', listing).execute();
    const afterPause = await as(t, client.cookie).post('/api/conversations', { listingId: listing });
    expect([afterPause.statusCode, afterPause.json().id]).toEqual([200, first.json().id]);
    await t.db.updateTable('listings').set({ status: 'active' }).where('id', '=', listing).execute();
    const paused = await liveListing(t, host, { status: 'paused' });
    expect((await as(t, client.cookie).post('/api/conversations', { listingId: paused })).statusCode).toBe(404);
    expect((await as(t, client.cookie).post('/api/conversations', { listingId: 'nope' })).statusCode).toBe(404);
    const out = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: { listingId: listing } });
    expect(out.statusCode).toBe(401);
  });

  it('two opens at once make one conversation', async () => {
    const listing = await liveListing(t, host);
    const other = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as(t, other.cookie).post('/api/conversations', { listingId: listing })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });
});

describe('messages', () => {
  it('reach the host: list, unread, read receipts, one notification per unread burst', async () => {
    const listing = await liveListing(t, host);
    const c = await conversationAbout(t, client, listing);
    // The host does not see a conversation the client opened and wrote nothing in.
    expect(
      (await as(t, host.cookie).get('/api/conversations')).json().items.map((x: { id: string }) => x.id),
    ).not.toContain(c.id);

    const first = await send(t, client, c.id, { body: '  Is the space still free in December?  ' });
    expect(first).toMatchObject({
      conversationId: c.id,
      senderId: client.user.id,
      senderName: 'Ana Reyes',
      senderRole: 'client',
      body: 'Is the space still free in December?',
      imageUrl: null,
      masked: false,
      readAt: null,
    });
    clockOf(t).advance(1000);
    await send(t, client, c.id, { body: 'We have about 20 boxes.' });

    const hostList = (await as(t, host.cookie).get('/api/conversations')).json();
    const seen = hostList.items.find((x: { id: string }) => x.id === c.id);
    expect(seen).toMatchObject({
      other: { id: client.user.id, name: 'Ana Reyes', role: 'client' },
      lastMessage: { body: 'We have about 20 boxes.', senderId: client.user.id, hasImage: false },
      unread: 2,
    });
    expect(hostList.unread).toBeGreaterThanOrEqual(2);
    expect((await as(t, host.cookie).get('/api/conversations/unread-count')).json().unread).toBe(hostList.unread);
    expect((await as(t, client.cookie).get(`/api/conversations/${c.id}`)).json().unread).toBe(0);

    // One notification for the burst, with the latest text.
    const notes = await notificationsOf(t, host.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'message',
      subType: 'new_message',
      title: 'New message from Ana Reyes',
      message: 'We have about 20 boxes.',
      priority: 'normal',
      isRead: false,
      actionUrl: `/host/messages?c=${c.id}`,
      data: { conversationId: c.id, senderName: 'Ana Reyes', listingTitle: expect.any(String) },
    });

    // The host reads: the client's messages show as read, the host's count and notification clear.
    clockOf(t).advance(1000);
    const read = await as(t, host.cookie).post(`/api/conversations/${c.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ readAt: expect.any(String), unread: 0 });
    const page = await messagesOf(t, client, c.id);
    expect(page.items.map((x) => x.readAt)).toEqual([read.json().readAt, read.json().readAt]);
    expect((await notificationsOf(t, host.user.id))[0].isRead).toBe(true);

    // The host answers: the client is told, with their own page's link.
    const reply = await send(t, host, c.id, { body: 'Yes, it is free from the 1st.' });
    expect(reply).toMatchObject({ senderRole: 'host', senderName: 'Ben Cruz', readAt: null });
    const clientNote = (await notificationsOf(t, client.user.id)).find((n) => n.data.conversationId === c.id);
    expect(clientNote).toMatchObject({ actionUrl: `/client/messages?c=${c.id}`, title: 'New message from Ben Cruz' });
    // Each message went to both sides' topics through the outbox.
    const pushes = await t.db
      .selectFrom('outboxTasks')
      .select('summary')
      .where('kind', '=', 'realtime')
      .where('summary', 'in', [`topic user:${client.user.id}`, `topic user:${host.user.id}`])
      .execute();
    expect(pushes.length).toBeGreaterThanOrEqual(6);
  });

  it('pages: the newest first page, older ones before a message, oldest first within each', async () => {
    const other = await createUser(t);
    const c = await conversationAbout(t, other, await liveListing(t, host));
    for (let i = 1; i <= 25; i++) {
      if (i % 15 === 0) clockOf(t).advance(61_000); // stays under the per-minute limit
      await send(t, other, c.id, { body: `Message ${i}` });
    }
    const newest = await messagesOf(t, other, c.id, '?limit=10');
    expect(newest.items.map((x) => x.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i + 16}`));
    expect(newest.hasMore).toBe(true);
    const older = await messagesOf(t, other, c.id, `?limit=10&before=${newest.items[0].id}`);
    expect(older.items.map((x) => x.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i + 6}`));
    const oldest = await messagesOf(t, other, c.id, `?limit=10&before=${older.items[0].id}`);
    expect([oldest.items.length, oldest.hasMore]).toEqual([5, false]);
    expect((await as(t, other.cookie).get(`/api/conversations/${c.id}/messages?before=unknown`)).statusCode).toBe(400);
  });

  it('an offline resend with the same clientMessageId is stored once, also when sent several times at once', async () => {
    const other = await createUser(t);
    const c = await conversationAbout(t, other, await liveListing(t, host));
    const payload = { body: 'Sent while offline', clientMessageId: 'tab-1-msg-1' };
    const first = await as(t, other.cookie).post(`/api/conversations/${c.id}/messages`, payload);
    expect(first.statusCode).toBe(201);
    const again = await as(t, other.cookie).post(`/api/conversations/${c.id}/messages`, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(t, other.cookie).post(`/api/conversations/${c.id}/messages`, { body: 'x', clientMessageId: 'tab-1-msg-2' }),
      ),
    );
    expect(burst.map((b) => b.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(burst.map((b) => b.json().id)).size).toBe(1);
    expect((await messagesOf(t, other, c.id)).items).toHaveLength(2);
  });

  it('checks what is sent: text or a picture, at most 2,000 characters', async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const post = (payload: object) => as(t, client.cookie).post(`/api/conversations/${c.id}/messages`, payload);
    const empty = await post({ body: '   ' });
    expect([empty.statusCode, empty.json().error.fields]).toEqual([400, { body: 'Write a message.' }]);
    const long = await post({ body: 'a'.repeat(2001) });
    expect(long.json().error.fields).toEqual({ body: 'A message can be up to 2,000 characters.' });
    expect((await post({ body: 'a'.repeat(2000) })).statusCode).toBe(201);
    const image = await post({ imageId: 'not-an-upload' });
    expect([image.statusCode, image.json().error.fields]).toEqual([400, { imageId: m.imageNotFound }]);
  });
});

describe('contact details', () => {
  it('the other side sees them masked, the sender as typed with the mark, until a booking between the two is confirmed; then both see what was typed', async () => {
    const buyer = await createUser(t, { type: 'client' });
    const listing = await instantListing(t, host.user.id);
    const c = await conversationAbout(t, buyer, listing);
    const typed = 'Text me at 0917 123 4567 or juan@gmail.com. ₱1,500 is ok.';
    const masked = `Text me at ${MASK} or ${MASK}. ₱1,500 is ok.`;
    // The sender's answer: as typed, hidden from the host.
    const fromClient = await send(t, buyer, c.id, { body: typed });
    expect(fromClient).toMatchObject({ body: typed, masked: false, hiddenFrom: 'host' });
    expect((await messagesOf(t, buyer, c.id)).items[0]).toMatchObject({ body: typed, hiddenFrom: 'host' });
    expect((await messagesOf(t, host, c.id)).items[0]).toMatchObject({ body: masked, masked: true, hiddenFrom: null });
    // The host writes one: hidden from the client.
    const fromHost = await send(t, host, c.id, { body: 'Viber: 0998 765 4321' });
    expect(fromHost).toMatchObject({ body: 'Viber: 0998 765 4321', masked: false, hiddenFrom: 'client' });
    expect((await messagesOf(t, buyer, c.id)).items[1]).toMatchObject({ body: `Viber: ${MASK}`, masked: true });
    // The lists' last message, each side as it may see it.
    const last = async (u: BuiltUser) =>
      (await as(t, u.cookie).get('/api/conversations')).json().items.find((x: Conversation) => x.id === c.id)
        .lastMessage.body;
    expect([await last(host), await last(buyer)]).toEqual(['Viber: 0998 765 4321', `Viber: ${MASK}`]);
    const stored = await t.db
      .selectFrom('chatMessages')
      .select(['body', 'originalBody'])
      .where('id', '=', fromClient.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: masked, originalBody: typed }); // masked before storing, the typed text beside it
    // Staff (a dispute's evidence) read what was typed, with the mark.
    const forStaff = await listingConversationForStaff(t.ctx, buyer.user.id, listing);
    expect(forStaff[0]).toMatchObject({ body: typed, masked: false, hiddenFrom: 'host' });

    // Awaiting payment is not confirmed yet.
    const bookingId = await bookingToPay(t, buyer, listing, 12, 13);
    expect((await send(t, buyer, c.id, { body: 'My number: 0917 123 4567' })).hiddenFrom).toBe('host');
    expect((await messagesOf(t, host, c.id)).items[2]).toMatchObject({ body: `My number: ${MASK}`, masked: true });
    await payBooking(t, buyer, bookingId);
    expect((await as(t, buyer.cookie).get(`/api/conversations/${c.id}`)).json().contactsVisible).toBe(true);
    // Confirmed: what was hidden shows as typed to both, without the mark; new messages are stored as written.
    const plain = await send(t, buyer, c.id, { body: 'My number: 0917 123 4567' });
    expect(plain).toMatchObject({ body: 'My number: 0917 123 4567', masked: false, hiddenFrom: null });
    for (const u of [host, buyer]) {
      expect((await messagesOf(t, u, c.id)).items.map((x) => [x.body, x.masked, x.hiddenFrom])).toEqual([
        [typed, false, null],
        ['Viber: 0998 765 4321', false, null],
        ['My number: 0917 123 4567', false, null],
        ['My number: 0917 123 4567', false, null],
      ]);
    }
    const after = await t.db.selectFrom('chatMessages').select(['masked', 'originalBody']).where('id', '=', plain.id);
    expect(await after.executeTakeFirstOrThrow()).toEqual({ masked: false, originalBody: null });
  });

  it('a message of 2,000 characters full of short handles is stored, though masking makes it longer', async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const typed = 'fb:ab '.repeat(333) + 'ok';
    expect(typed).toHaveLength(2000);
    const sent = await send(t, client, c.id, { body: typed });
    expect(sent).toMatchObject({ body: typed, hiddenFrom: 'host' });
    const seen = (await messagesOf(t, host, c.id)).items.at(-1)!;
    expect(seen.body).toBe(`fb:${MASK} `.repeat(333) + 'ok');
  });
});
