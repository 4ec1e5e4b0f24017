import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';
import { etagOf, localStorage, type FileStorage } from './storage';
import { createStorage } from './storage-from-env';

/**
 * The storage contract (decision 0053): what every module relies on, run against both
 * adapters — the local directory and an S3 bucket on a real S3-compatible server (s3rver)
 * started here. An adapter that passes this can hold the app's files.
 */
let s3: TestS3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['local directory', () => localStorage(dir)],
  ['S3 bucket', () => s3Storage(s3.config)],
];

describe.each(adapters)('FileStorage contract: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage?.close());

  it('gives back the bytes it was given, with their MD5 as the ETag', async () => {
    const data = Buffer.from([0, 1, 2, 255, 10, 13]);
    await storage.put('listings/contract-a.webp', data);
    const got = await storage.get('listings/contract-a.webp');
    expect(got?.data.equals(data)).toBe(true);
    expect(got?.etag).toBe(etagOf(data));
    expect(got?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storage.head('listings/contract-a.webp')).toEqual({ etag: etagOf(data), size: data.length });
  });

  it('answers null for a file that does not exist', async () => {
    expect(await storage.get('listings/never-put.webp')).toBeNull();
    expect(await storage.head('listings/never-put.webp')).toBeNull();
  });

  it('replaces a file put again under the same key, and its ETag with it', async () => {
    await storage.put('avatars/contract-b.webp', Buffer.from('first'));
    await storage.put('avatars/contract-b.webp', Buffer.from('second'));
    const got = await storage.get('avatars/contract-b.webp');
    expect(got?.data.toString()).toBe('second');
    expect(got?.etag).toBe(etagOf(Buffer.from('second')));
  });

  it('deletes a file, and deleting it again (or one never put) is not an error', async () => {
    await storage.put('chat/contract-c.webp', Buffer.from('gone soon'));
    await storage.delete('chat/contract-c.webp');
    expect(await storage.get('chat/contract-c.webp')).toBeNull();
    await expect(storage.delete('chat/contract-c.webp')).resolves.toBeUndefined();
    await expect(storage.delete('chat/never-put.webp')).resolves.toBeUndefined();
  });

  it('keeps files of different folders apart, keys without an extension included', async () => {
    await storage.put('verification/contract-d', Buffer.from('id document'));
    await storage.put('disputes/contract-d', Buffer.from('dispute photo'));
    expect((await storage.get('verification/contract-d'))?.data.toString()).toBe('id document');
    expect((await storage.get('disputes/contract-d'))?.data.toString()).toBe('dispute photo');
  });

  it('holds a file of several megabytes intact', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    await storage.put('listings/contract-big.webp', big);
    const got = await storage.get('listings/contract-big.webp');
    expect(got?.data.length).toBe(big.length);
    expect(got?.etag).toBe(etagOf(big));
  });

  it('refuses to write a key outside the one-folder, one-name pattern, and reads none', async () => {
    for (const key of [
      '../escape.webp',
      'listings/../../x',
      'nofolder',
      'a/b/c.webp',
      'listings/.hidden',
      '/abs.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.head(key), key).toBeNull();
      await expect(storage.delete(key), key).resolves.toBeUndefined();
    }
  });

  it('answers its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('S3 adapter beyond the contract', () => {
  it('fails its readiness check when the bucket does not exist or the server does not answer', async () => {
    const missing = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
    const nobody = s3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(nobody.check()).rejects.toThrow();
    nobody.close();
  });

  it('fails on wrong credentials rather than reading as if the file were missing', async () => {
    const storage = s3Storage(s3.config);
    await storage.put('listings/contract-creds.webp', Buffer.from('x'));
    storage.close();
    const wrong = s3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(wrong.get('listings/contract-creds.webp')).rejects.toThrow();
    await expect(wrong.check()).rejects.toThrow();
    wrong.close();
  });

  it('writes to the bucket only: nothing lands in the directory of DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-s3-only-'));
    try {
      const env = readEnv({ DATA_DIR: dataDir, ...s3.env });
      const storage = createStorage(env);
      expect(storage.kind).toBe('s3');
      await storage.put('avatars/contract-e.webp', Buffer.from('in the bucket'));
      expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect((await s3Storage(s3.config).get('avatars/contract-e.webp'))?.data.toString()).toBe('in the bucket');
      storage.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('choosing the storage (env.ts)', () => {
  it('keeps the local directory when no S3 variable is set', () => {
    const env = readEnv({});
    expect(env.s3).toBeNull();
    const storage = createStorage(env);
    expect(storage.kind).toBe('local');
  });

  it('takes all five S3 variables, path style only when asked', () => {
    const env = readEnv({ ...s3.env, S3_FORCE_PATH_STYLE: undefined });
    expect(env.s3).toMatchObject({ bucket: s3.config.bucket, endpoint: s3.config.endpoint, forcePathStyle: false });
    expect(readEnv(s3.env).s3?.forcePathStyle).toBe(true);
  });

  it('refuses some S3 variables without the others, naming the missing ones', () => {
    expect(() => readEnv({ S3_BUCKET: 'espasyo', S3_REGION: 'ap-southeast-1' })).toThrow(
      /S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together \(missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    );
    expect(() => readEnv({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/missing: S3_SECRET_ACCESS_KEY\)/);
  });

  it('refuses a bucket name S3 would not take and an endpoint that is not a URL', () => {
    expect(() => readEnv({ ...s3.env, S3_BUCKET: 'Espasyo_Files' })).toThrow(/S3_BUCKET: an S3 bucket name/);
    expect(() => readEnv({ ...s3.env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
