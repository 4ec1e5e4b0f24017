import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../test/hooks';
import { createUser } from '../../test/builders';
import { openAs, paidBooking } from './disputes.fixtures';

/**
 * One open dispute per booking (issue 22), under concurrency: on PostgreSQL the pool's
 * connections really overlap, and the partial unique index lets exactly one of a burst of
 * openings by both sides be written; the rest are refused with their own code, and the
 * host's earnings are held once.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });

describe.runIf(!!process.env.DATABASE_URL)('a burst of openings on PostgreSQL', () => {
  it('12 at once from both sides: exactly one dispute, the others 409 dispute_already_open', async () => {
    const client = await createUser(t);
    const { id } = await paidBooking(t, host, client, 3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => openAs(t, i % 2 ? host : client, id, { reason: 'other' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('dispute_already_open');
    const rows = await t.db.selectFrom('disputes').select('id').where('bookingId', '=', id).execute();
    expect(rows).toHaveLength(1);
    const holds = await t.db.selectFrom('ledgerEntries').select('id').where('kind', '=', 'dispute_hold').execute();
    expect(holds).toHaveLength(0); // its earnings were still pending: nothing to move, nothing moved twice
  });
});
