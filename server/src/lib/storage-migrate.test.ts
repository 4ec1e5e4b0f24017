import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { copyLocalFiles } from './storage-migrate';

/**
 * `npm run storage:migrate` (decision 0053): the files of DATA_DIR/uploads reach the bucket of a
 * real S3-compatible server (s3rver) byte for byte; a second run copies nothing; a run stopped
 * half-way or failing on one file is finished by the next.
 */
let s3: TestS3Server;
let dataDir: string;
let root: string;
const files: Record<string, Buffer> = {
  'avatars/0190aaaa-0000-7000-8000-000000000001.webp': Buffer.from('avatar'),
  'listings/0190aaaa-0000-7000-8000-000000000002-1280.webp': Buffer.alloc(300_000, 1),
  'listings/0190aaaa-0000-7000-8000-000000000002-640.webp': Buffer.alloc(90_000, 2),
  'listings/0190aaaa-0000-7000-8000-000000000002-thumb.webp': Buffer.alloc(9_000, 3),
  'chat/0190aaaa-0000-7000-8000-000000000003.webp': Buffer.from('chat picture'),
  'disputes/0190aaaa-0000-7000-8000-000000000004.webp': Buffer.from('dispute photo'),
  'verification/0190aaaa-0000-7000-8000-000000000005': Buffer.from('%PDF-1.4 id document'),
};
const keys = Object.keys(files);

beforeAll(async () => {
  s3 = await startS3Server('espasyo-migrate');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-migrate-'));
  root = path.join(dataDir, 'uploads');
  for (const [key, data] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(root, key), data);
  }
  // What a crash can leave behind, and what is not an upload: neither goes to the bucket.
  fs.writeFileSync(path.join(root, 'avatars/0190aaaa-0000-7000-8000-000000000009.webp.123.tmp'), 'half');
  fs.writeFileSync(path.join(root, 'README'), 'not a stored file');
});
afterAll(async () => {
  await s3?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh bucket per test: the server's objects are removed key by key. */
async function emptyBucket(bucket: FileStorage) {
  await Promise.all(keys.map((k) => bucket.delete(k)));
}

describe('copyLocalFiles', () => {
  it('copies every uploaded file byte for byte, skips what is not one, and copies nothing the second time', async () => {
    const bucket = s3Storage(s3.config);
    await emptyBucket(bucket);
    const first = await copyLocalFiles(root, bucket);
    expect(first).toEqual({
      copied: keys.length,
      alreadyThere: 0,
      skipped: ['README', 'avatars/0190aaaa-0000-7000-8000-000000000009.webp.123.tmp'],
      failed: [],
    });
    for (const key of keys) expect((await bucket.get(key))?.data.equals(files[key]!), key).toBe(true);

    const second = await copyLocalFiles(root, bucket);
    expect(second).toMatchObject({ copied: 0, alreadyThere: keys.length, failed: [] });
    // Nothing was deleted from the directory.
    for (const key of keys) expect(fs.existsSync(path.join(root, key)), key).toBe(true);
    bucket.close();
  });

  it('resumes: copies only what an interrupted run left out, and replaces an object whose bytes differ', async () => {
    const bucket = s3Storage(s3.config);
    await emptyBucket(bucket);
    await bucket.put(keys[0]!, files[keys[0]!]!);
    await bucket.put(keys[1]!, files[keys[1]!]!);
    await bucket.put(keys[2]!, Buffer.from('a different, broken copy'));
    const report = await copyLocalFiles(root, bucket, { concurrency: 2 });
    expect(report).toMatchObject({ copied: keys.length - 2, alreadyThere: 2, failed: [] });
    expect((await bucket.get(keys[2]!))?.data.equals(files[keys[2]!]!)).toBe(true);
    bucket.close();
  });

  it('reports a file that fails and goes on with the others; the next run copies it', async () => {
    const bucket = s3Storage(s3.config);
    await emptyBucket(bucket);
    const failing = keys[3]!;
    const flaky: FileStorage = {
      ...bucket,
      put: async (key, data) => {
        if (key === failing) throw new Error('connection reset');
        await bucket.put(key, data);
      },
    };
    const report = await copyLocalFiles(root, flaky);
    expect(report).toMatchObject({ copied: keys.length - 1, failed: [{ key: failing, error: 'connection reset' }] });
    expect(await bucket.get(failing)).toBeNull();

    expect(await copyLocalFiles(root, bucket)).toMatchObject({ copied: 1, alreadyThere: keys.length - 1, failed: [] });
    bucket.close();
  });
});

describe('the storage:migrate command', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverDir = path.resolve(here, '../..');
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/storage-migrate.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it('copies the files, reports the counts, and reports nothing to do the second time', async () => {
    const bucket = s3Storage(s3.config);
    await emptyBucket(bucket);
    const first = await run(s3.env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(`Copied ${keys.length}, already in the bucket 0, skipped 2, failed 0.`);
    const second = await run(s3.env);
    expect(second.out).toContain(`Copied 0, already in the bucket ${keys.length}, skipped 2, failed 0.`);
    bucket.close();
  });

  it('refuses without the S3 settings, and when the bucket does not answer', async () => {
    const none = await run({});
    expect(none.code).toBe(1);
    expect(none.err).toContain('set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    const missing = await run({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('The bucket no-such-bucket at');
  });
});
