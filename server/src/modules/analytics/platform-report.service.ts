import {
  addCalendarDays,
  calendarDayIn,
  dayStartIn,
  formatDay,
  formatPesos,
  paths,
  platformReportMessages as m,
  reportPeriodDue,
  type PlatformReportFigures,
  type ReportInterval,
  type ReportPeriod,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import { languageOfUser, messagesFor } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { activeAdmins } from '../users/accounts.service';
import { platformReportRepository as repo } from './platform-report.repository';

/** 'Tue, 3 Mar 2026', or 'Mon, 2 Mar 2026 – Sun, 8 Mar 2026' ('Mar, 3 Mar 2026' in Filipino). */
const periodLabel = (p: ReportPeriod, lang: Language = 'en') =>
  p.first === p.last
    ? formatDay(p.first, 'UTC', lang)
    : `${formatDay(p.first, 'UTC', lang)} – ${formatDay(p.last, 'UTC', lang)}`;

/**
 * The report's email in an admin's language (issue 34, namespace `mailStaff`): English word for
 * word as platformReportMessages said it (sent-words.test.ts).
 */
export function platformReportEmail(
  lang: Language,
  o: {
    firstName: string;
    platform: string;
    interval: ReportInterval;
    period: string;
    figures: PlatformReportFigures;
    url: string;
  },
): { subject: string; text: string } {
  const r = messagesFor(lang, 'mailStaff').report;
  const frame = messagesFor(lang, 'emails').frame;
  const f = o.figures;
  const at = { interval: o.interval, platform: o.platform, period: o.period };
  return {
    subject: r.subject(at),
    text: [
      frame.greeting({ name: o.firstName }),
      r.intro(at),
      [
        r.bookingsRequested({ count: f.bookingsRequested }),
        r.bookingsConfirmed({ count: f.bookingsConfirmed }),
        r.payments({ count: f.payments, amount: f.paymentVolume }),
        r.refunds({ amount: f.refunded }),
        r.revenue({ amount: f.platformRevenue }),
        r.newUsers({ clients: f.newClients, hosts: f.newHosts }),
        r.disputes({ opened: f.disputesOpened, resolved: f.disputesResolved }),
      ].join('\n'),
      r.dashboard({ url: o.url }),
      frame.signOff({ platform: o.platform }),
      r.why({ interval: o.interval }),
    ].join('\n\n'),
  };
}

/**
 * The platform summary report (notifications.reportInterval, issue 30), run each morning by the
 * platform-report job: when a report is due today in the platform's zone (daily: yesterday's;
 * weekly, on Mondays: last week's; monthly, on the 1st: last month's), its figures are counted and
 * emailed to every active admin through the outbox, in the transaction that records the period,
 * so a period's report goes out once. Answers the job's one-line result.
 */
export async function sendPlatformReport(ctx: AppContext): Promise<string> {
  const { general, notifications } = await ctx.settings.get();
  const tz = general.timezone;
  const now = ctx.clock.now();
  const period = reportPeriodDue(notifications.reportInterval, calendarDayIn(tz, now));
  if (!period) return m.result.none(notifications.reportInterval);
  const summary = await repo.summary(
    ctx.db,
    dayStartIn(period.first, tz),
    dayStartIn(addCalendarDays(period.last, 1), tz),
  );
  const label = periodLabel(period);
  const figures = {
    ...summary,
    paymentVolume: formatPesos(summary.paymentVolume),
    refunded: formatPesos(summary.refunded),
    platformRevenue: formatPesos(summary.platformRevenue),
  };
  const platform = general.platformName;
  const url = `${ctx.env.publicUrl}${paths.admin.dashboard.getHref()}`;
  return ctx.db.transaction().execute(async (tx) => {
    const admins = await activeAdmins(tx);
    const fresh = await repo.record(tx, {
      id: newId(),
      interval: period.interval,
      firstDay: period.first,
      lastDay: period.last,
      figures: JSON.stringify(summary),
      recipients: admins.length,
      sentAt: now,
    });
    if (!fresh) return m.result.already(label);
    for (const admin of admins) {
      // Each admin reads it in their language, its dates too (issue 34).
      const lang = languageOfUser(admin);
      const mail = platformReportEmail(lang, {
        firstName: admin.firstName,
        platform,
        interval: period.interval,
        period: periodLabel(period, lang),
        figures,
        url,
      });
      await enqueue(tx, messageTask({ kind: 'email', to: admin.email, ...mail }), now);
    }
    return m.result.sent(label, admins.length);
  });
}
