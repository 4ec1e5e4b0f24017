import {
  addCalendarDays,
  calendarDayIn,
  dayStartIn,
  formatDay,
  formatPesos,
  paths,
  platformReportMessages as m,
  reportPeriodDue,
  type ReportPeriod,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { activeAdmins } from '../users/accounts.service';
import { platformReportRepository as repo } from './platform-report.repository';

/** 'Tue, 3 Mar 2026', or 'Mon, 2 Mar 2026 – Sun, 8 Mar 2026'. */
const periodLabel = (p: ReportPeriod) =>
  p.first === p.last ? formatDay(p.first, 'UTC') : `${formatDay(p.first, 'UTC')} – ${formatDay(p.last, 'UTC')}`;

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
  const subject = m.subject(platform, period.interval, label);
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
      const text = m.text({
        firstName: admin.firstName,
        platform,
        interval: period.interval,
        period: label,
        figures,
        url,
      });
      await enqueue(tx, messageTask({ kind: 'email', to: admin.email, subject, text }), now);
    }
    return m.result.sent(label, admins.length);
  });
}
