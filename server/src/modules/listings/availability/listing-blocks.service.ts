import {
  AppError,
  ErrorCode,
  blockDateIssue,
  editableStatuses,
  listingMessages,
  type Availability,
  type BlockInput,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../users/user.mapper';
import { toBlock } from './listing-blocks.mapper';
import { listingBlocksRepository as blocks } from './listing-blocks.repository';
import { bookingsHoldingUnits, firstFullDay, unitsPerDayBySource } from './listing-claims.service';
import { fieldError, findOwned, lockOwned, today } from '../core/listings.common';

const m = listingMessages.blocks;

/** The last day of a month 'YYYY-MM' as 'YYYY-MM-DD'. */
const lastDayOf = (month: string) => {
  const [y, mo] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * A month of the host's calendar: per day, the units the host blocked, the units bookings hold
 * (the most at any moment of the day) and what is free of the capacity; the blocks and the
 * bookings (read through the bookings module) that touch it.
 */
export async function availability(ctx: AppContext, host: AuthUser, id: string, month: string): Promise<Availability> {
  const listing = await findOwned(ctx.db, host, id);
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const timeZone = (await ctx.settings.get()).general.timezone;
  const [days, list, booked] = await Promise.all([
    unitsPerDayBySource(ctx.db, id, from, to, timeZone),
    blocks.overlapping(ctx.db, id, from, to),
    bookingsHoldingUnits(ctx.db, id, from, to),
  ]);
  return {
    month,
    capacity: listing.capacity,
    days: days.map((d) => ({ ...d, free: Math.max(0, listing.capacity - d.blocked - d.booked) })),
    blocks: list.map(toBlock),
    bookings: booked,
  };
}

/**
 * Takes `units` off every day of the range. Checked against every claim (blocks and bookings:
 * listing-claims.service.ts) under the listing's row lock, so blocks and bookings added at the
 * same moment are counted one after the other and never pass the capacity.
 */
export async function addBlock(ctx: AppContext, host: AuthUser, id: string, input: BlockInput) {
  const issue = blockDateIssue(input, await today(ctx));
  if (issue) throw fieldError(issue.field, issue.message);
  const timeZone = (await ctx.settings.get()).general.timezone;
  const row = await ctx.db.transaction().execute(async (tx) => {
    const listing = await lockOwned(tx, host, id);
    if (!editableStatuses.includes(listing.status)) {
      throw new AppError(ErrorCode.listingNotEditable, listingMessages.archived);
    }
    const days = { from: input.startDate, to: input.endDate, units: input.units };
    const full = await firstFullDay(tx, listing, days, timeZone);
    if (full) throw fieldError('units', m.overCapacity(full.date, full.free), ErrorCode.capacityExceeded);
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
