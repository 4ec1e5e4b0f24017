import {
  hostNotice,
  notificationPreferencesOf,
  paths,
  refundedPaymentEmail,
  staffRefundEmail,
  transitionEmail,
  type BookingEmail,
  type BookingEmailFacts,
  type BookingQuote,
  type EmailRecipient,
  type EmailTopic,
  type PlatformSettings,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { notify, type NewNotification } from '../../notifications/notifications.service';
import { messageTask, type OutboxTask } from '../../outbox/outbox.service';
import { findUsers, type UserRow } from '../../users/accounts.service';
import type { BookingRow } from './bookings.repository';
import type { MovedMoney, Transitioned, TransitionActor } from './transition.types';

/*
 * What a side of a booking hears of it (notify_client, notify_host in the process table; design
 * §5, §7): the in-app notification and an email with the same facts, the email queued in the
 * outbox in the transition's own transaction (decision 0032), in the statement that queues the
 * notification's live push (notify's alsoQueue): it goes out only if the transition commits.
 */

/** Money a transition moved that its emails tell: what goes back to the client, what the host keeps. */
export type { MovedMoney };

/** Whether an email of `topic` may go to `user`: the platform sends such emails, and the user has not turned them off. */
function wants(settings: PlatformSettings, user: UserRow, topic: EmailTopic): boolean {
  const n = settings.notifications;
  const prefs = notificationPreferencesOf(user.notificationPreferences);
  if (!n.emailNotifications) return false;
  return topic === 'booking'
    ? n.bookingConfirmations && prefs.bookingEmails
    : n.paymentNotifications && prefs.paymentEmails;
}

/** 'Maria S.': the host as the client sees them (bookings.mapper.ts). */
const shortName = (u: UserRow) => (u.lastName.trim() ? `${u.firstName} ${u.lastName.trim().charAt(0)}.` : u.firstName);

interface Sides {
  client: UserRow;
  host: UserRow;
}

async function sidesOf(tx: Executor, b: BookingRow): Promise<Sides | null> {
  const rows = await findUsers(tx, [b.clientId, b.hostId]);
  const client = rows.find((u) => u.id === b.clientId);
  const host = rows.find((u) => u.id === b.hostId);
  return client && host ? { client, host } : null;
}

function factsFor(ctx: AppContext, settings: PlatformSettings, b: BookingRow, to: EmailRecipient, s: Sides) {
  const q = b.quote as BookingQuote;
  const url = (path: string) => `${ctx.env.publicUrl}${path}`;
  const side = to === 'client' ? paths.client : paths.host;
  return {
    to,
    firstName: s[to].firstName,
    platformName: settings.general.platformName,
    timeZone: settings.general.timezone,
    booking: {
      title: b.listingTitle,
      mode: b.mode,
      kind: b.kind,
      startDate: b.startDate,
      endDate: b.endDate,
      startsAt: new Date(b.startsAt),
      endsAt: new Date(b.endsAt),
      units: b.units,
      total: b.total,
      hostEarnings: q.hostEarnings,
      platformFeePercentage: q.platformFeePercentage,
      cancellationPolicy: b.cancellationPolicy,
      dueAt: b.dueAt ? new Date(b.dueAt) : null,
      reason: b.reason,
    },
    clientName: `${s.client.firstName} ${s.client.lastName}`.trim(),
    hostName: shortName(s.host),
    links: {
      booking: url(side.booking.getHref(b.id)),
      pay: url(paths.client.bookingCheckout.getHref(b.id)),
      browse: url(paths.client.browse.getHref()),
      listing: url(paths.spaces.listing.getHref(b.listingId)),
      settings: url(side.settings.getHref('notifications')),
    },
  } satisfies BookingEmailFacts;
}

/** The email to `to`, as an outbox task; none when they would not get it (wants). */
function emailTo(settings: PlatformSettings, to: UserRow, topic: EmailTopic, mail: BookingEmail): OutboxTask[] {
  if (!wants(settings, to, topic)) return [];
  return [messageTask({ kind: 'email', to: to.email, subject: mail.subject, text: mail.text })];
}

/**
 * A transition told to one side: the in-app notification always (requirements §3: a request is
 * the host's new_booking, anything else a booking_update, a cancellation high priority), and the
 * email when the platform sends booking emails and that side has not turned them off.
 */
async function tellSide(
  ctx: AppContext,
  tx: Executor,
  moved: Transitioned,
  actor: TransitionActor,
  to: EmailRecipient,
  money: MovedMoney,
) {
  const settings = await ctx.settings.get();
  const sides = await sidesOf(tx, moved.row);
  if (!sides) return;
  const mail = transitionEmail({
    ...factsFor(ctx, settings, moved.row, to, sides),
    action: moved.action,
    by: actor.role,
    from: moved.from,
    ...money,
  });
  if (!mail) return;
  await notifyInApp(ctx, tx, moved, to, sides, mail, emailTo(settings, sides[to], 'booking', mail));
}

/** An email's first paragraph after the greeting: an in-app notification's message. */
const firstParagraph = (mail: BookingEmail) =>
  mail.text.split('\n\n').find((p) => p.trim() && !/^(Hi|Hello)\b/.test(p.trim())) ?? mail.subject;

/**
 * The in-app notification of a transition, with the email's subject and its first paragraph. The
 * host's is the domain's hostNotice (requirements §3, §4: a request is new and waits on them, an
 * instant booking is new once paid, a payment reads `paid`, a cancellation is high priority); the
 * client's is an update with the booking's status, waiting on them while it awaits payment.
 * `email`: the side's email of it, queued with the notification's tasks.
 */
async function notifyInApp(
  ctx: AppContext,
  tx: Executor,
  moved: Transitioned,
  to: EmailRecipient,
  sides: Sides,
  mail: BookingEmail,
  email: OutboxTask[],
) {
  const b = moved.row;
  const notice =
    to === 'host'
      ? hostNotice(moved.action, b.status, b.mode)
      : {
          subType: 'booking_update' as const,
          status: b.status,
          priority: moved.action === 'cancel' ? ('high' as const) : ('normal' as const),
          requiresAction: b.status === 'awaiting_payment',
        };
  const confirmed = ['confirmed', 'active', 'completed'].includes(b.status);
  const notification: NewNotification = {
    userId: sides[to].id,
    type: 'booking',
    subType: notice.subType,
    title: mail.subject,
    message: firstParagraph(mail),
    priority: notice.priority,
    data: {
      bookingId: b.id,
      clientName: shortName(sides.client),
      // The client's contact stays out until the booking is confirmed, as on the booking.
      clientEmail: confirmed ? sides.client.email : '',
      listingTitle: b.listingTitle,
      totalAmount: b.total,
      startDate: b.startDate,
      endDate: b.endDate,
      status: notice.status,
    },
    actionUrl: (to === 'client' ? paths.client : paths.host).booking.getHref(b.id),
    requiresAction: notice.requiresAction,
  };
  await notify(ctx, tx, notification, { user: sides[to], alsoQueue: email });
}

/** notify_client / notify_host: the side is told of the transition, in its transaction. */
export async function notifySide(
  ctx: AppContext,
  tx: Executor,
  moved: Transitioned,
  actor: TransitionActor,
  to: EmailRecipient,
  money: MovedMoney,
): Promise<void> {
  await tellSide(ctx, tx, moved, actor, to, money);
}

/**
 * The client is told that a payment that could not stand (late, a second one, or one under
 * review when its booking ended) is refunded in full: a payment email.
 */
export async function notifyPaymentRefunded(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  amount: number,
  reason: 'late_payment' | 'duplicate_payment' | 'unconfirmed_payment',
): Promise<void> {
  const settings = await ctx.settings.get();
  const sides = await sidesOf(tx, b);
  if (!sides) return;
  const mail = refundedPaymentEmail({ ...factsFor(ctx, settings, b, 'client', sides), amount, reason });
  await tellClientOfRefund(ctx, tx, settings, b, sides, mail, amount);
}

/** The client is told of a refund staff made on /payments (in full or in part, with the reason staff gave): a payment email. */
export async function notifyStaffRefund(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  refund: { amount: number; full: boolean; note: string },
): Promise<void> {
  const settings = await ctx.settings.get();
  const sides = await sidesOf(tx, b);
  if (!sides) return;
  const mail = staffRefundEmail({ ...factsFor(ctx, settings, b, 'client', sides), ...refund });
  await tellClientOfRefund(ctx, tx, settings, b, sides, mail, refund.amount);
}

/** A refund told to the client: in the app always, by a payment email unless turned off. */
async function tellClientOfRefund(
  ctx: AppContext,
  tx: Executor,
  settings: PlatformSettings,
  b: BookingRow,
  sides: Sides,
  mail: BookingEmail,
  amount: number,
) {
  await notify(
    ctx,
    tx,
    {
      userId: sides.client.id,
      type: 'booking',
      subType: 'booking_update',
      title: mail.subject,
      message: firstParagraph(mail),
      data: { bookingId: b.id, listingTitle: b.listingTitle, amount, status: 'refunded' },
      actionUrl: paths.client.payments.getHref(),
    },
    { user: sides.client, alsoQueue: emailTo(settings, sides.client, 'payment', mail) },
  );
}
