import { useState } from 'react';
import { Scale } from 'lucide-react';
import { PagedList } from '@/components/paged-list';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { RECONCILIATION_PAGE_SIZE, useReconciliationReports } from './api/use-reconciliation';
import { ReconciliationDetail } from './reconciliation-detail';
import { ReconciliationCards, ReconciliationTable } from './reconciliation-list';
import { useReportWords } from './reconciliation-parts';
import { ReconciliationRunForm } from './reconciliation-run-form';

/**
 * /payments' Reconciliation section (admins): the daily reports of the ledger against each gateway,
 * the newest day first, with their status; one opens in a drawer with each discrepancy; staff run
 * a day again (its reports are replaced, audited).
 */
export function ReconciliationSection() {
  const m = useMessages('adminMoney').reconciliation;
  const { reportDay, gatewayName } = useReportWords();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState('');
  const reports = useReconciliationReports(page);
  const current = reports.data?.items.find((r) => r.id === open);
  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <section aria-labelledby="payments-reconciliation" className="mt-10 space-y-4">
        <div>
          <h2 id="payments-reconciliation" className="text-xl font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="text-sm text-ink-600">{m.description}</p>
        </div>
        <ReconciliationRunForm />
        <PagedList
          query={reports}
          page={page}
          pageSize={RECONCILIATION_PAGE_SIZE}
          onPage={setPage}
          noun={(count) => m.count({ count })}
          labels={{
            heading: m.title,
            loading: m.loading,
            error: m.error,
            pages: m.pages,
          }}
          skeleton={<li aria-hidden="true" className="h-12 animate-pulse rounded-card bg-ink-100" />}
          empty={
            <EmptyState icon={Scale} title={m.none.title}>
              {m.none.text}
            </EmptyState>
          }
        >
          {(items) => (
            <>
              <ReconciliationTable items={items} onOpen={setOpen} />
              <ReconciliationCards items={items} onOpen={setOpen} />
            </>
          )}
        </PagedList>
        <Drawer
          open={!!open}
          onClose={() => setOpen('')}
          title={current ? m.detail.title({ day: reportDay(current.day), gateway: gatewayName(current) }) : m.title}
        >
          <ReconciliationDetail id={open} />
        </Drawer>
      </section>
    </MessageNamespaces>
  );
}
