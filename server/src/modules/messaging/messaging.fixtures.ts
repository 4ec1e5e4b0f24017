import { expect } from 'vitest';
import type { ChatMessage, Conversation } from '@espasyo/domain';
import type { TestApp } from '../../test/app';
import { multipartFile, type BuiltUser } from '../../test/builders';
import { as } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';

export { as };

/** A live listing of `host`'s, straight in the database. */
export const liveListing = (
  t: TestApp,
  host: BuiltUser,
  o: { instantBook?: boolean; status?: 'active' | 'paused' } = {},
) => insertListing(t, host.user.id, { city: cities.makati, capacity: 5, ...o });

/** The client's conversation about a listing (opened or found). */
export async function conversationAbout(t: TestApp, client: BuiltUser, listingId: string): Promise<Conversation> {
  const res = await as(t, client.cookie).post('/api/conversations', { listingId });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

export async function send(t: TestApp, u: BuiltUser, conversationId: string, payload: object): Promise<ChatMessage> {
  const res = await as(t, u.cookie).post(`/api/conversations/${conversationId}/messages`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function messagesOf(t: TestApp, u: BuiltUser, conversationId: string, query = '') {
  const res = await as(t, u.cookie).get(`/api/conversations/${conversationId}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ChatMessage[]; hasMore: boolean };
}

/** POST …/images with one file in the field "file". */
export function uploadImage(t: TestApp, cookie: string, url: string, data: Buffer, type = 'image/jpeg') {
  const body = multipartFile('file', 'picture.jpg', type, data);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
}

/** The user's notifications of a subType, newest first. */
export const notificationsOf = (t: TestApp, userId: string, subType = 'new_message') =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .where('subType', '=', subType)
    .orderBy('createdAt', 'desc')
    .execute();
