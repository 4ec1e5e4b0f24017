import sharp from 'sharp';
import { calendarDayIn } from '@espasyo/domain';
import { validParking, validStorage } from '@espasyo/domain/listings/test-fixtures';
import type { TestApp } from '../../../test/app';
import { multipart } from '../../verification/verification.fixtures';

export { validParking, validStorage };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** JSON calls as one user: `const host = as(t, cookie); await host.post('/api/host/listings', {...})`. */
export function as(t: TestApp, cookie: string) {
  const call = (method: Method) => (url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { get: call('GET'), post: call('POST'), patch: call('PATCH'), put: call('PUT'), delete: call('DELETE') };
}

/** A plain photo of the given size (a gradient, so it is not one flat colour). */
export function photo(format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg', width = 1600, height = 1200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export interface PhotoFile {
  filename: string;
  data: Buffer;
  type?: string;
}

/** POST /api/host/listings/:id/photos with the given files in the field "photos". */
export function uploadPhotos(t: TestApp, cookie: string, listingId: string, files: PhotoFile[]) {
  const body = multipart(
    files.map((f) => ({ name: 'photos', filename: f.filename, type: f.type ?? 'image/jpeg', data: f.data })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/host/listings/${listingId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** A draft with every field filled in (storage in Makati unless told otherwise) and one photo. */
export async function completeListing(t: TestApp, cookie: string, fields: object = validStorage): Promise<string> {
  const res = await as(t, cookie).post('/api/host/listings', fields);
  if (res.statusCode !== 201) throw new Error(`create refused: ${res.body}`);
  const id: string = res.json().id;
  const up = await uploadPhotos(t, cookie, id, [{ filename: 'room.jpg', data: await photo() }]);
  if (up.statusCode !== 201) throw new Error(`photo refused: ${up.body}`);
  return id;
}

/** A live listing: complete, submitted by its host and approved by `staffCookie`. */
export async function activeListing(t: TestApp, hostCookie: string, staffCookie: string, fields?: object) {
  const id = await completeListing(t, hostCookie, fields);
  const submitted = await as(t, hostCookie).post(`/api/host/listings/${id}/submit`);
  if (submitted.statusCode !== 200) throw new Error(`submit refused: ${submitted.body}`);
  const approved = await as(t, staffCookie).post(`/api/admin/listings/${id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approve refused: ${approved.body}`);
  return id;
}

/** A calendar date `days` after today in the platform's time zone. */
export async function dayFromToday(t: TestApp, days: number): Promise<string> {
  const tz = (await t.ctx.settings.get()).general.timezone;
  return calendarDayIn(tz, new Date(t.clock.now().getTime() + days * 86_400_000));
}
