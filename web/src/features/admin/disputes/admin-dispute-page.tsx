import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { PageLoader } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import { DisputeDecision, DisputeView, useAdminDispute, useLiveDisputes } from '@/features/disputes';
import { ChecklistRecord } from '@/features/bookings';
import { AdminDisputeContext } from './admin-dispute-context';
import { ResolveForm } from './resolve-form';
import { StaffDeposit } from '@/features/deposits';

/**
 * /disputes/{id}: one dispute for staff: what was reported, photos and the thread (their replies
 * carry their name); beside it the decision (the resolve form while the dispute's `actions` — the
 * process table's — hold `resolve`) and the booking, its payments, agreement, the sides' messages
 * and timeline. Live.
 */
export function AdminDisputePage({ disputeId }: { disputeId: string }) {
  const m = useMessages('adminCases').dispute;
  const q = useAdminDispute(disputeId);
  useLiveDisputes(true);
  if (q.isPending) return <PageLoader label={m.loading} />;
  if (q.isError) return <LoadError title={m.error} error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data.dispute;
  return (
    <div className="space-y-4">
      <PageTitle>{m.title({ listing: d.listingTitle })}</PageTitle>
      <Link
        to={paths.admin.disputes.getHref()}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        {m.back}
      </Link>
      <DisputeView
        dispute={d}
        staff
        aside={
          <>
            {d.actions.includes('resolve') ? (
              <ResolveForm disputeId={d.id} refundable={q.data.refundable} deposit={q.data.deposit} />
            ) : (
              <DisputeDecision dispute={d} />
            )}
            {q.data.deposit && <StaffDeposit deposit={q.data.deposit} />}
            <AdminDisputeContext detail={q.data} />
          </>
        }
      />
      <section
        aria-labelledby="dispute-checklists-heading"
        className="space-y-6 rounded-card border border-ink-200 bg-white p-4"
      >
        <h2 id="dispute-checklists-heading" className="text-lg font-semibold text-ink-900">
          {m.checklists}
        </h2>
        <ChecklistRecord data={q.data.checklists} checklist={q.data.checklists.moveIn} headingLevel="h3" />
        <ChecklistRecord data={q.data.checklists} checklist={q.data.checklists.moveOut} headingLevel="h3" />
      </section>
    </div>
  );
}
