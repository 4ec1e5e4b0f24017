import type { LightMyRequestResponse } from 'fastify';
import type { User, UserType } from '@espasyo/domain';
import { newId } from '../lib/ids';
import { passwords } from '../lib/passwords';
import { SESSION_COOKIE, sessionCookieName } from '../http/session';
import { startSession } from '../modules/auth/sessions.service';
import { toApiUser } from '../modules/users/user.mapper';
import { usersRepository, type UserRow } from '../modules/users/users.repository';
import type { TestApp, testClock } from './app';

export type TestClock = ReturnType<typeof testClock>;
/** The app's clock with advance()/set(): `clockOf(t).advance(31 * 60_000)`. */
export function clockOf(t: TestApp): TestClock {
  const c = t.clock as Partial<TestClock>;
  if (!c.advance) throw new Error('this test app was created with a clock that cannot be moved');
  return c as TestClock;
}

/** The password of every built user unless told otherwise (meets the default policy). */
export const DEFAULT_PASSWORD = 'Espasyo!2026';
let defaultHash: Promise<string> | null = null;
let seq = 0;

export interface UserOptions {
  type?: UserType;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** Default true: email, phone and ID verified and `verified` set. false: a fresh sign-up. */
  verified?: boolean;
  status?: 'active' | 'suspended' | 'disabled';
}

export interface BuiltUser {
  user: User;
  row: UserRow;
  email: string;
  password: string;
  /** `espasyo_session=…` (`__Host-espasyo_session=…` over HTTPS), ready for `headers: { cookie }`. */
  cookie: string;
  sessionId: string;
}

/**
 * A user straight in the database plus a signed-in session, without going through the
 * sign-up route (fast: no rate limits, the default password is hashed once per file).
 * `createUser(t, { type: 'host' })`, then `t.app.inject({ ..., headers: { cookie } })`.
 */
export async function createUser(t: TestApp, opts: UserOptions = {}): Promise<BuiltUser> {
  const n = ++seq;
  const type = opts.type ?? 'client';
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash = opts.password
    ? await passwords.hash(password)
    : await (defaultHash ??= passwords.hash(DEFAULT_PASSWORD));
  const email = (opts.email ?? `${type}${n}.${newId().slice(-6)}@example.test`).toLowerCase();
  const firstName = opts.firstName ?? 'Juan';
  const lastName = opts.lastName ?? `Dela Cruz ${n}`;
  const verified = opts.verified ?? true;
  const now = t.clock.now();
  const row = await usersRepository.insert(t.db, {
    id: newId(),
    email,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: opts.phone ?? `+63 917 ${String(1000000 + n).slice(-7, -4)} ${String(n).padStart(4, '0')}`,
    userType: type,
    type,
    status: opts.status ?? 'active',
    profileImageUrl: null,
    verified,
    isAdmin: type === 'admin',
    passwordHash,
    emailVerifiedAt: verified ? now : null,
    phoneVerifiedAt: verified ? now : null,
    idVerifiedAt: verified ? now : null,
    termsAcceptedAt: now,
    termsVersion: '2026-01',
    privacyVersion: '2026-01',
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
  });
  const { token, sessionId } = await startSession(t.ctx, row.id, { userAgent: 'vitest' });
  return { user: toApiUser(row), row, email, password, cookie: `${sessionCookieName(t.ctx.env)}=${token}`, sessionId };
}

/** A random client address, so tests do not share one per-IP rate-limit bucket. */
export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/** The session cookie from a response's Set-Cookie as `name=value`, or null (also null when it clears the cookie). */
export function sessionCookieOf(res: LightMyRequestResponse): string | null {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE || x.name === `__Host-${SESSION_COOKIE}`);
  return c && c.value ? `${c.name}=${c.value}` : null;
}

/** Signs in through the real route. `cookie` is null when it failed. */
export async function signIn(t: TestApp, email: string, password: string, opts: { ip?: string; cookie?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: opts.ip ?? randomIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  return { res, cookie: sessionCookieOf(res) };
}

/**
 * Messages sent to an address (the mail store lib/mailer writes), newest first. Waits for the
 * outbox's deliveries under way first, for tests that call a service rather than a route.
 */
export async function outboxFor(t: TestApp, recipient: string) {
  await t.ctx.outbox.idle();
  return t.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Records what the app's realtime hub publishes (each `[topic, data]`, as the outbox delivers its
 * pushes) until `stop()`, which a test calls in `finally`.
 */
export function recordPushes(t: TestApp) {
  const hub = t.ctx.realtime;
  const publish = hub.publish.bind(hub);
  const pushes: [string, unknown][] = [];
  hub.publish = async (topic: string, data: unknown, origin?: string) => {
    pushes.push([topic, data]);
    return publish(topic, data, origin);
  };
  return { pushes, stop: () => void (hub.publish = publish) };
}

/** The `token` query parameter of the first link in a text, e.g. a reset email. */
export function tokenFromText(text: string): string {
  const m = /[?&]token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m) throw new Error(`no token link in: ${text}`);
  return decodeURIComponent(m[1]);
}

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----espasyo${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
