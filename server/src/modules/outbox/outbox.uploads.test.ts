import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { multipartFile } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { openAs, paidBooking, uploadPhoto } from '../disputes/disputes.fixtures';
import { as, completeListing, photo, uploadPhotos } from '../listings/core/listings.fixtures';
import { conversationAbout, liveListing, uploadImage } from '../messaging/messaging.fixtures';
import { submit, userAwaitingId } from '../verification/verification.fixtures';

/**
 * Files written for a change that then does not commit (decision 0070): each upload stores its
 * files before its transaction (listing photos, ID documents, avatars, dispute photos, chat
 * pictures), and a duplicated listing copies its photos inside its own; when the change fails,
 * the files are deleted through the outbox's file.delete, like every other deletion: a task
 * staff can see, retried if the storage fails. A trigger makes the database refuse the row.
 */
const t = useTestApp({ tempDataDir: 'espasyo-uploads-' });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

/** Every file under DATA_DIR/uploads/<folder>. */
function filesIn(folder: string): string[] {
  const dir = path.join(t.dataDir, 'uploads', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Runs `work` while the database refuses every `op` on `table`. */
async function refusing<T>(t: TestApp, table: string, op: 'insert' | 'update', work: () => Promise<T>): Promise<T> {
  await sql`create or replace function refuse_for_test() returns trigger language plpgsql as $$
    begin raise exception 'refused for the test'; end $$`.execute(t.db);
  await sql`create trigger refuse_for_test before ${sql.raw(op)} on ${sql.table(table)}
    for each row execute function refuse_for_test()`.execute(t.db);
  try {
    return await work();
  } finally {
    await sql`drop trigger refuse_for_test on ${sql.table(table)}`.execute(t.db);
  }
}

/** The file.delete tasks queued since `since` (an outbox task id), with what they deleted. */
async function deletionsAfter(since: string) {
  return t.db
    .selectFrom('outboxTasks')
    .select(['summary', 'status', 'attempts'])
    .where('kind', '=', 'file.delete')
    .where('id', '>', since)
    .orderBy('id')
    .execute();
}
const lastTaskId = async () =>
  (await t.db.selectFrom('outboxTasks').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst())?.id ?? '';

/** The upload is refused with a 500, its new files gone through one delivered file.delete task. */
async function expectDiscarded(folder: string, upload: () => Promise<{ statusCode: number }>) {
  const before = filesIn(folder);
  const since = await lastTaskId();
  expect((await upload()).statusCode).toBe(500);
  expect(filesIn(folder)).toEqual(before);
  const [task, ...more] = await deletionsAfter(since);
  expect(more).toEqual([]);
  expect(task).toMatchObject({ status: 'delivered', attempts: 1 });
  expect(task.summary).toMatch(new RegExp(`^\\d+ files?: ${folder}/`));
}

describe("an upload whose change does not commit: its files go through the outbox's deletion", () => {
  it('listing photos', async () => {
    const id = await completeListing(t, host.cookie);
    await expectDiscarded('listings', async () => {
      const files = [{ filename: 'more.jpg', data: await photo() }];
      return refusing(t, 'listing_photos', 'insert', () => uploadPhotos(t, host.cookie, id, files));
    });
  });

  it('the photos copied for a duplicated listing', async () => {
    const id = await completeListing(t, host.cookie);
    await expectDiscarded('listings', () =>
      refusing(t, 'listing_photos', 'insert', () => as(t, host.cookie).post(`/api/host/listings/${id}/duplicate`)),
    );
  });

  it('ID documents', async () => {
    const u = await userAwaitingId(t);
    await expectDiscarded('verification', () => refusing(t, 'verification_files', 'insert', () => submit(t, u.cookie)));
  });

  it('an avatar', async () => {
    const body = multipartFile('photo', 'me.png', 'image/png', await photo('png', 600, 600));
    await expectDiscarded('avatars', () =>
      refusing(t, 'users', 'update', () =>
        t.app.inject({
          method: 'POST',
          url: '/api/me/photo',
          payload: body.payload,
          headers: { ...body.headers, cookie: client.cookie },
        }),
      ),
    );
  });

  it('a dispute photo', async () => {
    const { id: bookingId } = await paidBooking(t, host, client, 4);
    const dispute = (await openAs(t, client, bookingId)).json();
    const data = await photo('jpeg', 800, 600);
    await expectDiscarded('disputes', () =>
      refusing(t, 'dispute_photos', 'insert', () => uploadPhoto(t, client.cookie, dispute.id, data)),
    );
  });

  it('a chat picture', async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const data = await photo('jpeg', 800, 600);
    await expectDiscarded('chat', () =>
      refusing(t, 'chat_images', 'insert', () =>
        uploadImage(t, client.cookie, `/api/conversations/${c.id}/images`, data),
      ),
    );
  });
});
