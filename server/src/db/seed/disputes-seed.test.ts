import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { seedDemoData } from './index';
import { DEMO_PASSWORD } from './users';

/** The demo disputes (issue 22): one resolved with a partial refund, one open with the host's earnings held. */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-disputes-' });

const cookieOf = async (email: string) => (await signIn(t, email, DEMO_PASSWORD)).cookie!;
const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  clockOf(t).set(new Date('2027-03-17T02:30:00Z'));
  await seedDemoData(t.ctx, { photoDir });
  await seedDemoData(t.ctx, { photoDir }); // a second start adds nothing
});

describe('demo disputes', () => {
  it('the admin queue has the open one; the resolved one has its decision and partial refund', async () => {
    const admin = await cookieOf('admin@espasyo.test');
    const open = await get(admin, '/api/admin/disputes');
    expect(open.items).toHaveLength(1);
    expect(open.items[0]).toMatchObject({ status: 'open', reason: 'damage', openedBySide: 'host' });
    const resolved = await get(admin, '/api/admin/disputes?status=resolved');
    expect(resolved.items).toHaveLength(1);
    const d = await get(admin, `/api/admin/disputes/${resolved.items[0].id}`);
    expect(d.dispute.resolution.refundAmount).toBeGreaterThan(0);
    expect(d.dispute.messages.map((x: { senderSide: string }) => x.senderSide)).toEqual(['host', 'staff']);
    const refunds = d.payments.items.flatMap((p: { refunds: { reason: string }[] }) => p.refunds);
    expect(refunds.map((r: { reason: string }) => r.reason)).toContain('admin');
  });

  it('the sides see their disputes; the books still balance', async () => {
    const client = await cookieOf('client@espasyo.test');
    const host = await cookieOf('host@espasyo.test');
    const admin = await cookieOf('admin@espasyo.test');
    const { items } = await get(admin, '/api/admin/disputes');
    expect((await get(client, `/api/disputes/${items[0].id}`)).viewerSide).toBe('client');
    expect((await get(host, `/api/disputes/${items[0].id}`)).viewerSide).toBe('host');
    const { rows } = await sql<{ id: string }>`
      select transaction_id as id from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
