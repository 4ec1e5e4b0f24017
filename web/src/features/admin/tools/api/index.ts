export { jobsQuery, TOOLS_PATH, useJobs, type ScheduledJob } from './use-jobs';
export { runJobPath, useRunJob } from './use-run-job';
export {
  DELIVERIES_PAGE_SIZE,
  DELIVERIES_PATH,
  deliveriesQuery,
  useDeliveries,
  type Delivery,
  type DeliveryFilter,
} from './use-deliveries';
export { retryDeliveryPath, useRetryDelivery } from './use-retry-delivery';

/** GET /api/admin/tools/export: users, settings, history and audit log as one JSON file. */
export const EXPORT_PATH = '/api/admin/tools/export';
export { RECOMPUTE_RATINGS_PATH, useRecomputeRatings } from './use-recompute-ratings';
