import { allowedActions, type AdminListingItem } from '@espasyo/domain';
import { iso, toHostItem } from '../core/listings.mapper';
import type { StaffItemRow } from '../core/listings.repository';

/** A row of the staff's list: the host's item, its host and review dates; `actor` decides the actions. */
export function toStaffItem(r: StaffItemRow, actor: string): AdminListingItem {
  return {
    ...toHostItem(r),
    provinceName: r.provinceName,
    host: { id: r.hostId, name: r.hostName, email: r.hostEmail, verified: r.hostVerified },
    submittedAt: iso(r.submittedAt),
    approvedAt: iso(r.approvedAt),
    createdAt: iso(r.createdAt)!,
    actions: allowedActions(r.status, actor),
  };
}
