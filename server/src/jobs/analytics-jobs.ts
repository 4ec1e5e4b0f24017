import { purgeViewVisitors } from '../modules/analytics/analytics.service';
import { HOUR, type JobDefinition } from './job';

/** Analytics' housekeeping (decision 0049): yesterday's visitor hashes go with yesterday's salt. */
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
];
