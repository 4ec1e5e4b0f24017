import { paths, pinGuard } from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { emailTasks } from '../../notifications/booking-mail.service';
import { notify } from '../../notifications/notifications.service';
import { enqueueAll, messageTask } from '../../outbox/outbox.service';
import { findUser } from '../../users/accounts.service';
import type { CheckableListing } from './handover.repository';

/*
 * What the gate tells people (issue 33): the host, once, when wrong PINs lock a listing's (or all
 * their) check-in; the person a host names as gate keeper, by SMS and, when the number is an
 * account's verified phone, by email. All through the outbox (notifications, email, SMS), in each
 * reader's language (issue 34).
 */

const words = (lang: Language) => messagesFor(lang, 'mailBookings').gate;

/**
 * The host of the locked guard told: the in-app notification (high: a text too, if they allow it) and
 * the email, with the number of wrong PINs that locked it (`wrong`: a listing's 50, all gates' 200).
 */
export async function tellHostLocked(
  ctx: AppContext,
  key: string,
  listing: CheckableListing | undefined,
  wrong: number = pinGuard.maxWrong,
) {
  const hostId = listing?.hostId ?? (key.startsWith('host:') ? key.slice('host:'.length) : null);
  if (!hostId) return;
  const host = await findUser(ctx.db, hostId);
  if (!host) return;
  const lang = languageOfUser(host);
  const w = words(lang);
  const where = listing ? w.whereSpace({ title: listing.title }) : w.whereAll;
  const subject = w.lockedSubject({ where });
  const message = w.locked({
    wrong,
    minutes: pinGuard.windowMinutes,
    where,
    lock: pinGuard.lockMinutes,
  });
  const path = paths.gate.checkIn.getHref();
  const settings = await ctx.settings.get();
  const greeting = messagesFor(lang, 'emails').frame.greeting({ name: host.firstName });
  const text = `${greeting}\n\n${message}\n\n${w.openCheckIn({ url: `${ctx.env.publicUrl}${path}` })}\n`;
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

/**
 * The invite to keep a listing's gate: an SMS to the number, and an email to each account with it
 * verified, each in its reader's language. The SMS goes to a number: in its account's language
 * when one account has it verified, else in the inviting host's.
 */
export async function sendKeeperInvite(
  ctx: AppContext,
  tx: Executor,
  invite: { phone: string; token: string; listingTitle: string; hostName: string; hostLanguage: Language },
  accounts: { email: string; firstName: string; language?: string | null }[],
  now: Date,
) {
  const platform = await ctx.settings.platformName();
  const link = `${ctx.env.publicUrl}${paths.gate.invite.getHref(invite.token)}`;
  const facts = { platform, title: invite.listingTitle, host: invite.hostName, link };
  const smsLang = accounts.length === 1 ? languageOfUser(accounts[0]) : invite.hostLanguage;
  const sms = words(smsLang).invite;
  await enqueueAll(
    tx,
    [
      messageTask({ kind: 'sms', to: invite.phone, subject: sms.subject(facts), text: sms.sms(facts) }),
      ...accounts.map((a) => {
        const lang = languageOfUser(a);
        const w = words(lang).invite;
        const greeting = messagesFor(lang, 'emails').frame.greeting({ name: a.firstName });
        return messageTask({
          kind: 'email',
          to: a.email,
          subject: w.subject(facts),
          text: `${greeting}\n\n${w.named(facts)}\n\n${w.accept(facts)}\n\n${w.ignore(facts)}\n`,
        });
      }),
    ],
    now,
  );
}
