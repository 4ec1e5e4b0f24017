/**
 * Which channels carry a notification besides the app (issue 21, design §7; decision 0044): the
 * email copy, the text message and Web Push, each allowed by a platform setting
 * (notifications.*) and by the user's own preference (NotificationPreferences).
 */
import type { NotificationPreferences } from '../schemas/account';
import type { PlatformSettings } from '../settings/defaults';
import type { NotificationPriority, NotificationSubType, NotificationType } from './notifications';

type NotificationSettings = PlatformSettings['notifications'];

/** The user preferences that choose an email copy. */
export type EmailPreference = 'bookingEmails' | 'paymentEmails' | 'messageEmails' | 'reviewEmails' | 'systemEmails';
/** The platform switches of a kind of email, under the master switch `emailNotifications`. */
export type EmailSetting = 'bookingConfirmations' | 'paymentNotifications' | 'reviewNotifications' | 'systemAlerts';

export interface EmailCopyRule {
  preference: EmailPreference;
  /** The platform's switch for this kind besides `emailNotifications`; null: only the master switch. */
  setting: EmailSetting | null;
  /**
   * Who writes the email: `notify` sends the copy itself; `bookings` and `payouts` write their
   * own fuller emails (bookings/core/notify.service.ts, money/payouts), so notify() sends none;
   * `nobody` for staff's system alerts: the failure told of may be the mail server's own (an
   * email given up would raise an email), and the reconciliation report emails its own.
   */
  sentBy: 'notify' | 'bookings' | 'payouts' | 'nobody';
}

/**
 * The one table of email copies, by type (a subType may refine it as `type.subType`). A type the
 * table does not name (staff notices, announcements and the like) is platform news: systemEmails
 * under systemAlerts, sent by notify().
 */
export const emailCopyRules: Record<string, EmailCopyRule> = {
  booking: { preference: 'bookingEmails', setting: 'bookingConfirmations', sentBy: 'bookings' },
  payout: { preference: 'paymentEmails', setting: 'paymentNotifications', sentBy: 'payouts' },
  message: { preference: 'messageEmails', setting: null, sentBy: 'notify' },
  review: { preference: 'reviewEmails', setting: 'reviewNotifications', sentBy: 'notify' },
  // A dispute is about a booking's money and stay: the booking emails' preference; always sent
  // (no platform switch of its own, like messages), by notify().
  dispute: { preference: 'bookingEmails', setting: null, sentBy: 'notify' },
  'system.system_alert': { preference: 'systemEmails', setting: 'systemAlerts', sentBy: 'nobody' },
};
const platformNews: EmailCopyRule = { preference: 'systemEmails', setting: 'systemAlerts', sentBy: 'notify' };

export function emailCopyRule(type: NotificationType | string, subType: NotificationSubType | string): EmailCopyRule {
  return emailCopyRules[`${type}.${subType}`] ?? emailCopyRules[type] ?? platformNews;
}

/** Whether an email of `rule`'s kind may go to a user: the platform sends it and the user wants it. */
export function emailAllowed(rule: EmailCopyRule, n: NotificationSettings, prefs: NotificationPreferences): boolean {
  return n.emailNotifications && (rule.setting === null || n[rule.setting]) && prefs[rule.preference];
}

/**
 * What is texted: high-priority news (requirements §9: a low review, a cancellation, a failed
 * payout) and a host's new booking, the event a host must not miss.
 */
export function worthTexting(n: { priority: NotificationPriority; subType: string }): boolean {
  return n.priority === 'high' || n.subType === 'new_booking';
}

/**
 * The preferences the platform has turned off for everyone (settings show them as such): every
 * email when `emailNotifications` is off, a kind when its switch is, SMS and push by theirs; news
 * and offers by `marketingEmails` alone (they are no copy of a notification).
 */
export function preferencesOffForEveryone(n: NotificationSettings): (keyof NotificationPreferences)[] {
  const off: (keyof NotificationPreferences)[] = [];
  const emails: [EmailPreference, EmailSetting | null][] = [
    ['bookingEmails', 'bookingConfirmations'],
    ['paymentEmails', 'paymentNotifications'],
    ['messageEmails', null],
    ['reviewEmails', 'reviewNotifications'],
    ['systemEmails', 'systemAlerts'],
  ];
  for (const [pref, setting] of emails) if (!n.emailNotifications || (setting && !n[setting])) off.push(pref);
  if (!n.marketingEmails) off.push('marketingEmails');
  if (!n.smsNotifications) off.push('smsAlerts');
  if (!n.pushNotifications) off.push('pushAlerts');
  return off;
}

/** An SMS is one 160-character GSM segment where it can be; longer texts are cut with '…'. */
export const SMS_MAX = 160;

/** 'Espasyo: New booking request. Maria S. asked for Loft 5, 12–13 Dec. https://…/host/bookings/…' cut to one text. */
export function smsText(platformName: string, title: string, link: string | null): string {
  const tail = link ? ` ${link}` : '';
  const head = `${platformName}: ${title}`;
  const room = SMS_MAX - tail.length;
  return (head.length > room ? `${head.slice(0, Math.max(0, room - 1))}…` : head) + tail;
}

/** The Web Push payload the service worker shows (web/public/sw.js): small, well under 4 KB. */
export interface PushMessage {
  title: string;
  body: string;
  /** The notification's id: a repeat of the same one replaces it on the device. */
  tag: string;
  /** Where a click goes (the notification's actionUrl, a path of this site). */
  url: string;
  icon: string;
}

export function pushMessage(n: { id: string; title: string; message: string; actionUrl: string | null }): PushMessage {
  const body = n.message.length > 240 ? `${n.message.slice(0, 240)}…` : n.message;
  return { title: n.title.slice(0, 120), body, tag: n.id, url: n.actionUrl ?? '/', icon: '/favicon.ico' };
}

/** The frame words of a notification's email copy, in the recipient's language (issue 34). */
export interface NotificationEmailWords {
  greeting(name: string): string;
  openIt(link: string): string;
  signOff(platform: string): string;
  why(settingsLink: string): string;
  whyNoLink: string;
}

/** English: the server gives the recipient's language from the catalogue (namespace `emails`). */
export const notificationEmailWords: NotificationEmailWords = {
  greeting: (name) => `Hi ${name},`,
  openIt: (link) => `Open it: ${link}`,
  signOff: (platform) => `— ${platform}`,
  why: (link) => `You get this email because of your notification settings. To change them: ${link}`,
  whyNoLink: 'You get this email because of your notification settings.',
};

/** An email copy of a notification: its title as the subject, its text and the link to open it. */
export function notificationEmail(
  f: {
    firstName: string;
    platformName: string;
    title: string;
    message: string;
    link: string | null;
    /** The user's notification settings; null for staff, who have no page of their own. */
    settingsLink: string | null;
  },
  w: NotificationEmailWords = notificationEmailWords,
): { subject: string; text: string } {
  const parts = [w.greeting(f.firstName), f.message];
  if (f.link) parts.push(w.openIt(f.link));
  parts.push(w.signOff(f.platformName), f.settingsLink ? w.why(f.settingsLink) : w.whyNoLink);
  return { subject: f.title, text: parts.join('\n\n') };
}
