import {
  notificationPreferencesOf,
  paths,
  shortName,
  type BookingEmail,
  type BookingEmailFacts,
  type EmailRecipient,
  type EmailTopic,
  type PlatformSettings,
} from '@espasyo/domain';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { BookingsTable } from '../../db/schema';
import { enqueue, messageTask, type OutboxTask } from '../outbox/outbox.service';
import { findUsers, type UserRow } from '../users/accounts.service';

/*
 * What every email about a booking is written from (domain/src/bookings/emails.ts): its two sides,
 * the facts of the booking and the links, whether a side wants the email, and the queued email —
 * for the bookings module's transitions and the payments module's refunds alike.
 */

type BookingRecord = Selectable<BookingsTable>;

/** Whether an email of `topic` may go to `user`: the platform sends such emails, and the user has not turned them off. */
export function wants(settings: PlatformSettings, user: UserRow, topic: EmailTopic): boolean {
  const n = settings.notifications;
  const prefs = notificationPreferencesOf(user.notificationPreferences);
  if (!n.emailNotifications) return false;
  return topic === 'booking'
    ? n.bookingConfirmations && prefs.bookingEmails
    : n.paymentNotifications && prefs.paymentEmails;
}

export interface Sides {
  client: UserRow;
  host: UserRow;
}

export async function sidesOf(tx: Executor, b: BookingRecord): Promise<Sides | null> {
  const rows = await findUsers(tx, [b.clientId, b.hostId]);
  const client = rows.find((u) => u.id === b.clientId);
  const host = rows.find((u) => u.id === b.hostId);
  return client && host ? { client, host } : null;
}

export function factsFor(ctx: AppContext, settings: PlatformSettings, b: BookingRecord, to: EmailRecipient, s: Sides) {
  const q = b.quote;
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
      endsAt: b.endsAt ? new Date(b.endsAt) : null,
      units: b.units,
      total: b.total,
      hostEarnings: q.hostEarnings,
      platformFeePercentage: q.platformFeePercentage,
      cancellationPolicy: b.cancellationPolicy,
      dueAt: b.dueAt ? new Date(b.dueAt) : null,
      reason: b.reason,
    },
    clientName: `${s.client.firstName} ${s.client.lastName}`.trim(),
    hostName: shortName(s.host.firstName, s.host.lastName),
    links: {
      booking: url(side.booking.getHref(b.id)),
      pay: url(paths.client.bookingCheckout.getHref(b.id)),
      browse: url(paths.client.browse.getHref()),
      listing: url(paths.spaces.listing.getHref(b.listingId)),
      settings: url(side.settings.getHref('notifications')),
    },
  } satisfies BookingEmailFacts;
}

export async function queueEmail(ctx: AppContext, tx: Executor, to: UserRow, mail: BookingEmail) {
  await enqueue(
    tx,
    messageTask({ kind: 'email', to: to.email, subject: mail.subject, text: mail.text }),
    ctx.clock.now(),
  );
}

/**
 * The email to `to` as an outbox task, for a caller that queues it with others (notify's alsoQueue:
 * one statement); none when they would not get it (wants).
 */
export function emailTasks(
  settings: PlatformSettings,
  to: UserRow,
  topic: EmailTopic,
  mail: BookingEmail,
): OutboxTask[] {
  if (!wants(settings, to, topic)) return [];
  return [messageTask({ kind: 'email', to: to.email, subject: mail.subject, text: mail.text })];
}

/** An email's first paragraph after the greeting: an in-app notification's message. */
export const firstParagraph = (mail: BookingEmail) =>
  mail.text.split('\n\n').find((p) => p.trim() && !/^(Hi|Hello)\b/.test(p.trim())) ?? mail.subject;
