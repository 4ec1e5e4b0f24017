import { runDueTimers } from '../modules/bookings/timers/booking-timers.service';
import { runBilling } from '../modules/bookings/tenancies/billing.service';
import { runDueChecklists } from '../modules/bookings/checklists/checklist-lifecycle.service';
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
  {
    name: 'checklist-timers',
    description:
      'Move-in and move-out checklists signed by one side 48 hours ago: the other side is taken to accept, and the checklist is complete.',
    intervalMs: MINUTE,
    async run(ctx) {
      const n = await runDueChecklists(ctx);
      return n ? `Completed ${n} checklists.` : 'Nothing was due.';
    },
  },
  {
    name: 'tenancy-billing',
    description:
      "Monthly tenancies' billing: makes each coming month's bill, opens bills 5 days before they are due, marks unpaid ones overdue, charges saved cards on the due day, sends the reminders (3 days, 1 day, the day). Safe to run again.",
    intervalMs: 15 * MINUTE,
    async run(ctx) {
      const r = await runBilling(ctx);
      const charged = Object.values(r.charged).reduce((a, n) => a + n, 0);
      return `Made ${r.made} bills, opened ${r.opened}, ${r.overdue} overdue, ${charged} card charges, ${r.reminded} reminders.`;
    },
  },
];
