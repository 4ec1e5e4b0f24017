import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../env';
import { etagOf, isValidKey, type FileStorage } from './storage';

/** How long /readyz waits for the bucket before calling the storage failed. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * The readiness probe reads this key, which is never written (no folder of the app is called
 * so): NoSuchKey proves what serving needs — the bucket exists and these keys may read it.
 * Chosen over HeadBucket, whose path-style form (`/bucket/`) some S3-compatible servers sign
 * differently from the SDK (s3rver, the tests' server, answers it 403).
 */
const PROBE_KEY = 'readyz/never-written';

/** What the bucket's objects are, by the key's extension: for anyone browsing the bucket; the routes set their own type. */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
const contentTypeOf = (key: string) => TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) only its 404. */
const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, SeaweedFS, Cloudflare R2, …) through
 * the official SDK (decision 0053). Objects are written without an ACL, so they stay as private
 * as the bucket; nothing here makes a public or presigned URL: the app's routes serve every file
 * after their access checks, as with the local directory.
 */
export function s3Storage(cfg: S3Config): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    // The SDK's default CRC checksums (since 3.729) are refused or mis-stored by several
    // S3-compatible servers; send and check them only where the API requires them. The
    // routes' integrity rests on the ETag (MD5) the server computes anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No request may hang a route for ever: the SDK retries (3 attempts) within these.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = cfg.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    kind: 's3',
    client,
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const data = Buffer.from(await res.Body!.transformToByteArray());
        return { data, etag: res.ETag ?? etagOf(data) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async head(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { etag: res.ETag ?? '', size: res.ContentLength ?? 0 };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      // S3 answers 204 for a key that is not there: deleting twice is harmless (the outbox may retry).
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: PROBE_KEY }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
        res.Body?.transformToByteArray().catch(() => {}); // someone wrote it after all: the bucket answers
      } catch (e) {
        if ((e as { name?: string }).name !== 'NoSuchKey') throw e;
      }
    },
    close() {
      client.destroy();
    },
  };
}
