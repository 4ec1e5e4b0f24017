import { paths, refundedPaymentEmail, staffRefundEmail, type BookingEmail } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { languageOfUser } from '../../lib/i18n';
import { bookingEmailWords } from '../notifications/booking-words.service';
import type { Executor } from '../../db/client';
import {
  factsFor,
  firstParagraph,
  queueEmail,
  sidesOf,
  wants,
  type Sides,
} from '../notifications/booking-mail.service';
import { notify } from '../notifications/notifications.service';
import type { PaidBooking } from './bookings-paid.repository';

/**
 * The client is told that a payment that could not stand (late, a second one, or one under
 * review when its booking ended) is refunded in full: a payment email.
 */
export async function notifyPaymentRefunded(
  ctx: AppContext,
  tx: Executor,
  b: PaidBooking,
  amount: number,
  reason: 'late_payment' | 'duplicate_payment' | 'unconfirmed_payment',
): Promise<void> {
  const settings = await ctx.settings.get();
  const sides = await sidesOf(tx, b);
  if (!sides) return;
  const mail = refundedPaymentEmail(
    { ...factsFor(ctx, settings, b, 'client', sides), amount, reason },
    bookingEmailWords(languageOfUser(sides.client)),
  );
  await tellClientOfRefund(ctx, tx, b, sides, mail, amount);
}

/** The client is told of a refund staff made on /payments (in full or in part, with the reason staff gave): a payment email. */
export async function notifyStaffRefund(
  ctx: AppContext,
  tx: Executor,
  b: PaidBooking,
  refund: { amount: number; full: boolean; note: string },
): Promise<void> {
  const settings = await ctx.settings.get();
  const sides = await sidesOf(tx, b);
  if (!sides) return;
  const mail = staffRefundEmail(
    { ...factsFor(ctx, settings, b, 'client', sides), ...refund },
    bookingEmailWords(languageOfUser(sides.client)),
  );
  await tellClientOfRefund(ctx, tx, b, sides, mail, refund.amount);
}

/** A refund told to the client: in the app always, by a payment email unless turned off. */
async function tellClientOfRefund(
  ctx: AppContext,
  tx: Executor,
  b: PaidBooking,
  sides: Sides,
  mail: BookingEmail,
  amount: number,
) {
  await notify(ctx, tx, {
    userId: sides.client.id,
    type: 'booking',
    subType: 'booking_update',
    title: mail.subject,
    message: firstParagraph(mail),
    data: { bookingId: b.id, listingTitle: b.listingTitle, amount, status: 'refunded' },
    actionUrl: paths.client.payments.getHref(),
  });
  if (wants(await ctx.settings.get(), sides.client, 'payment')) await queueEmail(ctx, tx, sides.client, mail);
}
