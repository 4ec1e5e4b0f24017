import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser } from '../test/builders';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';

// Uploads over storage.maxFileSize are refused for every client: here a real server and
// Node's fetch streaming the body (chunked transfer encoding, no content-length), like the
// browser-less clients that used to get through.
const t = useTestApp({ tempDataDir: 'espasyo-upload-limit-' });
const admin = useUser(t, { type: 'admin' });
const LIMIT = 64 * 1024;
let base = '';
let oversize: Buffer;

beforeAll(async () => {
  await setSettings(t, admin.cookie, 'storage', { maxFileSize: LIMIT });
  // A valid PNG followed by padding: an image decoder would accept any prefix that cut it at the limit.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  oversize = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.app.server.close());

type Part = { field: string; data?: Buffer; value?: string };
/** A multipart body as a stream of chunks, so fetch sends it chunked. */
function multipartStream(parts: Part[], boundary: string, chunk: number): ReadableStream<Uint8Array> {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    if (p.value !== undefined) {
      pieces.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`),
      );
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
      );
      for (let i = 0; i < p.data!.length; i += chunk) pieces.push(p.data!.subarray(i, i + chunk));
      pieces.push(Buffer.from('\r\n'));
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < pieces.length) controller.enqueue(pieces[i++]);
      else controller.close();
    },
  });
}

/** 16 KiB chunks put the cut exactly on a chunk boundary: the case that used to get through. */
async function post(url: string, cookie: string, parts: Part[], chunk = 16 * 1024) {
  const boundary = `----espasyo${Math.random().toString(16).slice(2)}`;
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartStream(parts, boundary, chunk),
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

const files = (dir: string) =>
  fs.existsSync(path.join(t.dataDir, 'uploads', dir))
    ? fs.readdirSync(path.join(t.dataDir, 'uploads', dir), { recursive: true })
    : [];

describe('an upload over storage.maxFileSize, streamed by fetch without a length', () => {
  it('a profile photo is refused with 413 every time, and nothing is stored (20 tries)', async () => {
    const u = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(
        '/api/me/photo',
        u.cookie,
        [{ field: 'photo', data: oversize }],
        i % 2 ? 16 * 1024 : 10_000 + i,
      );
      statuses.push(res.status);
      if (res.status === 413) expect(res.body.error?.message).toBe(en.uploads.tooLarge('64 KB'));
    }
    expect(statuses).toEqual(Array(20).fill(413));
    const row = await t.db
      .selectFrom('users')
      .select('profileImageUrl')
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.profileImageUrl).toBeNull();
    expect(files('avatars')).toEqual([]);
  });

  it('an ID document is refused with 413 every time, and no request is stored (20 tries)', async () => {
    const u = await createUser(t, { verified: false });
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#333333' } })
      .jpeg()
      .toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/me/verification', u.cookie, [
        { field: 'idType', value: 'passport' },
        { field: 'idFront', data: oversize },
        { field: 'selfie', data: small },
      ]);
      statuses.push(res.status);
      if (res.status === 413) expect(res.body.error?.message).toBe(`ID front: ${en.uploads.tooLarge('64 KB')}`);
    }
    expect(statuses).toEqual(Array(20).fill(413));
    const rows = await t.db.selectFrom('verificationRequests').select('id').where('userId', '=', u.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('a file of exactly the limit is accepted', async () => {
    const u = await createUser(t);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const exact = Buffer.concat([png, Buffer.alloc(LIMIT - png.length)]);
    const res = await post('/api/me/photo', u.cookie, [{ field: 'photo', data: exact }]);
    expect(res.status).toBe(200);
  });
});
