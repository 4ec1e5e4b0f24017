import { paths, pinGuard } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { emailTasks } from '../../notifications/booking-mail.service';
import { notify } from '../../notifications/notifications.service';
import { enqueueAll, messageTask } from '../../outbox/outbox.service';
import { findUser } from '../../users/accounts.service';
import type { CheckableListing } from './handover.repository';

/*
 * What the gate tells people (issue 33): the host, once, when wrong PINs lock a listing's (or all
 * their) check-in; the person a host names as gate keeper, by SMS and, when the number is an
 * account's verified phone, by email. All through the outbox (notifications, email, SMS).
 */

/** The host of the locked guard told: the in-app notification (high: a text too, if they allow it) and the email. */
export async function tellHostLocked(ctx: AppContext, key: string, listing: CheckableListing | undefined) {
  const hostId = listing?.hostId ?? (key.startsWith('host:') ? key.slice('host:'.length) : null);
  if (!hostId) return;
  const host = await findUser(ctx.db, hostId);
  if (!host) return;
  const where = listing ? `"${listing.title}"` : 'your spaces';
  const subject = `Check-in locked at ${where}`;
  const message =
    `${pinGuard.maxWrong} wrong PINs were typed within ${pinGuard.windowMinutes} minutes at the gate of ${where}. ` +
    `Check-in is locked for ${pinGuard.lockMinutes} minutes. If this was not you or your gate keeper, ` +
    `someone may be guessing PINs: check who has access to the check-in page.`;
  const path = paths.gate.checkIn.getHref();
  const settings = await ctx.settings.get();
  const text = `Hi ${host.firstName},\n\n${message}\n\nOpen the check-in page: ${ctx.env.publicUrl}${path}\n`;
  await ctx.db.transaction().execute(async (tx) => {
    await notify(
      ctx,
      tx,
      {
        userId: host.id,
        type: 'booking',
        subType: 'booking_update',
        title: subject,
        message,
        priority: 'high',
        data: listing ? { listingTitle: listing.title } : {},
        actionUrl: path,
      },
      { user: host, alsoQueue: emailTasks(settings, host, 'booking', { topic: 'booking', subject, text }) },
    );
  });
}

/** The invite to keep a listing's gate: an SMS to the number, and an email to each account with it verified. */
export async function sendKeeperInvite(
  ctx: AppContext,
  tx: Executor,
  invite: { phone: string; token: string; listingTitle: string; hostName: string },
  accounts: { email: string; firstName: string }[],
  now: Date,
) {
  const platform = await ctx.settings.platformName();
  const link = `${ctx.env.publicUrl}${paths.gate.invite.getHref(invite.token)}`;
  const subject = `${platform}: check passes at "${invite.listingTitle}"`;
  const sms = `${invite.hostName} asks you to check ${platform} passes at the gate of "${invite.listingTitle}". Sign in or sign up with this number, then accept: ${link}`;
  await enqueueAll(
    tx,
    [
      messageTask({ kind: 'sms', to: invite.phone, subject, text: sms }),
      ...accounts.map((a) =>
        messageTask({
          kind: 'email',
          to: a.email,
          subject,
          text:
            `Hi ${a.firstName},\n\n${invite.hostName} named you gate keeper of "${invite.listingTitle}" on ${platform}: ` +
            `you may check renters' access passes at its gate, and nothing else of theirs.\n\n` +
            `Accept: ${link}\n\nIf you do not know ${invite.hostName}, ignore this message.\n`,
        }),
      ),
    ],
    now,
  );
}
