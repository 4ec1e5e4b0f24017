import {
  addressVisibleStatuses,
  hostNotice,
  paths,
  shortName,
  transitionEmail,
  type BookingEmail,
  type EmailRecipient,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { languageOfUser } from '../../../lib/i18n';
import type { Executor } from '../../../db/client';
import { notify, type NewNotification } from '../../notifications/notifications.service';
import { bookingEmailWords } from '../../notifications/booking-words.service';
import { emailTasks, factsFor, firstParagraph, sidesOf, type Sides } from '../../notifications/booking-mail.service';
import type { OutboxTask } from '../../outbox/outbox.service';
import type { MovedMoney, Transitioned, TransitionActor } from './transition.types';

/*
 * What a side of a booking hears of it (notify_client, notify_host in the process table; design
 * §5, §7): the in-app notification and an email with the same facts, the email queued in the
 * outbox in the transition's own transaction (decision 0032), in the statement that queues the
 * notification's live push (notify's alsoQueue): it goes out only if the transition commits.
 */

/** Money a transition moved that its emails tell: what goes back to the client, what the host keeps. */
export type { MovedMoney };

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
  const mail = transitionEmail(
    {
      ...factsFor(ctx, settings, moved.row, to, sides),
      action: moved.action,
      by: actor.role,
      from: moved.from,
      ...money,
    },
    bookingEmailWords(languageOfUser(sides[to])),
  );
  if (!mail) return;
  await notifyInApp(ctx, tx, moved, to, sides, mail, emailTasks(settings, sides[to], 'booking', mail));
}

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
  const confirmed = addressVisibleStatuses.includes(b.status);
  const notification: NewNotification = {
    userId: sides[to].id,
    type: 'booking',
    subType: notice.subType,
    title: mail.subject,
    message: firstParagraph(mail),
    priority: notice.priority,
    data: {
      bookingId: b.id,
      clientName: shortName(sides.client.firstName, sides.client.lastName),
      // The client's contact stays out until the booking is confirmed, as on the booking.
      clientEmail: confirmed ? sides.client.email : '',
      listingTitle: b.listingTitle,
      totalAmount: b.total,
      startDate: b.startDate,
      endDate: b.endDate ?? undefined,
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
