import type { ListingBlock } from '@espasyo/domain';
import { iso } from '../core/listings.mapper';
import type { ListingBlockRow } from './listing-blocks.repository';

export function toBlock(b: ListingBlockRow): ListingBlock {
  return {
    id: b.id,
    startDate: b.startDate,
    endDate: b.endDate,
    units: b.units,
    note: b.note,
    createdAt: iso(b.createdAt)!,
  };
}
