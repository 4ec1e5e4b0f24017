import type { UserType } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../client';
import { passwords } from '../../lib/passwords';
import { findUserByEmail, type UserRow } from '../../modules/users/accounts.service';
import { createVerifiedUser } from '../../modules/users/users.service';
import { TERMS_VERSION } from '../../modules/users/users.constants';
import { currentLegalVersions, systemDevice } from '../../modules/consents/consents.service';
import { historyStart } from './history';

/** Shared by every demo account (shown on the sign-in page in demo mode and in the README). */
export const DEMO_PASSWORD = 'Espasyo!2026';

export const demoUsers: { type: UserType; email: string; firstName: string; lastName: string; phone: string }[] = [
  { type: 'admin', email: 'admin@espasyo.test', firstName: 'Andrea', lastName: 'Reyes', phone: '+63 917 555 0101' },
  {
    type: 'moderator',
    email: 'moderator@espasyo.test',
    firstName: 'Paolo',
    lastName: 'Mendoza',
    phone: '+63 918 555 0102',
  },
  { type: 'host', email: 'host@espasyo.test', firstName: 'Ramon', lastName: 'Dela Cruz', phone: '+63 927 555 0103' },
  { type: 'client', email: 'client@espasyo.test', firstName: 'Bea', lastName: 'Villanueva', phone: '+63 905 555 0104' },
];

/**
 * More demo hosts (verified), so the demo listings have several owners: a search shows spaces
 * from different people, as it would live. Same password as the demo accounts.
 */
export const demoHosts: { type: UserType; email: string; firstName: string; lastName: string; phone: string }[] = [
  {
    type: 'host',
    email: 'maria.santos@espasyo.test',
    firstName: 'Maria',
    lastName: 'Santos',
    phone: '+63 917 555 0201',
  },
  { type: 'host', email: 'jose.garcia@espasyo.test', firstName: 'Jose', lastName: 'Garcia', phone: '+63 918 555 0202' },
  { type: 'host', email: 'ana.reyes@espasyo.test', firstName: 'Ana', lastName: 'Reyes', phone: '+63 919 555 0203' },
  { type: 'host', email: 'carlo.lim@espasyo.test', firstName: 'Carlo', lastName: 'Lim', phone: '+63 920 555 0204' },
  { type: 'host', email: 'liza.tan@espasyo.test', firstName: 'Liza', lastName: 'Tan', phone: '+63 921 555 0205' },
  {
    type: 'host',
    email: 'miguel.ramos@espasyo.test',
    firstName: 'Miguel',
    lastName: 'Ramos',
    phone: '+63 922 555 0206',
  },
];

/**
 * More demo clients (verified), so the demo bookings come from several people: the demo host's
 * requests are not all from one client, and staff's lists have variety. Same password.
 */
export const demoClients: { type: UserType; email: string; firstName: string; lastName: string; phone: string }[] = [
  {
    type: 'client',
    email: 'joy.bautista@espasyo.test',
    firstName: 'Joy',
    lastName: 'Bautista',
    phone: '+63 917 555 0301',
  },
  {
    type: 'client',
    email: 'mark.aquino@espasyo.test',
    firstName: 'Mark',
    lastName: 'Aquino',
    phone: '+63 918 555 0302',
  },
  {
    type: 'client',
    email: 'rica.navarro@espasyo.test',
    firstName: 'Rica',
    lastName: 'Navarro',
    phone: '+63 919 555 0303',
  },
];

const allDemoAccounts = () => [...demoUsers, ...demoHosts, ...demoClients];

/**
 * Emails of the demo accounts that are active and still open with DEMO_PASSWORD (a
 * production start refuses them: the password is published in the README).
 */
export async function demoAccountsWithDemoPassword(db: Executor): Promise<string[]> {
  const open: string[] = [];
  for (const d of allDemoAccounts()) {
    const u = await findUserByEmail(db, d.email);
    if (u && u.status === 'active' && (await passwords.verify(u.passwordHash, DEMO_PASSWORD))) open.push(d.email);
  }
  return open;
}

/** The last demo account joined this long before the history's first listing went live; each earlier one 9 days before the next. */
const JOINED_BEFORE_HISTORY_DAYS = 60;
const JOINED_APART_DAYS = 9;
const DAY_MS = 86_400_000;

/**
 * When each demo account joined (and was verified): months before anything it did, the staff
 * first, then the hosts, then the clients, in allDemoAccounts' order. Before the history's start
 * (history.ts), so 'Hosting since' and 'Member since' never come after a host's reviews, payouts or
 * bookings (issue 30), whether or not the history is seeded.
 */
export function demoJoinedAt(now: Date, timeZone: string): Map<string, Date> {
  const start = historyStart(now, timeZone).getTime();
  const all = allDemoAccounts();
  return new Map(
    all.map((d, i) => [
      d.email,
      new Date(start - (JOINED_BEFORE_HISTORY_DAYS + (all.length - 1 - i) * JOINED_APART_DAYS) * DAY_MS),
    ]),
  );
}

/**
 * The four demo accounts, the other demo hosts and the other demo clients, fully verified, each
 * joined at its moment (demoJoinedAt). Idempotent: an account
 * whose email exists is left as it is (a demo user may have changed their name or password).
 * The password is hashed once for all. Returns the four demo users by type, for the other
 * seeds (listings need the host, bookings the client); `demoHostRows` and `demoClientRows` give the others.
 */
export async function seedUsers(ctx: AppContext): Promise<Record<string, UserRow>> {
  const out: Record<string, UserRow> = {};
  const missing = [];
  for (const d of allDemoAccounts()) {
    const found = await findUserByEmail(ctx.db, d.email);
    if (found) {
      if (demoUsers.includes(d)) out[d.type] = found;
    } else missing.push(d);
  }
  if (missing.length === 0) return out;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const joined = demoJoinedAt(ctx.clock.now(), (await ctx.settings.get()).general.timezone);
  const current = await currentLegalVersions(ctx);
  const agreed = {
    terms: current.terms?.label ?? TERMS_VERSION,
    privacy: current.privacy?.label ?? TERMS_VERSION,
    device: systemDevice('demo data'),
  };
  for (const d of missing) {
    const row = await createVerifiedUser(ctx.db, { ...d, passwordHash }, joined.get(d.email)!, agreed);
    if (demoUsers.includes(d)) out[d.type] = row;
  }
  return out;
}

async function rowsOf(db: Executor, list: { email: string }[]): Promise<UserRow[]> {
  const rows = await Promise.all(list.map((d) => findUserByEmail(db, d.email)));
  return rows.filter((r): r is UserRow => !!r);
}

/** The other demo hosts that exist (in demoHosts' order). */
export const demoHostRows = (db: Executor) => rowsOf(db, demoHosts);

/** The other demo clients that exist (in demoClients' order). */
export const demoClientRows = (db: Executor) => rowsOf(db, demoClients);
