import {
  billCalendar,
  billProcess,
  billMethodsNote,
  bookingNotFound,
  centavos,
  formatDay,
  formatPesos,
  tenancyMessages,
  type Bill,
  type BillStatus,
  type BookingViewer,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import type { AuthUser } from '../../users/user.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billsRepository as repo, type BillRow } from './bills.repository';

const m = tenancyMessages;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const payable: readonly BillStatus[] = ['open', 'overdue'];

/** Why the saved card did not pay an open bill on its due date (decision 0085), in the client's words. */
function cardNote(b: BillRow): string | null {
  if (b.autopayOutcome !== 'requires_action' && b.autopayOutcome !== 'failed') return null;
  const say = b.autopayOutcome === 'requires_action' ? m.autopay.needsApproval : m.autopay.declined;
  // A calendar date reads the same in every zone (formatDay takes it at noon UTC).
  return say(formatPesos(b.amount), formatDay(b.dueOn, 'UTC'));
}

/** A bill as `viewer` sees it: the host's share for the host and staff; the way to pay it for its client. */
export function toBill(b: BillRow & { paymentId?: string | null }, viewer: BookingViewer): Bill {
  return {
    id: b.id,
    number: b.number,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    amount: b.amount,
    subtotal: b.quote.subtotal,
    tax: b.quote.tax,
    ...(viewer !== 'client' && { hostEarnings: b.quote.hostEarnings }),
    dueOn: b.dueOn,
    opensOn: billCalendar(b.dueOn).opensOn,
    status: b.status,
    paidAt: iso(b.paidAt),
    paymentId: b.paymentId ?? null,
    pay:
      viewer === 'client' && payable.includes(b.status)
        ? {
            checkout: `/api/bookings/${b.bookingId}/bills/${b.id}/checkout`,
            methodsNote: billMethodsNote(b.amount),
            cardNote: cardNote(b),
          }
        : null,
    actions: billProcess.actionsFor(b.status, viewer),
  };
}

/** GET /api/bookings/:id/bills: a tenancy's bills, oldest first, for its client, its host and admins. */
export async function listBills(ctx: AppContext, user: AuthUser, bookingId: string) {
  const row = await bookings.view(ctx.db, bookingId);
  if (!row) throw bookingNotFound();
  const viewer = authorize(user, 'booking', 'read', row, { not_found: bookingNotFound });
  const rows = row.kind === 'tenancy' ? await repo.list(ctx.db, bookingId) : [];
  return { items: rows.map((b) => toBill(b, viewer)) };
}

/** One unit's monthly price of bill `n`: the latest change from n or before, else the tenancy's first (its quote's). */
export function monthlyOfBill(
  t: Pick<BookingRow, 'quote'>,
  prices: { fromBill: number; monthly: number }[],
  n: number,
) {
  const changed = prices.filter((p) => p.fromBill <= n).at(-1);
  return centavos(changed?.monthly ?? t.quote.lines[0]?.price ?? 0);
}

/** The fees a tenancy's bills are made with: its quote's, kept as it was asked for. */
export const ratesOf = (t: Pick<BookingRow, 'quote'>) => ({
  platformFeePercentage: t.quote.platformFeePercentage,
  taxCalculationEnabled: t.quote.taxRate > 0,
  taxRate: t.quote.taxRate,
});

/** The due date of the oldest bill still unpaid, or null. */
export const oldestUnpaid = (bills: BillRow[]) =>
  bills.find((b) => b.status === 'open' || b.status === 'overdue')?.dueOn ?? null;

/** A tenancy's paid bills, in order (what a force majeure cancellation would give back: force-majeure/). */
export async function paidBillsOf(db: Executor, bookingId: string): Promise<BillRow[]> {
  return (await repo.list(db, bookingId)).filter((b) => b.status === 'paid');
}
