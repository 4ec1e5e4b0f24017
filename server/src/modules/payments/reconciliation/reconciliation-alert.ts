import {
  adminPaymentsMessages,
  formatPesos,
  paths,
  reconciliationMessages as m,
  type Discrepancy,
  type PaymentGatewayName,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { raiseSystemAlert } from '../../notifications/staff/system-alerts.service';
import { enqueue, messageTask } from '../../outbox/outbox.service';
import { activeAdmins } from '../../users/accounts.service';

/** How many discrepancies an alert lists; the report has them all. */
const LISTED = 10;

const money = (c: number | null) => (c === null ? m.detail.none : formatPesos(c));

interface Outcome {
  reportId: string;
  day: string;
  gateway: PaymentGatewayName;
  discrepancies: Discrepancy[];
  error: string | null;
}

/** The alert's subject (and its in-app title) in `lang`. */
const subjectIn = (lang: Language, platform: string, o: Outcome) => {
  const r = messagesFor(lang, 'mailStaff').reconciliation;
  const gateway = adminPaymentsMessages.gateways[o.gateway];
  return (o.error ? r.failedSubject : r.subject)({ platform, day: o.day, gateway });
};

/**
 * The email to one admin in `lang`: greeting, what failed or what does not match (at most LISTED
 * lines, then how many more), the link to the report. English word for word as
 * reconciliationMessages.alert.text said it (sent-words.test.ts).
 */
export function reconciliationEmailText(
  lang: Language,
  o: Pick<Outcome, 'day' | 'gateway' | 'discrepancies' | 'error'> & { firstName: string; url: string },
): string {
  const r = messagesFor(lang, 'mailStaff').reconciliation;
  const gateway = adminPaymentsMessages.gateways[o.gateway];
  const lines = o.discrepancies.slice(0, LISTED).map((d) =>
    r.line({
      kind: r.kinds[d.kind],
      item: r.items[d.item],
      ref: d.ref ?? d.gatewayId ?? m.detail.none,
      ledger: money(d.ledgerAmount),
      gateway: money(d.gatewayAmount),
    }),
  );
  if (o.discrepancies.length > LISTED) lines.push(r.more({ count: o.discrepancies.length - LISTED }));
  return [
    messagesFor(lang, 'emails').frame.greeting({ name: o.firstName }),
    '',
    o.error ? r.failed({ day: o.day, gateway, error: o.error }) : r.found({ day: o.day, gateway }),
    '',
    ...lines.map((l) => `- ${l}`),
    ...(lines.length ? [''] : []),
    r.seeReport({ url: o.url }),
  ].join('\n');
}

/**
 * The system alert of a reconciliation that does not match (or could not run): an email to every
 * active admin through the outbox, in the report's transaction, while the platform sends emails
 * and system alerts (notifications.emailNotifications, notifications.systemAlerts); and every
 * admin's in-app system alert (decision 0045). Each in the admin's language (issue 34).
 */
export async function alertAdmins(ctx: AppContext, tx: Executor, o: Outcome): Promise<number> {
  const settings = await ctx.settings.get(tx);
  const n = settings.notifications;
  const platform = settings.general.platformName;
  const gateway = adminPaymentsMessages.gateways[o.gateway];
  // Admins' in-app system alert too (decision 0045), whatever the email settings.
  await raiseSystemAlert(ctx, tx, {
    source: `reconciliation:${o.gateway}`,
    title: (lang) => subjectIn(lang, platform, o),
    message: (lang) => {
      const a = messagesFor(lang, 'mailStaff').alerts.reconciliation;
      return o.error ? a.failed({ error: o.error }) : a.message({ count: o.discrepancies.length, gateway });
    },
    actionUrl: paths.admin.payments.getHref(),
  });
  if (!n.emailNotifications || !n.systemAlerts) return 0;
  const url = `${ctx.env.publicUrl}${paths.admin.payments.getHref()}`;
  const admins = await activeAdmins(tx);
  for (const admin of admins) {
    const lang = languageOfUser(admin);
    const text = reconciliationEmailText(lang, { ...o, firstName: admin.firstName, url });
    const subject = subjectIn(lang, platform, o);
    await enqueue(tx, messageTask({ kind: 'email', to: admin.email, subject, text }), ctx.clock.now());
  }
  return admins.length;
}
