import { describe, expect, it } from 'vitest';
import { handoverLimits } from '@espasyo/domain';
import { createUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { photo } from '../../listings/core/listings.fixtures';
import { paidStorage, uploadChecklistPhoto } from './checklists.fixtures';

/**
 * A checklist's limits under concurrency (issue 33): on PostgreSQL the pool's connections really
 * overlap. Both sides adding photos at once to a checklist no one has started make one checklist
 * (made under the booking's row lock) and at most 6 photos of an area (counted under the
 * checklist's row lock); the rest are refused with the message that says so.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });

describe.runIf(!!process.env.DATABASE_URL)('a burst of photos on PostgreSQL', () => {
  it('12 at once from both sides to one area: one checklist, exactly 6 photos, the others 400', async () => {
    const client = await createUser(t);
    const id = await paidStorage(t, host, client, 1);
    const image = await photo('jpeg', 400, 300);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        uploadChecklistPhoto(t, (i % 2 ? host : client).cookie, id, 'inside', image),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(handoverLimits.photosPerArea);
    expect(codes.filter((c) => c === 400)).toHaveLength(12 - handoverLimits.photosPerArea);
    expect(answers.find((a) => a.statusCode === 400)!.json().error.message).toBe('An area can have up to 6 photos.');
    const lists = await t.db.selectFrom('handoverChecklists').select('id').where('bookingId', '=', id).execute();
    expect(lists).toHaveLength(1);
    const photos = await t.db
      .selectFrom('handoverPhotos')
      .select('id')
      .where('checklistId', '=', lists[0].id)
      .execute();
    expect(photos).toHaveLength(handoverLimits.photosPerArea);
  });
});
