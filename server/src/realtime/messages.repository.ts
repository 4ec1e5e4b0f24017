import type { Executor } from '../db/client';

/** SQL for realtime_messages: payloads too large for a NOTIFY, read by the other instances by id. */
export const realtimeMessagesRepository = {
  async payload(db: Executor, id: string): Promise<unknown> {
    const row = await db.selectFrom('realtimeMessages').select('payload').where('id', '=', id).executeTakeFirst();
    return row?.payload;
  },
  async insert(db: Executor, id: string, payload: string) {
    await db.insertInto('realtimeMessages').values({ id, payload }).execute();
  },
  /** Deletes messages sent before `cutoff` (the purge job); returns how many. */
  async deleteBefore(db: Executor, cutoff: Date): Promise<number> {
    const r = await db.deleteFrom('realtimeMessages').where('createdAt', '<', cutoff).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
