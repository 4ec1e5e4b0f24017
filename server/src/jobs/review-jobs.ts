import { revealDueReviews, sendReviewReminders } from '../modules/reviews/reviews-visibility.service';
import { DAY, HOUR, type JobDefinition } from './job';

/** Reviews (issue 22, decision 0046): blind ones shown when their window closes; reminders to write one. */
export const reviewJobs: JobDefinition[] = [
  {
    name: 'review-reveal',
    description:
      'Makes blind reviews visible once their booking’s 14 days to review are over, recomputing the ratings and telling the people reviewed. Every hour.',
    intervalMs: HOUR,
    async run(ctx) {
      const n = await revealDueReviews(ctx);
      return n ? `Made ${n} review${n === 1 ? '' : 's'} visible.` : 'No review was due.';
    },
  },
  {
    name: 'review-reminders',
    description:
      'Reminds each side of a completed booking to write their review: once when they can, once three days before the 14 days are over. Daily at 10:00.',
    intervalMs: DAY,
    dailyAt: { hour: 10, minute: 0 },
    async run(ctx) {
      const r = await sendReviewReminders(ctx);
      return r.open || r.closing
        ? `Sent ${r.open} first reminder(s) and ${r.closing} last-days reminder(s).`
        : 'No reminder was due.';
    },
  },
];
