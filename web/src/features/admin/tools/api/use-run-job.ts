import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobResult } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { jobsQuery } from './use-jobs';

export const runJobPath = (name: string) => `/api/admin/tools/jobs/${encodeURIComponent(name)}/run`;

/** POST /api/admin/tools/jobs/:name/run: the job as it is after the run. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post<JobResult>(runJobPath(name))).job,
    onSettled: () => void client.invalidateQueries({ queryKey: jobsQuery().queryKey }),
  });
}
