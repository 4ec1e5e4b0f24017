import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, multipartFile } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp({ tempDataDir: 'espasyo-avatar-' });

const image = (format: 'png' | 'jpeg' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    [format]()
    .toBuffer();
/** Random pixels do not compress: a file of roughly width*height*3 bytes. */
const noisyPng = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer();
const upload = (cookie: string, data: Buffer, filename = 'me.png', type = 'image/png') => {
  const body = multipartFile('photo', filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/photo',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const avatarFiles = () =>
  fs.existsSync(path.join(t.dataDir, 'uploads/avatars')) ? fs.readdirSync(path.join(t.dataDir, 'uploads/avatars')) : [];

describe('POST /api/me/photo', () => {
  it('stores a 512×512 WebP under DATA_DIR and serves it publicly', async () => {
    const u = await createUser(t);
    const res = await upload(u.cookie, await image('png'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profileImageUrl;
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(avatarFiles()).toContain(path.basename(url));

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('replaces the old photo file on a new upload', async () => {
    const u = await createUser(t);
    const first = (await upload(u.cookie, await image('jpeg'), 'a.jpg', 'image/jpeg')).json().user.profileImageUrl;
    const second = (await upload(u.cookie, await image('png'))).json().user.profileImageUrl;
    expect(second).not.toBe(first);
    expect(avatarFiles()).not.toContain(path.basename(first));
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('decides the type by content: a text file named .jpg is refused, nothing stored', async () => {
    const u = await createUser(t);
    const before = avatarFiles().length;
    const res = await upload(
      u.cookie,
      Buffer.from('just some text, not a picture at all'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.uploads.typeNotAllowed('jpg, jpeg, png, webp'));
    expect(avatarFiles().length).toBe(before);
    expect(
      (await t.db.selectFrom('users').select('profileImageUrl').where('id', '=', u.user.id).executeTakeFirstOrThrow())
        .profileImageUrl,
    ).toBeNull();
  });

  it('refuses an image type the settings do not allow (GIF)', async () => {
    const u = await createUser(t);
    expect((await upload(u.cookie, await image('gif'), 'a.gif', 'image/gif')).statusCode).toBe(400);
  });

  it('refuses a file over storage.maxFileSize (read live) with 413', async () => {
    const u = await createUser(t);
    const s = await t.ctx.settings.get();
    await t.db
      .updateTable('settings')
      .set({ data: JSON.stringify({ ...s, storage: { ...s.storage, maxFileSize: 50 * 1024 } }) })
      .execute();
    t.ctx.settings.invalidate();
    try {
      const big = await noisyPng(200); // ~120 KB
      expect(big.length).toBeGreaterThan(50 * 1024);
      const res = await upload(u.cookie, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: 'payload_too_large', message: en.uploads.tooLarge('50 KB') });
    } finally {
      await t.db
        .updateTable('settings')
        .set({ data: JSON.stringify(s) })
        .execute();
      t.ctx.settings.invalidate();
    }
  });

  it('asks for a file when there is none', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      payload: {},
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.account.photoMissing);
  });
});

describe('GET /api/files/avatars/:file', () => {
  it('cannot be used to read other files (path traversal)', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(t.dataDir, 'secret.key'), 'secret');
    for (const url of [
      '/api/files/avatars/..%2Fsecret.txt',
      '/api/files/avatars/..%2F..%2Fsecret.key',
      '/api/files/avatars/%2e%2e%2f%2e%2e%2fsecret.key',
      '/api/files/avatars/../secret.txt',
      '/api/files/avatars/..%5c..%5csecret.key',
      '/api/files/avatars/secret.txt',
      '/api/files/avatars/.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });
});
