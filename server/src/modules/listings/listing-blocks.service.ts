import {
  AppError,
  ErrorCode,
  blockDateIssue,
  editableStatuses,
  listingMessages,
  type Availability,
  type BlockInput,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../users/user.mapper';
import { listingBlocksRepository as blocks } from './listing-blocks.repository';
import { fieldError, findOwned, lockOwned, today } from './listings.common';
import { toBlock } from './listings.mapper';

const m = listingMessages.blocks;

/** The last day of a month 'YYYY-MM' as 'YYYY-MM-DD'. */
const lastDayOf = (month: string) => {
  const [y, mo] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** A month of the host's calendar: per day, units blocked and free out of capacity; the blocks that touch it. */
export async function availability(ctx: AppContext, host: AuthUser, id: string, month: string): Promise<Availability> {
  const listing = await findOwned(ctx.db, host, id);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const [days, list] = await Promise.all([
    blocks.unitsPerDay(ctx.db, id, from, to),
    blocks.overlapping(ctx.db, id, from, to),
  ]);
  return {
    month,
    capacity: listing.capacity,
    days: days.map((d) => ({ date: d.date, blocked: d.units, free: Math.max(0, listing.capacity - d.units) })),
    blocks: list.map(toBlock),
  };
}

/**
 * Takes `units` off every day of the range. Checked under the listing's row lock, so blocks
 * added at the same moment are counted one after the other and never pass the capacity.
 */
export async function addBlock(ctx: AppContext, host: AuthUser, id: string, input: BlockInput) {
  const issue = blockDateIssue(input, await today(ctx));
  if (issue) throw fieldError(issue.field, issue.message);
  const row = await ctx.db.transaction().execute(async (tx) => {
    const listing = await lockOwned(tx, host, id);
    if (!editableStatuses.includes(listing.status)) {
      throw new AppError(ErrorCode.listingNotEditable, listingMessages.archived);
    }
    const days = await blocks.unitsPerDay(tx, id, input.startDate, input.endDate);
    const full = days.find((d) => d.units + input.units > listing.capacity);
    if (full)
      throw fieldError(
        'units',
        m.overCapacity(full.date, Math.max(0, listing.capacity - full.units)),
        ErrorCode.capacityExceeded,
      );
    return blocks.insert(tx, {
      id: newId(),
      listingId: id,
      startDate: input.startDate,
      endDate: input.endDate,
      units: input.units,
      note: input.note || null,
      createdAt: ctx.clock.now(),
    });
  });
  return toBlock(row);
}

export async function removeBlock(ctx: AppContext, host: AuthUser, id: string, blockId: string) {
  await ctx.db.transaction().execute(async (tx) => {
    await lockOwned(tx, host, id);
    if (!(await blocks.delete(tx, id, blockId))) throw new AppError(ErrorCode.notFound, m.notFound);
  });
}
