import { CircleAlert, CircleCheck, Clock, Play } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import type { ScheduledJob } from './api';

const MIN = 60_000;
export function every(ms: number | null): string | null {
  if (!ms) return null;
  if (ms % (24 * 60 * MIN) === 0) return ms === 24 * 60 * MIN ? 'Every day' : `Every ${ms / (24 * 60 * MIN)} days`;
  if (ms % (60 * MIN) === 0) return ms === 60 * MIN ? 'Every hour' : `Every ${ms / (60 * MIN)} hours`;
  if (ms % MIN === 0) return ms === MIN ? 'Every minute' : `Every ${ms / MIN} minutes`;
  return `Every ${Math.round(ms / 1000)} seconds`;
}

/** 'purge-expired-sessions' → 'Purge expired sessions'. */
export const jobTitle = (name: string) => name.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

function LastRun({ job }: { job: ScheduledJob }) {
  if (job.running)
    return (
      <Badge tone="info">
        <Clock aria-hidden="true" className="mr-1 size-4" /> Running now
      </Badge>
    );
  if (!job.lastFinishedAt) return <span className="text-ink-600">Not run yet</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {job.lastStatus === 'failed' ? (
          <Badge tone="danger">
            <CircleAlert aria-hidden="true" className="mr-1 size-4" /> Failed
          </Badge>
        ) : (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" className="mr-1 size-4" /> Succeeded
          </Badge>
        )}
        <time dateTime={job.lastFinishedAt} className="text-ink-800">
          {formatDateTime(job.lastFinishedAt)}
        </time>
      </span>
      {job.lastResult && <span className="break-words text-ink-700">{job.lastResult}</span>}
    </span>
  );
}

/** One scheduled job: what it does, its schedule, last and next run, and 'Run now'. */
export function JobCard({ job, onRun }: { job: ScheduledJob; onRun: () => void }) {
  return (
    <Card className="flex h-full flex-col gap-4">
      <div>
        <h3 className="text-base font-semibold text-ink-900">{jobTitle(job.name)}</h3>
        <p className="mt-1 text-sm text-ink-600">{job.description}</p>
      </div>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-ink-600">Schedule</dt>
        <dd className="text-ink-800">{every(job.intervalMs) ?? '—'}</dd>
        <dt className="text-ink-600">Last run</dt>
        <dd>
          <LastRun job={job} />
        </dd>
        <dt className="text-ink-600">Next run</dt>
        <dd className="text-ink-800">
          {job.nextRunAt ? <time dateTime={job.nextRunAt}>{formatDateTime(job.nextRunAt)}</time> : '—'}
        </dd>
      </dl>
      <div className="mt-auto flex justify-end">
        <Button
          variant="outline"
          onClick={onRun}
          disabled={job.running}
          icon={<Play aria-hidden="true" className="size-4" />}
          aria-label={`Run ${jobTitle(job.name).toLowerCase()} now`}
        >
          Run now
        </Button>
      </div>
    </Card>
  );
}
