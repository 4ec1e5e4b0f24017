import { CircleAlert, CircleCheck, Clock, Play } from 'lucide-react';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { ScheduledJob } from './api';

type EveryWords = Messages<Catalogs['adminSystem']>['tools']['jobs']['every'];

const MIN = 60_000;
/** 'Every day', 'Every 6 hours'… in the words of `m`. */
export function every(ms: number | null, m: EveryWords): string | null {
  if (!ms) return null;
  if (ms % (24 * 60 * MIN) === 0) return m.days({ count: ms / (24 * 60 * MIN) });
  if (ms % (60 * MIN) === 0) return m.hours({ count: ms / (60 * MIN) });
  if (ms % MIN === 0) return m.minutes({ count: ms / MIN });
  return m.seconds({ count: Math.round(ms / 1000) });
}

/** 'purge-expired-sessions' → 'Purge expired sessions'. */
export const jobTitle = (name: string) => name.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

function LastRun({ job }: { job: ScheduledJob }) {
  const m = useMessages('adminSystem').tools.jobs;
  const f = useFormat();
  if (job.running)
    return (
      <Badge tone="info">
        <Clock aria-hidden="true" className="mr-1 size-4" /> {m.running}
      </Badge>
    );
  if (!job.lastFinishedAt) return <span className="text-ink-600">{m.notRun}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {job.lastStatus === 'failed' ? (
          <Badge tone="danger">
            <CircleAlert aria-hidden="true" className="mr-1 size-4" /> {m.failed}
          </Badge>
        ) : (
          <Badge tone="success">
            <CircleCheck aria-hidden="true" className="mr-1 size-4" /> {m.succeeded}
          </Badge>
        )}
        <time dateTime={job.lastFinishedAt} className="text-ink-800">
          {f.dateTime(job.lastFinishedAt)}
        </time>
      </span>
      {job.lastResult && <span className="break-words text-ink-700">{job.lastResult}</span>}
    </span>
  );
}

/** One scheduled job: what it does, its schedule, last and next run, and 'Run now'. */
export function JobCard({ job, onRun }: { job: ScheduledJob; onRun: () => void }) {
  const m = useMessages('adminSystem').tools.jobs;
  const f = useFormat();
  return (
    <Card className="flex h-full flex-col gap-4">
      <div>
        <h3 className="text-base font-semibold text-ink-900">{jobTitle(job.name)}</h3>
        <p className="mt-1 text-sm text-ink-600">{job.description}</p>
      </div>
      <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-ink-600">{m.schedule}</dt>
        <dd className="text-ink-800">{every(job.intervalMs, m.every) ?? '—'}</dd>
        <dt className="text-ink-600">{m.lastRun}</dt>
        <dd>
          <LastRun job={job} />
        </dd>
        <dt className="text-ink-600">{m.nextRun}</dt>
        <dd className="text-ink-800">
          {job.nextRunAt ? <time dateTime={job.nextRunAt}>{f.dateTime(job.nextRunAt)}</time> : '—'}
        </dd>
      </dl>
      <div className="mt-auto flex justify-end">
        <Button
          variant="outline"
          onClick={onRun}
          disabled={job.running}
          icon={<Play aria-hidden="true" className="size-4" />}
          aria-label={m.runNowLabel({ job: jobTitle(job.name).toLowerCase() })}
        >
          {m.runNow}
        </Button>
      </div>
    </Card>
  );
}
