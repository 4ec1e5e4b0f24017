import { useState } from 'react';
import { CircleAlert, CircleCheck, Clock, Download, Play, Wrench } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/features/admin/shared/confirm-dialog';
import { datedName, downloadFile } from '@/features/admin/shared/download';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { EXPORT_PATH, useJobs, useRunJob, type ScheduledJob } from './api';
import { PageTitle } from '@/components/page-title';

const MIN = 60_000;
function every(ms: number | null): string | null {
  if (!ms) return null;
  if (ms % (24 * 60 * MIN) === 0) return ms === 24 * 60 * MIN ? 'Every day' : `Every ${ms / (24 * 60 * MIN)} days`;
  if (ms % (60 * MIN) === 0) return ms === 60 * MIN ? 'Every hour' : `Every ${ms / (60 * MIN)} hours`;
  if (ms % MIN === 0) return ms === MIN ? 'Every minute' : `Every ${ms / MIN} minutes`;
  return `Every ${Math.round(ms / 1000)} seconds`;
}

/** 'purge-expired-sessions' → 'Purge expired sessions'. */
const title = (name: string) => name.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

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
      {job.lastResult && <span className="text-ink-700">{job.lastResult}</span>}
    </span>
  );
}

/** /admin-tools: the scheduled jobs with their last and next run, 'Run now', and a data export. */
export function ToolsPage() {
  const jobs = useJobs();
  const run = useRunJob();
  const toast = useToast();
  const [confirm, setConfirm] = useState<ScheduledJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const close = () => {
    setConfirm(null);
    setError(null);
    run.reset();
  };

  async function exportData() {
    setExporting(true);
    try {
      const name = await downloadFile(EXPORT_PATH, datedName('espasyo-data', 'json'));
      toast.success(`Data exported to ${name}.`);
    } catch (e) {
      toast.error(errorMessage(e), 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageTitle>Admin Tools</PageTitle>
      <PageHeader title="Admin Tools" description="Scheduled jobs and a full data export. Times are in Manila time." />

      <div className="space-y-8">
        <section aria-labelledby="jobs-title">
          <h2 id="jobs-title" className="mb-3 text-lg font-semibold text-ink-900">
            Scheduled jobs
          </h2>
          {jobs.isPending ? (
            <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading jobs">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-44" />
              ))}
            </div>
          ) : jobs.isError ? (
            <Alert tone="danger" title="The jobs could not be loaded">
              <p>{errorMessage(jobs.error)}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void jobs.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : jobs.data.length === 0 ? (
            <EmptyState icon={Wrench} title="No scheduled jobs">
              Jobs appear here when a part of the platform schedules work, such as expiring booking requests.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {jobs.data.map((job) => (
                <li key={job.name}>
                  <Card className="flex h-full flex-col gap-4">
                    <div>
                      <h3 className="text-base font-semibold text-ink-900">{title(job.name)}</h3>
                      <p className="mt-1 text-sm text-ink-600">{job.description}</p>
                    </div>
                    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
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
                        onClick={() => {
                          setError(null);
                          setConfirm(job);
                        }}
                        disabled={job.running}
                        icon={<Play aria-hidden="true" className="size-4" />}
                        aria-label={`Run ${title(job.name).toLowerCase()} now`}
                      >
                        Run now
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <Card>
          <section
            aria-labelledby="export-title"
            className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="export-title" className="text-lg font-semibold text-ink-900">
                Export data
              </h2>
              <p className="mt-1 max-w-prose text-base text-ink-600">
                Download the platform's data as one JSON file, for a backup or an audit. It holds personal data: keep it
                safe and delete it when done.
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => void exportData()}
              loading={exporting}
              loadingText="Exporting..."
              icon={<Download aria-hidden="true" className="size-4" />}
            >
              Export data
            </Button>
          </section>
        </Card>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onClose={close}
        title={confirm ? `Run ${title(confirm.name).toLowerCase()} now?` : ''}
        description={confirm?.description}
        confirmLabel="Run now"
        pendingLabel="Running..."
        pending={run.isPending}
        error={error}
        onConfirm={() =>
          confirm &&
          run.mutate(confirm.name, {
            onSuccess: (job) => {
              if (job.lastStatus === 'failed')
                toast.error(job.lastResult ?? 'The job failed.', `${title(confirm.name)} failed`);
              else toast.success(job.lastResult ?? 'The job finished.', `${title(confirm.name)} finished`);
              close();
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      />
    </>
  );
}
