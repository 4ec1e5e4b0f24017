import sharp from 'sharp';
import { mergeSettings, settingsDefaults, type PlatformSettings } from '@espasyo/domain';
import type { TestApp } from '../../test/app';
import { createUser } from '../../test/builders';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body with several fields and files, for app.inject. */
export function multipart(parts: Part[]) {
  const boundary = `----espasyo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      'filename' in p
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in p ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG photo carrying EXIF data: camera, owner and a GPS position in Makati. */
export function photoWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000', Copyright: 'Juan Dela Cruz' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 1/1 0/1' },
    })
    .toBuffer();
}

export const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .gif()
    .toBuffer();
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** A Windows program and a shell script, both dressed up as photos. */
export const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(200)]);
export const script = Buffer.from('#!/bin/sh\necho pwned\n');

export const jpegPart = (name: string, data: Buffer, filename = `${name}.jpg`) => ({
  name,
  filename,
  type: 'image/jpeg',
  data,
});

/** The usual complete submission: a driver's license (front) and a selfie. */
export async function submission(overrides: Record<string, Buffer | string | null> = {}) {
  const base: Record<string, Buffer | string | null> = {
    idType: 'drivers_license',
    idFront: await photoWithExif(),
    selfie: await png(),
  };
  const all = { ...base, ...overrides };
  const parts: Part[] = [];
  for (const [name, v] of Object.entries(all)) {
    if (v === null) continue;
    parts.push(typeof v === 'string' ? { name, value: v } : jpegPart(name, v));
  }
  return multipart(parts);
}

/** Changes platform settings the way an admin's save does: written, then the cache refreshed at once. */
export async function setSettings(t: TestApp, patch: { [K in keyof PlatformSettings]?: Partial<PlatformSettings[K]> }) {
  const row = await t.db.selectFrom('settings').select('data').where('id', '=', 'platform').executeTakeFirstOrThrow();
  const next = mergeSettings(mergeSettings(settingsDefaults, row.data as Partial<PlatformSettings>), patch);
  await t.db
    .updateTable('settings')
    .set({ data: JSON.stringify(next) })
    .where('id', '=', 'platform')
    .execute();
  t.ctx.settings.invalidate();
}

/** Everything done but the ID: email and phone verified, `verified` still false. */
export async function userAwaitingId(t: TestApp, type: 'client' | 'host' = 'client') {
  const u = await createUser(t, { type, verified: false });
  const now = t.clock.now();
  await t.db
    .updateTable('users')
    .set({ emailVerifiedAt: now, phoneVerifiedAt: now })
    .where('id', '=', u.user.id)
    .execute();
  return u;
}

export async function submit(t: TestApp, cookie: string, overrides: Record<string, Buffer | string | null> = {}) {
  const body = await submission(overrides);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/verification',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}
