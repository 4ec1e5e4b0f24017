import { paths } from '@espasyo/domain';
import { DEMO_PASSWORD, demoUsers } from '../db/seed/users';
import type { Env } from '../env';
import { localMailboxUrl } from '../modules/mailbox/mailbox.routes';

/**
 * What `npm start` prints once the server listens: where it is, how to sign in, and where
 * the mailbox is and who can read it (it holds password-reset links), and the files' bucket if any.
 */
export function readyMessage(env: Env, state: { database: 'pglite' | 'postgres'; adminExists: boolean }): string {
  const db = state.database === 'pglite' ? `embedded, ${env.dataDir}` : 'PostgreSQL';
  // The URL is left out: it may hold Redis's password.
  const limits = env.REDIS_URL ? '; rate limits: shared in Redis' : '';
  const lines = [`Espasyo is running on ${env.publicUrl} (NODE_ENV=${env.NODE_ENV}; database: ${db}${limits})`];
  const admin = `Admins sign in at ${env.publicUrl}${paths.auth.adminSignIn.getHref()}`;
  if (env.DEMO_DATA === 'on')
    lines.push(`  ${admin}. Demo accounts, password ${DEMO_PASSWORD}: ${demoUsers.map((u) => u.email).join(', ')}`);
  else if (state.adminExists) lines.push(`  ${admin}`);
  else
    lines.push(
      `  No administrator yet: create one at ${env.publicUrl}${paths.auth.createAdmin.getHref()} or with npm run create-admin. ${admin}`,
    );
  lines.push(`  Mailbox: ${mailboxLine(env)}`);
  // Said only for a bucket: the directory is DATA_DIR's, already named with the embedded database.
  if (env.s3) lines.push(`  Files: S3 bucket ${env.s3.bucket} at ${env.s3.endpoint}`);
  return lines.join('\n');
}

function mailboxLine(env: Env): string {
  if (env.mailbox === 'off') return env.SMTP_URL ? 'off, email goes out through SMTP' : 'off (DEV_MAILBOX=off)';
  if (env.mailbox === 'open')
    return `${env.publicUrl}${paths.dev.mailbox.getHref()}, open to everyone who can reach the server (DEV_MAILBOX=on)`;
  return `${localMailboxUrl(env.PORT)}, readable only from this machine (DEV_MAILBOX=on opens it to everyone, off closes it)`;
}
