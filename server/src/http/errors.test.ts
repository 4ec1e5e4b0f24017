import { describe, expect, it } from 'vitest';
import { en, errorStatus } from '@espasyo/domain';
import { randomIp } from '../test/builders';
import { useTestApp, useUser } from '../test/hooks';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const post = (url: string, payload: string, contentType: string, cookie?: string) =>
  t.app.inject({
    method: url.includes('/settings/') ? 'PUT' : 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    remoteAddress: randomIp(),
  });

describe("the error handler answers each code with its table's status (decision 0033)", () => {
  it('a body in a content type the API does not read: 415 unsupported_media_type', async () => {
    const res = await post('/api/auth/signin', '<signin/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'unsupported_media_type', message: 'Unsupported content type.' });
  });

  it('JSON that does not parse: 400 validation_error, plainly worded', async () => {
    const res = await post('/api/auth/signin', '{"email":', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_error', message: 'The request could not be read.' });
  });

  it('settings routes word the same failures as theirs, with the same codes and statuses', async () => {
    const res = await post('/api/admin/settings/general', '<general/>', 'application/xml', admin.cookie);
    expect(res.statusCode).toBe(errorStatus.unsupported_media_type);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message: en.settings.updateFailed('Unsupported content type.'),
    });
  });

  it('a refusal thrown as AppError has the status of its code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/favorites', remoteAddress: randomIp() });
    expect(res.statusCode).toBe(errorStatus.unauthenticated);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});
