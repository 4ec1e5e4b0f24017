import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../env';

/** s3rver's own credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST API over a temporary
 * directory, decision 0053), on a free port of 127.0.0.1, with one empty bucket. The SDK talks
 * to it over HTTP as it would to a bucket in production; nothing is mocked.
 */
export async function startS3Server(bucket = 'espasyo-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  };
  return {
    config,
    /** The S3_* variables that point an app at this server (createTestApp's env). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true' as const,
    },
    /** Where the server keeps the objects (a test may look that nothing went elsewhere). */
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
