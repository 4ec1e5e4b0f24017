import { FileClock } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { FilteredEmpty } from '@/components/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { Pagination } from '@/components/ui/pagination';
import { AUDIT_PAGE_SIZE, useAudit } from './api';
import { AuditCards } from './audit-cards';
import { AuditFilters } from './audit-filters';
import { useOpenSet } from './audit-parts';
import { AuditTable } from './audit-table';
import { useAuditFilters } from './use-audit-filters';
import { timeZone } from '@/lib/format';

/** /audit: every admin action (actor, action, target, before/after, time in the platform's zone, IP). */
export function AuditPage() {
  const filters = useAuditFilters();
  const audit = useAudit(filters.values, filters.page);
  const { isOpen, toggle } = useOpenSet();
  const entries = audit.data?.items ?? [];
  const list = { entries, isOpen, toggle, byActor: filters.byActor, byTarget: filters.byTarget };

  return (
    <>
      <PageTitle>Audit Log</PageTitle>
      <PageHeader
        title="Audit Log"
        description={`Every action taken in the admin area: who, what, on which record, and when. Times are in ${timeZone()} time.`}
      />
      <AuditFilters filters={filters} />

      {audit.isPending ? (
        <LoadingList label="Loading the audit log" count={4} itemClassName="h-14" />
      ) : audit.isError ? (
        <LoadError title="The audit log could not be loaded" error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <FilteredEmpty
          icon={FileClock}
          filtered={filters.filtered}
          onClear={filters.clear}
          noMatch={{ title: 'No entries match these filters', text: 'Try a wider date range or another action.' }}
          none={{
            title: 'No admin actions yet',
            text: 'Actions such as changing settings or suspending a user appear here.',
          }}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {audit.data.total.toLocaleString('en-PH')} {audit.data.total === 1 ? 'entry' : 'entries'}
          </p>
          <AuditTable {...list} />
          <AuditCards {...list} />
          <Pagination
            page={filters.page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={filters.setPage}
            label="Audit log pages"
          />
        </>
      )}
    </>
  );
}
