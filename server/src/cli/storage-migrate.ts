/**
 * `npm run storage:migrate`: copies an installation's uploaded files from DATA_DIR/uploads into
 * the S3 bucket of S3_* (decision 0053; README, "Files in S3-compatible storage"). Safe to run
 * while the server runs and to run again: files already in the bucket are left alone, nothing
 * is deleted. Prints the counts; exits 1 when a file could not be copied.
 */
import fs from 'node:fs';
import { readEnv } from '../env';
import { s3Storage } from '../lib/s3-storage';
import { copyLocalFiles } from '../lib/storage-migrate';
import { localUploadsDir } from '../lib/storage';

async function main(): Promise<number> {
  const env = readEnv();
  const from = localUploadsDir(env);
  if (!env.s3) {
    console.error(
      'storage:migrate copies DATA_DIR/uploads into an S3 bucket: set S3_ENDPOINT, S3_BUCKET, S3_REGION, ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE=true for MinIO and the like) first.',
    );
    return 1;
  }
  if (!fs.existsSync(from)) {
    console.log(`Nothing to copy: ${from} does not exist.`);
    return 0;
  }
  const bucket = s3Storage(env.s3);
  try {
    try {
      await bucket.check();
    } catch (e) {
      console.error(`The bucket ${env.s3.bucket} at ${env.s3.endpoint} does not answer: ${(e as Error).message}`);
      return 1;
    }
    console.log(`Copying ${from} to the bucket ${env.s3.bucket} at ${env.s3.endpoint}...`);
    const report = await copyLocalFiles(from, bucket, {
      onProgress: (done, total) => {
        if (done % 500 === 0 || done === total) console.log(`  ${done} of ${total} files`);
      },
    });
    for (const f of report.failed) console.error(`  failed: ${f.key}: ${f.error}`);
    for (const s of report.skipped) console.log(`  skipped (not an uploaded file): ${s}`);
    console.log(
      `Copied ${report.copied}, already in the bucket ${report.alreadyThere}, skipped ${report.skipped.length}, failed ${report.failed.length}.`,
    );
    if (report.failed.length) {
      console.error('Run the command again to retry the files that failed.');
      return 1;
    }
    return 0;
  } finally {
    bucket.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
