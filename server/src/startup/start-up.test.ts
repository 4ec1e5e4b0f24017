import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/users';
import { testEnv } from '../env';
import type { App } from '../http/types';
import { sessionCookieOf } from '../test/builders';
import { startUp } from './start-up';

/**
 * The start-up work as main.ts runs it (issue 29), on a fresh data directory with the demo data:
 * the first start with gateway keys set, then a restart after the demo client wrote to a host.
 */
const photoDir = fileURLToPath(new URL('../../seed-photos', import.meta.url));
let dataDir = '';
/** Stands for Stripe's and PayMongo's APIs: counts what reaches it, answers nothing useful. */
const calls: string[] = [];
const gatewayApi = http.createServer((req, res) => {
  calls.push(`${req.method} ${req.url}`);
  res.writeHead(503).end();
});
let env: ReturnType<typeof testEnv>;
let handle: DatabaseHandle;
let app: App;

const open = () => openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
const start = async () =>
  (await startUp(handle.db, env, { webDist: path.join(dataDir, 'web'), demo: { photoDir } })).app;
const restart = async () => {
  await app.close();
  await handle.close();
  handle = await open();
  app = await start();
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-start-up-'));
  await new Promise<void>((resolve) => gatewayApi.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(gatewayApi.address() as AddressInfo).port}`;
  env = testEnv({
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    STRIPE_SECRET_KEY: 'sk_test_startup000000000000000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_startup000000000000000000',
    STRIPE_API_URL: api,
    PAYMONGO_SECRET_KEY: 'sk_test_startup0000000000000000',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_startup0000000000000000000',
    PAYMONGO_API_URL: api,
  });
  handle = await open();
  app = await start();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await new Promise((resolve) => gatewayApi.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How many rows each table holds. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    out[name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0].n;
  }
  return out;
}

async function send(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  const res = await app.inject({ method, url, headers: { cookie }, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

describe('the first start', () => {
  it('with both gateways keyed, makes the demo data through the sandbox and never calls a gateway', async () => {
    const payments = await handle.db.selectFrom('payments').select('gateway').distinct().execute();
    expect(payments.map((p) => p.gateway)).toEqual(['sandbox']);
    expect(calls).toEqual([]);
  });

  it('answers /api/openapi.json from the first request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('a restart after the demo client wrote to a host they have a confirmed booking with', () => {
  it('starts, and posts nothing of the demo data again', async () => {
    const db = handle.db;
    const client = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'client@espasyo.test')
      .executeTakeFirstOrThrow();
    const talkedAbout = db
      .selectFrom('conversations')
      .select('listingId')
      .where('userId', '=', client.id)
      .where('listingId', 'is not', null);
    const hostsBooked = db
      .selectFrom('bookings')
      .select('hostId')
      .where('clientId', '=', client.id)
      .where('status', 'in', ['confirmed', 'completed']);
    const listing = await db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'active')
      .where('hostId', 'in', hostsBooked)
      .where('id', 'not in', talkedAbout.$narrowType<{ listingId: string }>())
      .executeTakeFirstOrThrow();
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'client@espasyo.test', password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(signin)!;
    const conversation = await send('POST', '/api/conversations', cookie, { listingId: listing.id });
    expect(conversation.contactsVisible).toBe(true);
    await send('POST', `/api/conversations/${conversation.id}/messages`, cookie, {
      body: 'Hello again! Is the same space free next month too?',
      clientMessageId: 'mine-1',
    });
    const before = await rowCounts(db);

    await restart();

    expect(await rowCounts(handle.db)).toEqual(before);
    const demoMessages = await handle.db
      .selectFrom('chatMessages')
      .select('clientMessageId')
      .where('clientMessageId', 'like', 'demo-%')
      .execute();
    const ids = demoMessages.map((m) => m.clientMessageId);
    expect(ids).toContain('demo-chat-after-confirmation');
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);
});
