import type { Env } from '../env';
import { s3Storage } from './s3-storage';
import { localStorage, localUploadsDir, type FileStorage } from './storage';

/** The storage the app uses, from the environment: the bucket when S3_* is set, else DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  return env.s3 ? s3Storage(env.s3) : localStorage(localUploadsDir(env));
}
