import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';

/**
 * Where uploaded files live. Keys look like `avatars/<id>.webp`: a folder and a file name,
 * nothing else. The local implementation keeps them under `${DATA_DIR}/uploads`; an
 * S3-compatible bucket can implement the same interface later.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** One folder, one file name; letters, digits, dot, dash, underscore; no leading dot. */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function localStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already rules out escaping the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file); // readers never see a half-written file
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await fs.readFile(resolve(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** The storage the app uses, from the environment (local directory under DATA_DIR). */
export function createStorage(env: Env): FileStorage {
  return localStorage(path.join(env.dataDir, 'uploads'));
}
