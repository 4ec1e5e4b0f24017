import { formatDay, formatPesos, paths } from '@espasyo/domain';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type en from '@espasyo/domain/i18n/en/mailTenancy';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { emailTasks, sidesOf } from '../../notifications/booking-mail.service';
import { notify, type Said } from '../../notifications/notifications.service';
import { activeAdmins } from '../../users/accounts.service';
import type { BookingRow } from '../core/bookings.repository';

/** What a side reads of a tenancy, in its language (issue 34): the notification's title (the email's subject), its message, the email's closing link's words ('Pay it', 'See the bills'). */
export interface TenancyWords {
  subject: string;
  message: string;
  linkLabel: string;
}

/** What a side of a tenancy is told of its bills or terms (issue 32). */
export interface TenancyNews {
  /** Its words in the side's language (users.language, English when null). */
  say: (lang: Language) => TenancyWords;
  /** payment: a bill (the side's payment emails); booking: the tenancy's terms. */
  topic: 'booking' | 'payment';
  priority?: 'high' | 'normal';
  requiresAction?: boolean;
  amount?: number;
}

export type TenancyMessages = Messages<typeof en>;

/** The tenancy's sent words in `lang` (namespace mailTenancy). */
export const tenancyWords = (lang: Language): TenancyMessages => messagesFor(lang, 'mailTenancy');

/** A bill's amount and due day as its news says them, in `lang`. */
export const billFacts = (b: { amount: number; dueOn: string }, timeZone: string, lang: Language) => ({
  amount: formatPesos(b.amount),
  day: formatDay(b.dueOn, timeZone, lang),
});

/**
 * News whose subject is the space's title and the news ('Garage in Makati: Your monthly bill of
 * ₱2,500 is due today.'), with the link `link`.
 */
export const aboutTheSpace =
  (t: BookingRow, news: (w: TenancyMessages, lang: Language) => string, link: keyof TenancyMessages['links']) =>
  (lang: Language): TenancyWords => {
    const w = tenancyWords(lang);
    const message = news(w, lang);
    return { subject: w.subject({ title: t.listingTitle, news: message }), message, linkLabel: w.links[link] };
  };

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
  const lang = languageOfUser(sides[to]);
  const { subject, message, linkLabel } = n.say(lang);
  const greeting = messagesFor(lang, 'emails').frame.greeting({ name: sides[to].firstName });
  const link = tenancyWords(lang).link({ label: linkLabel, url: `${ctx.env.publicUrl}${path}` });
  const text = `${greeting}\n\n${message}\n\n${link}\n`;
  await notify(
    ctx,
    tx,
    {
      userId: sides[to].id,
      type: 'booking',
      subType: 'booking_update',
      title: subject,
      message,
      priority: n.priority ?? 'normal',
      data: { bookingId: t.id, listingTitle: t.listingTitle, ...(n.amount !== undefined && { totalAmount: n.amount }) },
      actionUrl: path,
      requiresAction: n.requiresAction ?? false,
    },
    {
      user: sides[to],
      alsoQueue: emailTasks(settings, sides[to], n.topic, { topic: n.topic, subject, text }),
    },
  );
}

/** Every active admin alerted about tenancy `t` (a bill unpaid past its grace, a host's notice for it), each in their language. */
export async function tellStaff(ctx: AppContext, tx: Executor, t: BookingRow, title: Said, message: Said) {
  for (const admin of await activeAdmins(tx)) {
    await notify(
      ctx,
      tx,
      {
        userId: admin.id,
        type: 'system',
        subType: 'system_alert',
        title,
        message,
        priority: 'high',
        data: { bookingId: t.id, listingTitle: t.listingTitle },
        actionUrl: paths.admin.bookings.getHref({ booking: t.id }),
      },
      { user: admin },
    );
  }
}
