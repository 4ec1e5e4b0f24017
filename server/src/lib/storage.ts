import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';

/** A stored file's bytes and its entity tag (the `ETag` the routes send and compare). */
export interface StoredFile {
  data: Buffer;
  /** Quoted, as in HTTP: `"…"`. The MD5 of the bytes on both adapters (S3's own ETag of a single PUT). */
  etag: string;
}

/**
 * Where uploaded files live (decision 0053). Keys look like `avatars/<id>.webp`: a folder and a
 * file name, nothing else. The local directory `${DATA_DIR}/uploads` by default, an
 * S3-compatible bucket when configured (env.ts S3_*). Every file is served by the app's routes
 * with their access checks: no adapter hands out a URL of its own.
 */
export interface FileStorage {
  /** `local` or `s3`: what /readyz and the start-up message tell. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** The file's tag and size without its bytes, or null (storage:migrate compares with it). */
  head(key: string): Promise<{ etag: string; size: number } | null>;
  /** Removes the file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage answers (the bucket exists and the keys may use it); rejects otherwise. */
  check(): Promise<void>;
  /** Lets go of its connections (the app's close). */
  close(): void;
}

/** One folder, one file name; letters, digits, dot, dash, underscore; no leading dot. */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** The ETag of some bytes: their MD5 in quotes, what S3 answers for an object put in one request. */
export function etagOf(data: Buffer): string {
  return `"${createHash('md5').update(data).digest('hex')}"`;
}

export function localStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already rules out escaping the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  const orNull = <T>(e: unknown): T | null => {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file); // readers never see a half-written file
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const data = await fs.readFile(resolve(key)).catch(orNull<Buffer>);
      return data && { data, etag: etagOf(data) };
    },
    async head(key) {
      const stored = await this.get(key);
      return stored && { etag: stored.etag, size: stored.data.length };
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await fs.rm(resolve(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    close() {},
  };
}

/** The directory the local storage uses, and the one `npm run storage:migrate` copies from. */
export const localUploadsDir = (env: Env) => path.join(env.dataDir, 'uploads');
