import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids';
import { createTestApp, type TestApp } from '../../../test/app';
import { ledgerRepository as repo } from './ledger.repository';

/** One line of a ledger transaction on platform accounts (no host, no booking). */
const line = (transactionId: string, account: 'platform_adjustments' | 'gateway_fees', amount: number) => ({
  id: newId(),
  transactionId,
  kind: 'adjustment' as const,
  account,
  amount,
  createdAt: new Date(),
});

describe('the database keeps the books balanced (migration 0037)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const linesOf = async (transactionId: string) =>
    (await t.db.selectFrom('ledgerEntries').select('amount').where('transactionId', '=', transactionId).execute())
      .length;

  it('refuses at commit a transaction whose lines do not sum to zero, and writes none of it', async () => {
    const id = newId();
    await expect(
      t.db.transaction().execute(async (tx) => {
        await repo.insertLines(tx, [line(id, 'platform_adjustments', 1_000), line(id, 'gateway_fees', -999)]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await linesOf(id)).toBe(0);
  });

  it('refuses a lone line written outside a transaction', async () => {
    const id = newId();
    await expect(repo.insertLines(t.db, [line(id, 'gateway_fees', 500)])).rejects.toThrow(/does not balance/);
    expect(await linesOf(id)).toBe(0);
  });

  it('takes the lines of one transaction written one by one, checked when it commits', async () => {
    const id = newId();
    await t.db.transaction().execute(async (tx) => {
      await repo.insertLines(tx, [line(id, 'platform_adjustments', 2_500)]);
      await repo.insertLines(tx, [line(id, 'gateway_fees', -2_500)]);
    });
    expect(await linesOf(id)).toBe(2);
  });
});
