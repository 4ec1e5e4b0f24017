import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en, listingMessages } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { photoWithExif } from '../../verification/verification.fixtures';
import { activeListing, as, photo, uploadPhotos, validStorage } from '../core/listings.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-listing-photos-' });
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });
const client = useUser(t, { type: 'client' });
const m = listingMessages.photos;

const draft = async () => (await as(t, host.cookie).post('/api/host/listings', validStorage)).json().id as string;
const files = () => {
  const dir = path.join(t.dataDir, 'uploads/listings');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const photoRows = (listingId: string) =>
  t.db.selectFrom('listingPhotos').selectAll().where('listingId', '=', listingId).execute();

/** CRC-32 of PNG chunks. */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/**
 * A decompression bomb: a valid PNG header for 50,000 × 50,000 pixels (2.5 gigapixels, 7.5 GB
 * decoded) with a few hundred bytes of data. Never decoded by the server.
 */
function pngBomb(side = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const row = Buffer.alloc(1 + side * 3); // filter byte + one black row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/host/listings/:id/photos', () => {
  it('stores several photos as 4:3 WebP at 1280, 640 and the thumbnail size; the first is the cover', async () => {
    const id = await draft();
    const res = await uploadPhotos(t, host.cookie, id, [
      { filename: 'front.jpg', data: await photo('jpeg', 2000, 1600) },
      { filename: 'inside.png', data: await photo('png', 1024, 768), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const { photos } = res.json();
    expect(photos).toHaveLength(2);
    expect(photos.map((p: { isCover: boolean; position: number }) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(photos[0]).toMatchObject({ width: 1280, height: 960 });
    expect(photos[1]).toMatchObject({ width: 1024, height: 768 }); // never enlarged

    const sizes = [];
    for (const url of [photos[0].url, photos[0].mediumUrl, photos[0].thumbUrl]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      sizes.push([meta.format, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ['webp', 1280, 960],
      ['webp', 640, 480],
      ['webp', 300, 225], // storage.thumbnailSize
    ]);
  });

  it('with storage.generateThumbnails off makes no thumbnail: the 640 copy is served where one would be', async () => {
    const id = await draft();
    const before = files();
    await setSettings(t, admin.cookie, 'storage', { generateThumbnails: false });
    try {
      const res = await uploadPhotos(t, host.cookie, id, [
        { filename: 'front.jpg', data: await photo('jpeg', 2000, 1600) },
      ]);
      expect(res.statusCode).toBe(201);
      const [p] = res.json().photos;
      expect(p.thumbUrl).toBe(p.mediumUrl);
      const added = files().filter((f) => !before.includes(f));
      expect(added).toEqual([`${p.id}-1280.webp`, `${p.id}-640.webp`]);
      const thumb = await t.app.inject({ method: 'GET', url: p.thumbUrl });
      expect(thumb.statusCode).toBe(200);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([640, 480]);

      // A duplicate copies its two files; deleting the photo removes both.
      const copy = (await as(t, host.cookie).post(`/api/host/listings/${id}/duplicate`)).json();
      const [copied] = (await as(t, host.cookie).get(`/api/host/listings/${copy.id}`)).json().photos;
      expect(copied.thumbUrl).toBe(copied.mediumUrl);
      expect((await t.app.inject({ method: 'GET', url: copied.thumbUrl })).statusCode).toBe(200);
      expect((await as(t, host.cookie).delete(`/api/host/listings/${id}/photos/${p.id}`)).statusCode).toBe(200);
      expect(files().filter((f) => f.startsWith(p.id))).toEqual([]);
    } finally {
      await setSettings(t, admin.cookie, 'storage', { generateThumbnails: true });
    }
    // Back on: new uploads get their thumbnail at storage.thumbnailSize again.
    await setSettings(t, admin.cookie, 'storage', { thumbnailSize: 200 });
    try {
      const res = await uploadPhotos(t, host.cookie, id, [
        { filename: 'again.jpg', data: await photo('jpeg', 2000, 1600) },
      ]);
      const [p] = res.json().photos;
      expect(p.thumbUrl).not.toBe(p.mediumUrl);
      const meta = await sharp((await t.app.inject({ method: 'GET', url: p.thumbUrl })).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([200, 150]);
    } finally {
      await setSettings(t, admin.cookie, 'storage', { thumbnailSize: 300 });
    }
  });

  it('removes EXIF data, the GPS position included', async () => {
    const exif = await sharp(await photoWithExif(1200, 900)).metadata();
    expect(exif.exif).toBeDefined(); // the upload carries it
    const id = await draft();
    const res = await uploadPhotos(t, host.cookie, id, [{ filename: 'gps.jpg', data: await photoWithExif(1200, 900) }]);
    expect(res.statusCode).toBe(201);
    for (const key of ['url', 'mediumUrl', 'thumbUrl']) {
      const file = await t.app.inject({ method: 'GET', url: res.json().photos[0][key] });
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('decides the type by content: a text file called .jpg and a GIF are refused, nothing stored', async () => {
    const id = await draft();
    const before = files();
    const text = await uploadPhotos(t, host.cookie, id, [
      { filename: 'ok.jpg', data: await photo() },
      { filename: 'holiday.jpg', data: Buffer.from('just some text, not a picture at all') },
    ]);
    expect(text.statusCode).toBe(400);
    const message = m.forFile('holiday.jpg', en.uploads.typeNotAllowed('jpg, jpeg, png, webp'));
    expect(text.json().error).toMatchObject({ message, fields: { photos: message } });
    const gif = await uploadPhotos(t, host.cookie, id, [
      { filename: 'a.gif', data: await photo('gif'), type: 'image/gif' },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(files()).toEqual(before);
    expect(await photoRows(id)).toEqual([]);
  });

  it('refuses a file over storage.maxFileSize with a 413', async () => {
    const id = await draft();
    const big = await photo('png', 1600, 1200);
    await setSettings(t, admin.cookie, 'storage', { maxFileSize: 2048 });
    try {
      const res = await uploadPhotos(t, host.cookie, id, [{ filename: 'big.png', data: big, type: 'image/png' }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(m.forFile('big.png', en.uploads.tooLarge('2 KB')));
    } finally {
      await setSettings(t, admin.cookie, 'storage', { maxFileSize: 10485760 });
    }
    expect(await photoRows(id)).toEqual([]);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    const id = await draft();
    // tooManyPixels: refused on the size its header declares, before decoding anything.
    const res = await uploadPhotos(t, host.cookie, id, [{ filename: 'bomb.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.forFile('bomb.png', m.tooManyPixels));
  });

  it('refuses photos too small for the listing page, and files it cannot read', async () => {
    const id = await draft();
    const small = await uploadPhotos(t, host.cookie, id, [
      { filename: 'tiny.jpg', data: await photo('jpeg', 320, 240) },
    ]);
    expect(small.json().error.message).toBe(m.forFile('tiny.jpg', m.tooSmall(640, 480)));
    const broken = (await photo()).subarray(0, 200); // a JPEG cut short: the header says JPEG
    const res = await uploadPhotos(t, host.cookie, id, [{ filename: 'cut.jpg', data: broken }]);
    expect(res.statusCode).toBe(400);
  });

  it('takes at most 12 photos a listing', async () => {
    const id = await draft();
    const jpeg = await photo('jpeg', 800, 600);
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.jpg`, data: jpeg }));
    expect((await uploadPhotos(t, host.cookie, id, ten)).statusCode).toBe(201);
    const three = await uploadPhotos(t, host.cookie, id, ten.slice(0, 3));
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toMatchObject({ code: 'photo_limit', fields: { photos: m.tooMany(12, 2) } });
    expect((await uploadPhotos(t, host.cookie, id, ten.slice(0, 2))).statusCode).toBe(201);
    const full = await uploadPhotos(t, host.cookie, id, ten.slice(0, 1));
    expect(full.json().error).toMatchObject({ code: 'photo_limit', fields: { photos: m.tooMany(12, 0) } });
    expect(await photoRows(id)).toHaveLength(12);

    const other = await draft();
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ filename: `q${i}.jpg`, data: jpeg }));
    const tooMany = await uploadPhotos(t, host.cookie, other, thirteen);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('photo_limit');
    expect(await photoRows(other)).toEqual([]);
  });

  it('another host cannot add photos to a listing (404); a client gets 403', async () => {
    const id = await draft();
    const jpeg = [{ filename: 'x.jpg', data: await photo() }];
    expect((await uploadPhotos(t, otherHost.cookie, id, jpeg)).statusCode).toBe(404);
    expect((await uploadPhotos(t, client.cookie, id, jpeg)).statusCode).toBe(403);
  });
});

describe('ordering, cover and deleting photos', () => {
  it('reorders, moves the cover, and deletes files with their photo', async () => {
    const id = await draft();
    const jpeg = await photo('jpeg', 800, 600);
    const up = await uploadPhotos(
      t,
      host.cookie,
      id,
      [1, 2, 3].map((n) => ({ filename: `${n}.jpg`, data: jpeg })),
    );
    const [a, b, c] = up.json().photos.map((p: { id: string }) => p.id);
    const api = as(t, host.cookie);

    const ordered = await api.put(`/api/host/listings/${id}/photos/order`, { photoIds: [c, a, b] });
    expect(ordered.json().photos.map((p: { id: string }) => p.id)).toEqual([c, a, b]);
    for (const bad of [
      [a, b],
      [a, b, b],
      [a, b, c, 'x'],
    ]) {
      const res = await api.put(`/api/host/listings/${id}/photos/order`, { photoIds: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ photoIds: m.orderMismatch });
    }

    const cover = await api.put(`/api/host/listings/${id}/photos/cover`, { photoId: b });
    expect(
      cover
        .json()
        .photos.filter((p: { isCover: boolean }) => p.isCover)
        .map((p: { id: string }) => p.id),
    ).toEqual([b]);
    expect((await api.put(`/api/host/listings/${id}/photos/cover`, { photoId: 'nope' })).statusCode).toBe(404);

    const before = files().length;
    const deleted = await api.delete(`/api/host/listings/${id}/photos/${b}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      deleted
        .json()
        .photos.map((p: { id: string; position: number; isCover: boolean }) => [p.id, p.position, p.isCover]),
    ).toEqual([
      [c, 0, true],
      [a, 1, false],
    ]);
    expect(files().length).toBe(before - 3);
    expect((await api.delete(`/api/host/listings/${id}/photos/${b}`)).statusCode).toBe(404);
  });

  it('a live listing keeps at least one photo', async () => {
    const id = await activeListing(t, host.cookie, moderator.cookie);
    const api = as(t, host.cookie);
    const [only] = (await api.get(`/api/host/listings/${id}`)).json().photos;
    const res = await api.delete(`/api/host/listings/${id}/photos/${only.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'last_photo', fields: { photos: m.lastPhoto } });
    expect((await t.app.inject({ method: 'GET', url: only.url })).statusCode).toBe(200);
  });

  it('serves only listing photo names', async () => {
    for (const url of ['/api/files/listings/x.webp', '/api/files/listings/..%2Fsecret.key']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
