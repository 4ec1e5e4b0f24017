import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ScheduledJob {
  name: string;
  description: string;
  intervalMs: number | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastStatus: 'ok' | 'failed' | null;
  lastResult: string | null;
  lastDurationMs: number | null;
  nextRunAt: string | null;
  running: boolean;
  runCount: number;
}

export const TOOLS_PATH = '/api/admin/tools/jobs';
export const runJobPath = (name: string) => `/api/admin/tools/jobs/${encodeURIComponent(name)}/run`;
export const EXPORT_PATH = '/api/admin/tools/export';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v == null || v === '' ? null : String(v));

export function toJob(raw: unknown): ScheduledJob {
  const o = (raw ?? {}) as Raw;
  const last = (o.lastRun ?? {}) as Raw;
  const status = str(o.lastStatus ?? last.status);
  return {
    name: String(o.name ?? ''),
    description: String(o.description ?? ''),
    intervalMs: typeof o.intervalMs === 'number' ? o.intervalMs : null,
    lastStartedAt: str(o.lastStartedAt ?? last.startedAt),
    lastFinishedAt: str(o.lastFinishedAt ?? last.finishedAt ?? o.lastRunAt),
    lastStatus: status === 'ok' || status === 'failed' ? status : null,
    lastResult: str(o.lastResult ?? last.result),
    lastDurationMs:
      typeof (o.lastDurationMs ?? last.durationMs) === 'number' ? Number(o.lastDurationMs ?? last.durationMs) : null,
    nextRunAt: str(o.nextRunAt),
    running: Boolean(o.running),
    runCount: Number(o.runCount ?? 0),
  };
}

export function useJobs() {
  return useQuery({
    queryKey: ['admin', 'tools', 'jobs'],
    queryFn: async ({ signal }) => {
      const raw = await api.get<unknown>(TOOLS_PATH, signal);
      const list = Array.isArray(raw) ? raw : (((raw as Raw)?.jobs as unknown[]) ?? []);
      return list.map(toJob);
    },
    // Last and next run times move by themselves; keep the page roughly current.
    refetchInterval: 30_000,
  });
}

export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const raw = await api.post<unknown>(runJobPath(name));
      const job = (raw as Raw)?.job ?? raw;
      return toJob(job);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'tools', 'jobs'] }),
  });
}
