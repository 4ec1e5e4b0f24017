import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsResult, ScheduledJob } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type { ScheduledJob };

export const TOOLS_PATH = '/api/admin/tools/jobs';

/** GET /api/admin/tools/jobs: the scheduled jobs with their last and next run. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: async ({ signal }) => (await api.get<JobsResult>(TOOLS_PATH, signal)).jobs,
    // Last and next run times move by themselves; keep the page roughly current.
    refetchInterval: 30_000,
  });

export function useJobs() {
  return useQuery(jobsQuery());
}
