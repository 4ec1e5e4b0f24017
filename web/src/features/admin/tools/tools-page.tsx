import { useState } from 'react';
import { Wrench } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { useJobs, useRunJob, type ScheduledJob } from './api';
import { DeliveriesSection } from './deliveries-section';
import { ExportCsvCard } from './export-csv-card';
import { ExportDataCard } from './export-data-card';
import { JobCard, jobTitle } from './job-card';
import { RecomputeRatingsCard } from './recompute-ratings-card';
import { timeZone } from '@/lib/format';
import { useMessages } from '@/lib/i18n';

/** /admin-tools: the scheduled jobs with their last and next run, 'Run now', the outbox's deliveries, 'Recompute ratings', the bookings' and payments' CSV and a data export. */
export function ToolsPage() {
  const m = useMessages('adminSystem').tools;
  const j = m.jobs;
  const jobs = useJobs();
  const run = useRunJob();
  const toast = useToast();
  const [confirm, setConfirm] = useState<ScheduledJob | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setConfirm(null);
    setError(null);
    run.reset();
  };

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description({ zone: timeZone() })} />

      <div className="space-y-8">
        <section aria-labelledby="jobs-title">
          <h2 id="jobs-title" className="mb-3 text-lg font-semibold text-ink-900">
            {j.title}
          </h2>
          {jobs.isPending ? (
            <LoadingList label={j.loading} count={4} itemClassName="h-44" className="grid gap-4 lg:grid-cols-2" />
          ) : jobs.isError ? (
            <LoadError title={j.error} error={jobs.error} onRetry={() => void jobs.refetch()} />
          ) : jobs.data.length === 0 ? (
            <EmptyState icon={Wrench} title={j.emptyTitle}>
              {j.emptyText}
            </EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {jobs.data.map((job) => (
                <li key={job.name} className="min-w-0">
                  <JobCard
                    job={job}
                    onRun={() => {
                      setError(null);
                      setConfirm(job);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <DeliveriesSection />
        <RecomputeRatingsCard />
        <ExportCsvCard />
        <ExportDataCard />
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onClose={close}
        title={confirm ? j.confirmTitle({ job: jobTitle(confirm.name).toLowerCase() }) : ''}
        description={confirm?.description}
        confirmLabel={j.runNow}
        pendingLabel={j.pending}
        pending={run.isPending}
        error={error}
        onConfirm={() =>
          confirm &&
          run.mutate(confirm.name, {
            onSuccess: (job) => {
              if (job.lastStatus === 'failed')
                toast.error(job.lastResult ?? j.jobFailed, j.jobFailedTitle({ job: jobTitle(confirm.name) }));
              else toast.success(job.lastResult ?? j.jobDone, j.jobDoneTitle({ job: jobTitle(confirm.name) }));
              close();
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      />
    </>
  );
}
