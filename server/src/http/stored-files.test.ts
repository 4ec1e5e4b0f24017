import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createTestApp } from '../test/app';
import { createUser, multipartFile, type BuiltUser } from '../test/builders';
import { useTestApp, useUser } from '../test/hooks';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { s3Storage } from '../lib/s3-storage';
import { photo } from '../modules/listings/core/listings.fixtures';
import { conversationAbout, liveListing, send, uploadImage } from '../modules/messaging/messaging.fixtures';
import { submit, userAwaitingId } from '../modules/verification/verification.fixtures';

/**
 * The app's files through either storage (decision 0053): the same answers from the local
 * directory and from an S3 bucket on a real S3-compatible server (s3rver) — public photos with
 * a year's immutable caching, their ETag and 304; ID documents and chat pictures only through
 * the access checks, refused to everyone else; /readyz telling whether the bucket answers.
 */
describe.each(['local', 's3'] as const)('files on the %s storage', (kind) => {
  let s3: TestS3Server | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    if (kind !== 's3') return;
    s3 = await startS3Server();
    Object.assign(env, s3.env); // read by useTestApp's beforeAll, which runs after this one
  });
  afterAll(async () => s3?.close()); // after hooks run last-registered first: the app closes before the server

  const t = useTestApp({ env, tempDataDir: 'espasyo-files-' });
  const client = useUser(t, { type: 'client' });
  const host = useUser(t, { type: 'host' });
  const stranger = useUser(t, { type: 'client' });

  /** Where the storage holds a key: the bucket's object, or the file under DATA_DIR/uploads. */
  const stored = async (key: string) =>
    s3
      ? ((await s3Storage(s3.config).get(key))?.data ?? null)
      : fs.existsSync(path.join(t.dataDir, 'uploads', key))
        ? fs.readFileSync(path.join(t.dataDir, 'uploads', key))
        : null;

  const uploadAvatar = async (u: BuiltUser) => {
    const body = multipartFile('photo', 'me.png', 'image/png', await photo('png', 600, 600));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      payload: body.payload,
      headers: { ...body.headers, cookie: u.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user.profileImageUrl as string;
  };

  it('uses the storage the environment chose', () => {
    expect(t.ctx.storage.kind).toBe(kind);
  });

  it('serves a public photo for a year as immutable, with its ETag, and 304 to a browser that holds it', async () => {
    const url = await uploadAvatar(client);
    const key = `avatars/${path.basename(url)}`;
    const bytes = await stored(key);
    expect(bytes).not.toBeNull();
    if (s3) expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false); // the bucket only

    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.equals(bytes!)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': held } });
      expect(again.statusCode, held).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('deletes a replaced photo from the storage (outbox file.delete), which then answers 404', async () => {
    const first = await uploadAvatar(host);
    await uploadAvatar(host);
    expect(await stored(`avatars/${path.basename(first)}`)).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: first });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(en.generic.notFound);
  });

  it('serves ID documents to their owner only, never cached; visitor 401, anyone else 404', async () => {
    const owner = await userAwaitingId(t);
    const sent = await submit(t, owner.cookie);
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId: string = sent.json().requestId;
    const file = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/verification/${requestId}/files/idFront`,
        headers: cookie ? { cookie } : {},
      });

    const own = await file(owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    const { storageKey } = await t.db
      .selectFrom('verificationFiles')
      .select('storageKey')
      .where('requestId', '=', requestId)
      .where('kind', '=', 'idFront')
      .executeTakeFirstOrThrow();
    expect((await stored(storageKey))?.equals(own.rawPayload)).toBe(true);

    expect((await file()).statusCode).toBe(401);
    const other = await file(stranger.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(en.verification.notFound);
    // No public file route reaches it by its name either.
    const name = storageKey.split('/')[1]!;
    for (const url of [`/api/files/avatars/${name}`, `/api/files/listings/${name}`, `/uploads/${storageKey}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/image\/jpeg/);
    }
  });

  it("serves a chat picture to the conversation's members with a private cache and its ETag; others 404, visitor 401", async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const up = await uploadImage(t, client.cookie, `/api/conversations/${c.id}/images`, await photo('png', 800, 600));
    expect(up.statusCode, up.body).toBe(201);
    const imageId: string = up.json().imageId;
    await send(t, client, c.id, { body: 'The gate', imageId });
    const url = `/api/conversations/${c.id}/images/${imageId}`;
    const get = (cookie?: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...extra } });

    for (const member of [client, host]) {
      const res = await get(member.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const held = await get(member.cookie, { 'if-none-match': res.headers.etag as string });
      expect(held.statusCode).toBe(304);
    }
    const other = await get(stranger.cookie);
    expect(other.statusCode).toBe(404);
    // A stranger holding the tag learns nothing either: the access check comes before the ETag.
    const guess = await get(stranger.cookie, { 'if-none-match': '*' });
    expect(guess.statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
  });

  it('/readyz reports the storage when it is a bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      checks: { database: 'ok', migrations: 'ok', ...(kind === 's3' ? { storage: 'ok' } : {}) },
    });
  });
});

describe('/readyz with a bucket that does not answer', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.close());

  it('answers 503 with storage failed, while the rest of the app answers', async () => {
    const broken = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, checks: { database: 'ok', migrations: 'ok', storage: 'failed' } });
      // The rest of the app still answers; only the files need the bucket.
      const u = await createUser(broken);
      expect(
        (await broken.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: u.cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
