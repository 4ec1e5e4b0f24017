import { bookingNotFound, type BookingPayments } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { authorize } from '../../http/access';
import type { AuthUser } from '../users/user.mapper';
import { paidBookings as bookings } from './bookings-paid.repository';
import { checkoutGateway } from '../gateways/gateways.service';
import { toPayment } from './payments.mapper';
import { paymentsRepository as repo } from './payments.repository';

/**
 * GET /api/bookings/:id/payments: the booking's payments (every checkout and what came of it)
 * with their refunds, oldest first, for its client, its host and admins ("not found" for anyone
 * else); and whether payments run in test mode now.
 */
export async function bookingPayments(ctx: AppContext, user: AuthUser, bookingId: string): Promise<BookingPayments> {
  const b = await bookings.find(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  const viewer = authorize(user, 'payment', 'listOfBooking', b, { not_found: bookingNotFound });
  const [payments, refunds] = await Promise.all([
    repo.forBooking(ctx.db, bookingId),
    repo.refundsForBooking(ctx.db, bookingId),
  ]);
  return {
    testMode: (await checkoutGateway(ctx)).testMode,
    items: payments.map((p) => toPayment(p, refunds, viewer)),
  };
}
