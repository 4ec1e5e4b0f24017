import { outboxRepository as outbox } from '../lib/outbox';
import { purgeSpentTokens } from '../modules/auth/tokens.service';
import { purgeIdleSessions } from '../modules/auth/sessions.service';
import { KEEP_DELIVERED_DAYS } from '../modules/outbox/outbox.constants';
import { purgeDeliveredTasks } from '../modules/outbox/outbox.service';
import { realtimeMessagesRepository as realtimeMessages } from '../realtime/messages.repository';
import { DAY, HOUR, MINUTE, type JobDefinition } from './job';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Housekeeping: rows that no one can use any more. Times come from ctx.clock. */
export const purgeJobs: JobDefinition[] = [
  {
    name: 'purge-expired-sessions',
    description: 'Deletes sessions idle for longer than the session timeout (security settings).',
    intervalMs: HOUR,
    async run(ctx) {
      const { security } = await ctx.settings.get();
      const cutoff = new Date(ctx.clock.now().getTime() - security.sessionTimeoutMinutes * MINUTE);
      return `Deleted ${plural(await purgeIdleSessions(ctx.db, cutoff), 'expired session')}.`;
    },
  },
  {
    name: 'purge-auth-tokens',
    description: 'Deletes password-reset, email and phone codes a week after they were used or expired.',
    intervalMs: HOUR,
    async run(ctx) {
      // A week's grace so a used link still says "already used" rather than "not valid".
      const cutoff = new Date(ctx.clock.now().getTime() - 7 * DAY);
      return `Deleted ${plural(await purgeSpentTokens(ctx.db, cutoff), 'old token')}.`;
    },
  },
  {
    name: 'purge-outbox',
    description:
      'Deletes stored outgoing emails and SMS older than the notification retention (notification settings).',
    intervalMs: DAY,
    async run(ctx) {
      const { notifications } = await ctx.settings.get();
      const cutoff = new Date(ctx.clock.now().getTime() - notifications.notificationRetentionDays * DAY);
      return `Deleted ${plural(await outbox.deleteBefore(ctx.db, cutoff), 'old message')}.`;
    },
  },
  {
    name: 'purge-deliveries',
    description: `Deletes outbox deliveries (emails, file clean-up, realtime pushes) ${KEEP_DELIVERED_DAYS} days after they were delivered; failed ones stay for staff.`,
    intervalMs: DAY,
    async run(ctx) {
      const cutoff = new Date(ctx.clock.now().getTime() - KEEP_DELIVERED_DAYS * DAY);
      return `Deleted ${plural(await purgeDeliveredTasks(ctx.db, cutoff), 'delivered task')}.`;
    },
  },
  {
    name: 'purge-realtime-messages',
    description: 'Deletes large realtime messages an hour after they were sent to the other instances.',
    intervalMs: 10 * MINUTE,
    async run(ctx) {
      const cutoff = new Date(ctx.clock.now().getTime() - HOUR);
      return `Deleted ${plural(await realtimeMessages.deleteBefore(ctx.db, cutoff), 'realtime message')}.`;
    },
  },
];
