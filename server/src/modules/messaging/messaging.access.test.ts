import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../test/hooks';
import { photo } from '../listings/core/listings.fixtures';
import { as, conversationAbout, liveListing, send, uploadImage } from './messaging.fixtures';

/**
 * A user reads and posts only in conversations they belong to (issue 21): every endpoint refuses
 * another client, a host who is not the listing's, staff on the users' routes (404: ids cannot be
 * probed) and a signed-out caller (401); admin /chat refuses everyone but admins.
 */
const t = useTestApp({ tempDataDir: 'espasyo-chat-access-' });
const client = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });
const otherClient = useUser(t, { type: 'client' });
const otherHost = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });

async function setup() {
  const c = await conversationAbout(t, client, await liveListing(t, host));
  const up = await uploadImage(t, client.cookie, `/api/conversations/${c.id}/images`, await photo('png', 800, 600));
  expect(up.statusCode, up.body).toBe(201);
  await send(t, client, c.id, { body: 'Hello', imageId: up.json().imageId });
  return { id: c.id, imageId: up.json().imageId as string };
}

const calls = (id: string, imageId: string) => [
  { method: 'GET', url: `/api/conversations/${id}` },
  { method: 'GET', url: `/api/conversations/${id}/messages` },
  { method: 'POST', url: `/api/conversations/${id}/messages`, payload: { body: 'Let me in' } },
  { method: 'POST', url: `/api/conversations/${id}/read` },
  { method: 'GET', url: `/api/conversations/${id}/images/${imageId}` },
];

describe("someone else's conversation", () => {
  it('is not found for another client, another host, and staff on the users’ routes', async () => {
    const { id, imageId } = await setup();
    for (const u of [otherClient, otherHost, admin, moderator]) {
      for (const call of calls(id, imageId)) {
        const res = await t.app.inject({ ...call, headers: { cookie: u.cookie } } as never);
        expect([call.url, res.statusCode], res.body).toEqual([call.url, 404]);
      }
      const up = await uploadImage(t, u.cookie, `/api/conversations/${id}/images`, await photo('png', 800, 600));
      expect(up.statusCode).toBe(404);
      const listed = (await as(t, u.cookie).get('/api/conversations')).json();
      expect(listed.items.map((c: { id: string }) => c.id)).not.toContain(id);
    }
    // Nothing was written by the refused posts.
    const rows = await t.db.selectFrom('chatMessages').select('body').where('conversationId', '=', id).execute();
    expect(rows.map((r) => r.body)).toEqual(['Hello']);
  });

  it('refuses a signed-out caller on every endpoint (401)', async () => {
    const { id, imageId } = await setup();
    const all = [
      { method: 'GET', url: '/api/conversations' },
      { method: 'GET', url: '/api/conversations/unread-count' },
      { method: 'POST', url: '/api/conversations', payload: { listingId: 'x' } },
      { method: 'POST', url: '/api/conversations/support' },
      { method: 'POST', url: `/api/conversations/${id}/images` },
      ...calls(id, imageId),
      { method: 'GET', url: '/api/admin/chat/conversations' },
      { method: 'GET', url: `/api/admin/chat/conversations/${id}` },
      { method: 'GET', url: `/api/admin/chat/conversations/${id}/messages` },
      { method: 'POST', url: `/api/admin/chat/conversations/${id}/messages`, payload: { body: 'x' } },
      { method: 'POST', url: `/api/admin/chat/conversations/${id}/images` },
      { method: 'POST', url: `/api/admin/chat/conversations/${id}/read` },
    ];
    for (const call of all) {
      const res = await t.app.inject(call as never);
      expect([call.url, res.statusCode]).toEqual([call.url, 401]);
    }
  });

  it('a picture is usable only by its uploader, in its conversation, once', async () => {
    const { id } = await setup();
    const mine = await uploadImage(t, client.cookie, `/api/conversations/${id}/images`, await photo('png', 800, 600));
    // The host cannot send the client's upload.
    const taken = await as(t, host.cookie).post(`/api/conversations/${id}/messages`, { imageId: mine.json().imageId });
    expect(taken.statusCode).toBe(400);
    // Nor can the client send it in another conversation.
    const other = await conversationAbout(t, client, await liveListing(t, host));
    const elsewhere = await as(t, client.cookie).post(`/api/conversations/${other.id}/messages`, {
      imageId: mine.json().imageId,
    });
    expect(elsewhere.statusCode).toBe(400);
    await send(t, client, id, { imageId: mine.json().imageId });
    const twice = await as(t, client.cookie).post(`/api/conversations/${id}/messages`, {
      imageId: mine.json().imageId,
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('admin /chat', () => {
  it('is for admins only: clients, hosts and moderators are refused (403); a listing conversation is not found', async () => {
    const { id } = await setup();
    for (const u of [client, host, moderator]) {
      const res = await as(t, u.cookie).get('/api/admin/chat/conversations');
      expect(res.statusCode).toBe(403);
      const post = await as(t, u.cookie).post(`/api/admin/chat/conversations/${id}/messages`, { body: 'x' });
      expect(post.statusCode).toBe(403);
    }
    for (const url of [`/api/admin/chat/conversations/${id}`, `/api/admin/chat/conversations/${id}/messages`]) {
      expect((await as(t, admin.cookie).get(url)).statusCode).toBe(404);
    }
    const post = await as(t, admin.cookie).post(`/api/admin/chat/conversations/${id}/messages`, { body: 'x' });
    expect(post.statusCode).toBe(404);
    expect((await as(t, admin.cookie).post(`/api/admin/chat/conversations/${id}/read`)).statusCode).toBe(404);
  });
});
