export { jobsQuery, TOOLS_PATH, useJobs, type ScheduledJob } from './use-jobs';
export { runJobPath, useRunJob } from './use-run-job';

/** GET /api/admin/tools/export: users, settings, history and audit log as one JSON file. */
export const EXPORT_PATH = '/api/admin/tools/export';
