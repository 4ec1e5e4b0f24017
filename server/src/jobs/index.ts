import { analyticsJobs } from './analytics-jobs';
import { bookingJobs } from './booking-jobs';
import type { JobDefinition } from './job';
import { messagingJobs } from './messaging-jobs';
import { moneyJobs } from './money-jobs';
import { notificationJobs } from './notification-jobs';
import { paymentJobs } from './payment-jobs';
import { purgeJobs } from './purge-jobs';
import { reviewJobs } from './review-jobs';

/** Every scheduled job. Other capabilities add theirs here (booking timers, payouts, retention). */
export const allJobs: JobDefinition[] = [
  ...purgeJobs,
  ...bookingJobs,
  ...paymentJobs,
  ...moneyJobs,
  ...messagingJobs,
  ...notificationJobs,
  ...reviewJobs,
  ...analyticsJobs,
];
