import { paths } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { emailTasks, sidesOf } from '../../notifications/booking-mail.service';
import { notify } from '../../notifications/notifications.service';
import { activeAdmins } from '../../users/accounts.service';
import type { BookingRow } from '../core/bookings.repository';

/** What a side of a tenancy is told of its bills or terms (issue 32). */
export interface TenancyNews {
  subject: string;
  message: string;
  /** payment: a bill (the side's payment emails); booking: the tenancy's terms. */
  topic: 'booking' | 'payment';
  /** The email's closing link's words: 'Pay it', 'See the bills'. */
  linkLabel: string;
  priority?: 'high' | 'normal';
  requiresAction?: boolean;
  amount?: number;
}

/**
 * One side of tenancy `t` told: the in-app notification (with its live push) and, when the platform
 * and the side want it, the email with the same words, queued in the caller's transaction.
 */
export async function tellTenancySide(
  ctx: AppContext,
  tx: Executor,
  t: BookingRow,
  to: 'client' | 'host',
  n: TenancyNews,
) {
  const sides = await sidesOf(tx, t);
  if (!sides) return;
  const settings = await ctx.settings.get();
  const path = (to === 'client' ? paths.client : paths.host).booking.getHref(t.id);
  const text = `Hi ${sides[to].firstName},\n\n${n.message}\n\n${n.linkLabel}: ${ctx.env.publicUrl}${path}\n`;
  await notify(
    ctx,
    tx,
    {
      userId: sides[to].id,
      type: 'booking',
      subType: 'booking_update',
      title: n.subject,
      message: n.message,
      priority: n.priority ?? 'normal',
      data: { bookingId: t.id, listingTitle: t.listingTitle, ...(n.amount !== undefined && { totalAmount: n.amount }) },
      actionUrl: path,
      requiresAction: n.requiresAction ?? false,
    },
    {
      user: sides[to],
      alsoQueue: emailTasks(settings, sides[to], n.topic, { topic: n.topic, subject: n.subject, text }),
    },
  );
}

/** Every active admin alerted about tenancy `t` (a bill unpaid past its grace, a host's notice for it). */
export async function tellStaff(ctx: AppContext, tx: Executor, t: BookingRow, title: string, message: string) {
  for (const admin of await activeAdmins(tx)) {
    await notify(ctx, tx, {
      userId: admin.id,
      type: 'system',
      subType: 'system_alert',
      title,
      message,
      priority: 'high',
      data: { bookingId: t.id, listingTitle: t.listingTitle },
      actionUrl: paths.admin.bookings.getHref({ booking: t.id }),
    });
  }
}
