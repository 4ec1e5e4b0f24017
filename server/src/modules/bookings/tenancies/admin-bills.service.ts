import { billNotFound, type AdminBill, type AdminBillsPage, type AdminBillsQuery, type Bill } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { transition } from '../../../process/engine';
import type { AuthUser } from '../../users/user.mapper';
import { billLifecycle } from './bill-lifecycle.service';
import { billsRepository as repo, type AdminBillRow } from './bills.repository';
import { toBill } from './bills.service';

const name = (first: string, last: string) => `${first} ${last}`.trim();

const toAdminBill = (r: AdminBillRow): AdminBill => ({
  ...toBill(r, 'admin'),
  bookingId: r.bookingId,
  listingTitle: r.listingTitle,
  bookingStatus: r.bookingStatus,
  client: { id: r.clientId, name: name(r.clientFirstName, r.clientLastName) },
  host: { id: r.hostId, name: name(r.hostFirstName, r.hostLastName) },
});

/** GET /api/admin/bills: staff's page of bills in a status (issue 32), the longest overdue first. */
export async function adminBills(ctx: AppContext, q: AdminBillsQuery): Promise<AdminBillsPage> {
  const { total, rows } = await repo.adminPage(ctx.db, q.status, q.pageSize, (q.page - 1) * q.pageSize);
  return { items: rows.map(toAdminBill), total, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /api/admin/bills/:id/void (issue 32): an admin voids an unpaid bill with a reason. The
 * bill's process table decides (a paid or void bill is refused, 409; no reason, 400) and its
 * effects close an open checkout, write the audit row and tell both sides, in the one transaction.
 */
export async function voidBill(ctx: AppContext, admin: AuthUser, billId: string, reason: string): Promise<Bill> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  await ctx.db.transaction().execute((tx) =>
    transition(ctx, tx, billLifecycle, {
      id: billId,
      action: 'void',
      actor: { role: 'admin', userId: admin.id },
      reason: reason.trim() || null,
      input: { timeZone },
    }),
  );
  const bill = await repo.findWithPayment(ctx.db, billId);
  if (!bill) throw billNotFound();
  return toBill(bill, 'admin');
}
