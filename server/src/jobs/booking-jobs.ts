import { runDueTimers } from '../modules/bookings/timers/booking-timers.service';
import { MINUTE, type JobDefinition } from './job';

/** The booking process's timers (design §5): a pass every minute. */
export const bookingJobs: JobDefinition[] = [
  {
    name: 'booking-timers',
    description:
      'Moves bookings whose time has come: unanswered requests and unpaid bookings expire, paid ones start, active ones complete.',
    intervalMs: MINUTE,
    async run(ctx) {
      const fired = Object.entries(await runDueTimers(ctx));
      return fired.length ? `Fired ${fired.map(([a, n]) => `${n} × ${a}`).join(', ')}.` : 'Nothing was due.';
    },
  },
];
