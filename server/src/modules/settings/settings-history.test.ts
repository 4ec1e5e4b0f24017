import { describe, expect, it } from 'vitest';
import { clockOf } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { postSettings, putSettings } from '../../test/settings-helpers';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const history = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/settings/history${query}`, headers: { cookie: admin.cookie } });

describe('settings history (docs/product/records.md: category, changes, userId, timestamp, changeType)', () => {
  it('a save adds one update entry with {before, after} for each changed field only', async () => {
    clockOf(t).advance(1000);
    await putSettings(t, admin.cookie, 'financial', { platformFeePercentage: 12, minimumPayout: 50, taxRate: 10 });
    const [entry] = (await history()).json().entries;
    expect(entry).toMatchObject({
      category: 'financial',
      changeType: 'update',
      action: null,
      userId: admin.user.id,
      user: { id: admin.user.id, email: admin.email },
      timestamp: t.clock.now().toISOString(),
      changes: { platformFeePercentage: { before: 9, after: 12 }, taxRate: { before: 12, after: 10 } },
    });
    expect(Object.keys(entry.changes).sort()).toEqual(['platformFeePercentage', 'taxRate']); // minimumPayout unchanged
  });

  it('a save that changes nothing still leaves an entry', async () => {
    clockOf(t).advance(1000);
    await putSettings(t, admin.cookie, 'financial', { platformFeePercentage: 12 });
    const [entry] = (await history()).json().entries;
    expect(entry).toMatchObject({ category: 'financial', changeType: 'update', changes: {} });
  });

  it('reset and import are action entries, one per category they changed', async () => {
    clockOf(t).advance(1000);
    await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 7 });
    clockOf(t).advance(1000);
    await postSettings(t, admin.cookie, 'reset', { category: 'security' });
    const [reset] = (await history()).json().entries;
    expect(reset).toMatchObject({
      category: 'security',
      changeType: 'action',
      action: 'reset',
      changes: { maxLoginAttempts: { before: 7, after: 5 } },
    });

    clockOf(t).advance(1000);
    const content = JSON.stringify({
      settings: { general: { currency: 'PHP', timezone: 'Asia/Manila' }, api: { rateLimitPerMinute: 200 } },
    });
    await postSettings(t, admin.cookie, 'import', { content });
    const entries = (await history()).json().entries.filter((e: { action: string }) => e.action === 'import');
    expect(entries.map((e: { category: string }) => e.category).sort()).toEqual(['api', 'financial']);
    expect(entries.find((e: { category: string }) => e.category === 'api').changes).toEqual({
      rateLimitPerMinute: { before: 100, after: 200 },
    });
  });

  it('an action that changes nothing is still on record', async () => {
    clockOf(t).advance(1000);
    await postSettings(t, admin.cookie, 'reset', { category: 'notifications' });
    const [entry] = (await history()).json().entries;
    expect(entry).toMatchObject({ category: 'notifications', changeType: 'action', action: 'reset', changes: {} });
  });

  it('a refused save adds no entry', async () => {
    const before = (await history()).json().entries.length;
    await putSettings(t, admin.cookie, 'security', { maxLoginAttempts: 0 });
    expect((await history()).json().entries).toHaveLength(before);
  });

  it('filters by category', async () => {
    const res = await history('?category=security');
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries;
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((e: { category: string }) => e.category === 'security')).toBe(true);
    expect((await history('?category=all')).json().entries.length).toBeGreaterThan(entries.length);
  });

  it('is newest first, 50 by default, and pages on with nextCursor', async () => {
    for (let i = 0; i < 55; i++) {
      clockOf(t).advance(10);
      await putSettings(t, admin.cookie, 'storage', { imageQuality: 50 + (i % 40) });
    }
    const first = (await history()).json();
    expect(first.entries).toHaveLength(50);
    const times = first.entries.map((e: { timestamp: string }) => e.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.nextCursor).toBe(first.entries[49].id);
    const all = (await t.db.selectFrom('settingsHistory').select('id').execute()).length;
    const second = (await history(`?cursor=${first.nextCursor}`)).json();
    expect(second.entries).toHaveLength(all - 50);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.entries, ...second.entries].map((e: { id: string }) => e.id));
    expect(ids.size).toBe(all);
    const small = (await history('?limit=2&category=storage')).json();
    expect(small.entries).toHaveLength(2);
    const next = (await history(`?limit=2&category=storage&cursor=${small.nextCursor}`)).json();
    expect(next.entries[0].timestamp <= small.entries[1].timestamp).toBe(true);
    expect(next.entries[0].id).not.toBe(small.entries[1].id);
  });

  it("failures read 'Failed to load settings history: …'", async () => {
    const bad = await history('?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Failed to load settings history: /);
    const cursor = await history('?cursor=nope');
    expect(cursor.json().error.message).toBe(
      'Failed to load settings history: The history cursor is not valid. Load the first page again.',
    );
  });
});
