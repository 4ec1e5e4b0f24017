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
      const r = await ctx.db.deleteFrom('sessions').where('lastSeenAt', '<', cutoff).executeTakeFirst();
      return `Deleted ${plural(Number(r.numDeletedRows), 'expired session')}.`;
    },
  },
  {
    name: 'purge-auth-tokens',
    description: 'Deletes password-reset, email and phone codes a week after they were used or expired.',
    intervalMs: HOUR,
    async run(ctx) {
      // A week's grace so a used link still says "already used" rather than "not valid".
      const cutoff = new Date(ctx.clock.now().getTime() - 7 * DAY);
      const r = await ctx.db
        .deleteFrom('authTokens')
        .where((eb) => eb.or([eb('usedAt', '<', cutoff), eb('expiresAt', '<', cutoff)]))
        .executeTakeFirst();
      return `Deleted ${plural(Number(r.numDeletedRows), 'old token')}.`;
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
      const r = await ctx.db.deleteFrom('outboxMessages').where('createdAt', '<', cutoff).executeTakeFirst();
      return `Deleted ${plural(Number(r.numDeletedRows), 'old message')}.`;
    },
  },
  {
    name: 'purge-realtime-messages',
    description: 'Deletes large realtime messages an hour after they were sent to the other instances.',
    intervalMs: 10 * MINUTE,
    async run(ctx) {
      const cutoff = new Date(ctx.clock.now().getTime() - HOUR);
      const r = await ctx.db.deleteFrom('realtimeMessages').where('createdAt', '<', cutoff).executeTakeFirst();
      return `Deleted ${plural(Number(r.numDeletedRows), 'realtime message')}.`;
    },
  },
];
