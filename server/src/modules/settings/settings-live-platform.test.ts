import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createUser, multipartFile, randomIp, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';
import { checkUpload } from '../../lib/uploads';

/** Maintenance mode, upload rules and fees follow the settings at once. */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const message = 'Back at 6 pm. Salamat!';

describe('maintenance mode (general.maintenanceMode)', () => {
  it('answers 503 with the maintenance message to everyone but admins, and stops when turned off', async () => {
    const client = await createUser(t);
    const host = await createUser(t, { type: 'host' });
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: true, maintenanceMessage: message });
    for (const [url, cookie] of [
      ['/api/me/sessions', client.cookie],
      ['/api/me/sessions', host.cookie],
      ['/api/pricing/fees?subtotal=100', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({ code: 'maintenance', message });
    }
    expect((await get('/api/me/sessions', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/settings', admin.cookie)).statusCode).toBe(200);

    await setSettings(t, admin.cookie, 'general', { maintenanceMode: false });
    expect((await get('/api/me/sessions', client.cookie)).statusCode).toBe(200);
  });

  it('keeps health, public settings, sign-in and "me" open, so an admin can still sign in', async () => {
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: true, maintenanceMessage: message });
    expect((await get('/api/health')).statusCode).toBe(200);
    const pub = await get('/api/settings/public');
    expect(pub.json()).toMatchObject({ maintenanceMode: true, maintenanceMessage: message });
    expect((await get('/api/auth/me')).json()).toEqual({ user: null });

    const other = await createUser(t, { type: 'admin' });
    const signedIn = await signIn(t, other.email, other.password);
    expect(signedIn.res.statusCode).toBe(200);
    expect((await get('/api/admin/users', signedIn.cookie!)).statusCode).toBe(200);

    const client = await createUser(t);
    const clientIn = await signIn(t, client.email, client.password);
    expect(clientIn.res.statusCode).toBe(200);
    expect((await get('/api/me/sessions', clientIn.cookie!)).statusCode).toBe(503);
    expect((await get('/api/auth/me', clientIn.cookie!)).json().user.id).toBe(client.user.id);
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: false });
  });

  it('never blocks pages and static files (non-API paths)', async () => {
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: true });
    expect((await get('/client/browse')).statusCode).not.toBe(503);
    await setSettings(t, admin.cookie, 'general', { maintenanceMode: false });
  });
});

describe('upload rules (storage.allowedImageTypes, maxFileSize) on a real upload route', () => {
  const image = (format: 'png' | 'gif', size = 64) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#2a7' } })
      [format]()
      .toBuffer();
  const upload = async (u: BuiltUser, data: Buffer, name: string) => {
    const body = multipartFile('photo', name, 'image/png', data);
    return t.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      payload: body.payload,
      headers: { ...body.headers, cookie: u.cookie },
      remoteAddress: randomIp(),
    });
  };

  it('a newly allowed type is accepted and a removed one refused, judged by content not name', async () => {
    const u = await createUser(t);
    const gif = await image('gif');
    const refused = await upload(u, gif, 'photo.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This type of file is not allowed. Allowed: jpg, jpeg, png, webp.');
    await setSettings(t, admin.cookie, 'storage', { allowedImageTypes: ['gif', 'png'] });
    expect((await upload(u, gif, 'photo.png')).statusCode).toBe(200);
    await setSettings(t, admin.cookie, 'storage', { allowedImageTypes: ['gif'] });
    expect((await upload(u, await image('png'), 'photo.gif')).statusCode).toBe(400);
    await setSettings(t, admin.cookie, 'storage', { allowedImageTypes: ['jpg', 'jpeg', 'png', 'webp'] });
  });

  it('a smaller maximum file size refuses the next larger upload with 413', async () => {
    const u = await createUser(t);
    const png = await image('png', 200);
    expect((await upload(u, png, 'a.png')).statusCode).toBe(200);
    await setSettings(t, admin.cookie, 'storage', { maxFileSize: Math.max(1024, png.length - 1) });
    const res = await upload(u, Buffer.concat([png, Buffer.alloc(2048)]), 'a.png');
    expect(res.statusCode).toBe(413);
    await setSettings(t, admin.cookie, 'storage', { maxFileSize: 10_485_760 });
  });
});

describe('document types (storage.allowedDocumentTypes) through the shared upload check', () => {
  it('a removed document type is refused by content at once, and allowed again when re-added', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await checkUpload(t.ctx.settings, pdf, 'document')).ext).toBe('pdf');
    await setSettings(t, admin.cookie, 'storage', { allowedDocumentTypes: ['docx'] });
    await expect(checkUpload(t.ctx.settings, pdf, 'document')).rejects.toMatchObject({
      status: 400,
      message: 'This type of file is not allowed. Allowed: docx.',
    });
    await setSettings(t, admin.cookie, 'storage', { allowedDocumentTypes: ['pdf', 'doc', 'docx'] });
    expect((await checkUpload(t.ctx.settings, pdf, ['image', 'document'])).ext).toBe('pdf');
  });
});

describe('GET /api/pricing/fees (financial.platformFeePercentage, cancellationFeePercentage)', () => {
  it('quotes fees from the live settings, publicly', async () => {
    const first = await get('/api/pricing/fees?subtotal=150000');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      currency: 'PHP',
      subtotal: 150_000,
      platformFeePercentage: 9,
      platformFee: 13_500,
      hostEarnings: 136_500,
      cancellationFeePercentage: 5,
      cancellationFee: 7_500,
      taxRate: 0,
      tax: 0,
      total: 150_000,
    });
    await setSettings(t, admin.cookie, 'financial', {
      platformFeePercentage: 12.5,
      cancellationFeePercentage: 10,
      taxCalculationEnabled: true,
      taxRate: 12,
    });
    expect((await get('/api/pricing/fees?subtotal=150000')).json()).toMatchObject({
      platformFee: 18_750,
      hostEarnings: 131_250,
      cancellationFee: 15_000,
      tax: 18_000,
      total: 168_000,
    });
  });

  it('refuses a subtotal that is not whole centavos', async () => {
    for (const q of ['subtotal=12.5', 'subtotal=-1', 'subtotal=abc', '']) {
      const res = await get(`/api/pricing/fees?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Subtotal must be a whole number of centavos between 0 and 100,000,000,000',
      );
    }
  });
});
