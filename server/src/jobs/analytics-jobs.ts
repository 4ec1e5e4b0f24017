import { purgeViewVisitors } from '../modules/analytics/analytics.service';
import { sendPlatformReport } from '../modules/analytics/platform-report.service';
import { DAY, HOUR, type JobDefinition } from './job';

/**
 * Analytics' housekeeping (decision 0049): yesterday's visitor hashes go with yesterday's salt;
 * and the platform summary report to admins (notifications.reportInterval, issue 30).
 */
export const analyticsJobs: JobDefinition[] = [
  {
    name: 'analytics-purge-visitors',
    description: "Deletes the listing views' visitor hashes and salts of past days (only the day's counts are kept).",
    intervalMs: HOUR,
    async run(ctx) {
      const n = await purgeViewVisitors(ctx);
      return `Deleted ${n} visitor hash${n === 1 ? '' : 'es'} of past days.`;
    },
  },
  {
    name: 'platform-report',
    description:
      'Emails administrators the platform summary (bookings, payments, refunds, revenue, new users, disputes) as the report interval says (notifications.reportInterval): daily for yesterday, weekly on Mondays for last week, monthly on the 1st for last month. Daily at 07:00; a period is reported once.',
    intervalMs: DAY,
    dailyAt: { hour: 7, minute: 0 },
    run: sendPlatformReport,
  },
];
