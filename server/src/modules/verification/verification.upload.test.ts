import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import {
  exe,
  gif,
  pdf,
  photoWithExif,
  png,
  script,
  setSettings,
  submit,
  userAwaitingId,
} from './verification.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-verif-' });

const uploadsDir = () => path.join(t.dataDir, 'uploads', 'verification');
const stored = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

describe('POST /api/me/verification refusals', () => {
  it('needs a signed-in user', async () => {
    const res = await submit(t, '');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a submission without a selfie, without a front or without an ID type', async () => {
    const { cookie } = await userAwaitingId(t);
    let res = await submit(t, cookie, { selfie: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: en.verification.selfieRequired,
      fields: { selfie: en.verification.selfieRequired },
    });
    res = await submit(t, cookie, { idFront: null });
    expect(res.json().error.message).toBe(en.verification.idFrontRequired);
    res = await submit(t, cookie, { idType: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.verification.idTypeRequired);
    res = await submit(t, cookie, { idType: 'library_card' });
    expect(res.json().error.message).toBe(en.verification.idTypeRequired);
  });

  it('judges files by their bytes: a renamed program, a script and a text file called .jpg are refused', async () => {
    const { cookie } = await userAwaitingId(t);
    const before = stored().length;
    for (const [field, data] of [
      ['idFront', exe],
      ['selfie', script],
      ['idFront', Buffer.from('just some text, honestly a jpeg')],
    ] as const) {
      const res = await submit(t, cookie, { [field]: data });
      expect(res.statusCode, field).toBe(400);
      const label = field === 'idFront' ? 'ID front' : 'Selfie';
      expect(res.json().error.message).toBe(
        `${label}: ${en.uploads.typeNotAllowed(field === 'idFront' ? 'jpg, jpeg, png, webp, pdf' : 'jpg, jpeg, png, webp')}`,
      );
      expect(res.json().error.fields[field]).toBeTruthy();
    }
    expect(stored().length).toBe(before); // nothing refused reaches the disk
  });

  it('follows the allowed types of the settings: GIF is not allowed by default, a PDF is no selfie', async () => {
    const { cookie } = await userAwaitingId(t);
    expect((await submit(t, cookie, { selfie: await gif() })).statusCode).toBe(400);
    expect((await submit(t, cookie, { selfie: pdf })).statusCode).toBe(400);
    await setSettings(t, { storage: { allowedImageTypes: ['jpg', 'jpeg', 'png', 'webp', 'gif'] } });
    const res = await submit(t, cookie, { selfie: await gif() });
    expect(res.statusCode).toBe(201);
    await setSettings(t, { storage: { allowedImageTypes: ['jpg', 'jpeg', 'png', 'webp'] } });
  });

  it('refuses a file over storage.maxFileSize, read live from the settings', async () => {
    const { cookie } = await userAwaitingId(t);
    const big = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    await setSettings(t, { storage: { maxFileSize: 20_000 } });
    const res = await submit(t, cookie, { idFront: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(`ID front: ${en.uploads.tooLarge('19.5 KB')}`);
    await setSettings(t, { storage: { maxFileSize: 10485760 } });
    expect((await submit(t, cookie, { idFront: big })).statusCode).toBe(201);
  });

  it('limits submissions to 20 an hour per account', async () => {
    const { cookie } = await userAwaitingId(t);
    for (let i = 0; i < 20; i++) await submit(t, cookie, { selfie: null });
    const res = await submit(t, cookie, { selfie: null });
    expect(res.statusCode).toBe(429);
    const other = await userAwaitingId(t);
    expect((await submit(t, other.cookie, { selfie: null })).statusCode).toBe(400);
  });

  it('refuses a new submission once the ID is verified', async () => {
    const { cookie } = await createUser(t, { verified: true });
    const res = await submit(t, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'id_already_verified', message: en.verification.alreadyVerified });
  });
});

describe('POST /api/me/verification accepted', () => {
  it('stores the files privately, re-encoded without EXIF or GPS', async () => {
    const { cookie, user } = await userAwaitingId(t);
    const original = await photoWithExif();
    expect(original.includes('SecretCam')).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeTruthy();

    const res = await submit(t, cookie, { idFront: original, idBack: pdf });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      idType: 'drivers_license',
      reason: null,
      files: expect.arrayContaining(['idFront', 'idBack', 'selfie']),
    });

    const files = await t.db
      .selectFrom('verificationFiles')
      .selectAll()
      .where('requestId', '=', res.json().requestId)
      .execute();
    expect(files.map((f) => f.kind).sort()).toEqual(['idBack', 'idFront', 'selfie']);
    const front = files.find((f) => f.kind === 'idFront')!;
    expect(front.storageKey).toMatch(/^verification\/[0-9a-f-]{36}$/);
    const onDisk = fs.readFileSync(path.join(t.dataDir, 'uploads', front.storageKey));
    const meta = await sharp(onDisk).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(onDisk.includes('SecretCam')).toBe(false);
    expect(onDisk.includes('Juan Dela Cruz')).toBe(false);
    expect(files.find((f) => f.kind === 'idBack')!.mime).toBe('application/pdf');

    const mine = await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: { cookie } });
    expect(mine.json()).toMatchObject({ status: 'pending', requestId: res.json().requestId });
    expect(user.verified).toBe(false);
  });

  it('keeps one pending request per user: a new submission supersedes the old one and deletes its files', async () => {
    const { cookie, user } = await userAwaitingId(t);
    const first = (await submit(t, cookie)).json();
    const firstKeys = (
      await t.db.selectFrom('verificationFiles').select('storageKey').where('requestId', '=', first.requestId).execute()
    ).map((r) => r.storageKey);
    const second = await submit(t, cookie, { idType: 'passport', selfie: await png() });
    expect(second.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('verificationRequests')
      .select(['id', 'status'])
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['superseded', 'pending']);
    for (const key of firstKeys) expect(fs.existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: { cookie } });
    expect(mine.json()).toMatchObject({ status: 'pending', idType: 'passport', requestId: second.json().requestId });
  });
});
