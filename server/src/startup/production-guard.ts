import type { Executor } from '../db/client';
import { demoAccountsWithDemoPassword } from '../db/seed/users';
import type { Env } from '../env';

/**
 * NODE_ENV=production promises a real installation: refuse, before anything starts, what is
 * fine on a developer's machine but hands accounts to strangers on a server.
 */
export class UnsafeProductionError extends Error {
  constructor(problems: string[]) {
    super(`Espasyo will not start with NODE_ENV=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'UnsafeProductionError';
  }
}

/** Problems in the environment alone: checked before the database is opened. */
export function unsafeProductionConfig(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.mailbox === 'open') {
    problems.push(
      'DEV_MAILBOX=on lets anyone read password-reset links at /dev/mailbox and take over any account. ' +
        'Configure SMTP_URL, or remove DEV_MAILBOX so that only this machine can read the mailbox.',
    );
  }
  if (env.DEMO_DATA === 'on') {
    problems.push(
      'DEMO_DATA=on creates the demo accounts, admin included, with the published password. Remove DEMO_DATA or set it to off.',
    );
  }
  return problems;
}

/** Problems in the data: demo accounts (from an earlier demo start) that still open with the published password. */
export async function unsafeProductionData(env: Env, db: Executor): Promise<string[]> {
  if (env.NODE_ENV !== 'production') return [];
  const open = await demoAccountsWithDemoPassword(db);
  if (open.length === 0) return [];
  return [
    `The demo account${open.length > 1 ? 's' : ''} ${open.join(', ')} still sign${open.length > 1 ? '' : 's'} in with the published demo password. ` +
      'Start once without NODE_ENV=production and change the password or disable the account at /users, or use a new DATA_DIR or database.',
  ];
}

export function refuseIfUnsafe(problems: string[]): void {
  if (problems.length > 0) throw new UnsafeProductionError(problems);
}
