import { purgeReadNotifications } from '../modules/notifications/notifications.service';
import { DAY, type JobDefinition } from './job';

/** In-app notifications (issue 21): the retention of read ones, daily at 03:15 in the platform's zone. */
export const notificationJobs: JobDefinition[] = [
  {
    name: 'notification-retention',
    description:
      'Deletes read notifications older than the notification retention (notifications.notificationRetentionDays); unread ones stay. Daily at 03:15.',
    intervalMs: DAY,
    dailyAt: { hour: 3, minute: 15 },
    async run(ctx) {
      const n = await purgeReadNotifications(ctx);
      return `Deleted ${n} read notification${n === 1 ? '' : 's'}.`;
    },
  },
];
