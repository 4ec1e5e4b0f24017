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
import { useMessages } from '@/lib/i18n';

/** /audit: every admin action (actor, action, target, before/after, time in the platform's zone, IP). */
export function AuditPage() {
  const m = useMessages('adminCore').audit;
  const filters = useAuditFilters();
  const audit = useAudit(filters.values, filters.page);
  const { isOpen, toggle } = useOpenSet();
  const entries = audit.data?.items ?? [];
  const list = { entries, isOpen, toggle, byActor: filters.byActor, byTarget: filters.byTarget };

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description({ zone: timeZone() })} />
      <AuditFilters filters={filters} />

      {audit.isPending ? (
        <LoadingList label={m.loading} count={4} itemClassName="h-14" />
      ) : audit.isError ? (
        <LoadError title={m.error} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <FilteredEmpty
          icon={FileClock}
          filtered={filters.filtered}
          onClear={filters.clear}
          noMatch={m.noMatch}
          none={m.none}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {m.count({ count: audit.data.total })}
          </p>
          <AuditTable {...list} />
          <AuditCards {...list} />
          <Pagination
            page={filters.page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={filters.setPage}
            label={m.pages}
          />
        </>
      )}
    </>
  );
}
