import { useState } from 'react';
import { Download, HandCoins } from 'lucide-react';
import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { FilteredEmpty } from '@/components/list-filters';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { datedName } from '@/features/admin/shared/download';
import { useDownload } from '@/features/admin/shared/use-download';
import { ADMIN_PAYOUTS_PAGE_SIZE, PENDING_CSV_PATH, useAdminPayouts } from './api/use-admin-payouts';
import { DecisionDialog } from './decision-dialog';
import { InvoicesSection } from './invoices-section';
import type { Decision } from './payout-parts';
import { PayoutsFilters } from './payouts-filters';
import { PayoutsCards, PayoutsTable } from './payouts-list';
import { usePayoutsSearch } from './use-payouts-search';

/**
 * /payouts: the queue of money owed to hosts, pending first by default; staff send each one,
 * then mark it processed with the reference or failed with the reason (the server audits both),
 * and export the pending ones as a CSV for the bank's bulk upload. Below: the fee invoices issued to hosts.
 */
export function PayoutsPage() {
  const m = useMessages('adminMoney').payouts;
  const search = usePayoutsSearch();
  const payouts = useAdminPayouts(search.filters, search.page);
  const [acting, setActing] = useState<{ payout: AdminPayout; decision: Decision } | null>(null);
  const csv = useDownload(PENDING_CSV_PATH, () => datedName('espasyo-payouts-pending', 'csv'), {
    done: (name) => m.exported({ name }),
    failed: errorMessage,
  });
  const onDecide = (payout: AdminPayout, decision: Decision) => setActing({ payout, decision });

  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={
          <Button
            variant="outline"
            loading={csv.busy}
            loadingText={m.exporting}
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() => void csv.start()}
          >
            {m.export}
          </Button>
        }
      />
      <PayoutsFilters search={search} />
      <PagedList
        query={payouts}
        page={search.page}
        pageSize={ADMIN_PAYOUTS_PAGE_SIZE}
        onPage={search.setPage}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.heading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<li aria-hidden="true" className="h-20 animate-pulse rounded-card bg-ink-100" />}
        empty={
          <FilteredEmpty
            icon={HandCoins}
            filtered={search.filtered}
            onClear={search.clear}
            noMatch={search.filters.q ? m.empty.noMatch : m.empty.none}
            none={m.empty.pending}
          />
        }
      >
        {(items) => (
          <>
            <PayoutsTable items={items} onDecide={onDecide} />
            <PayoutsCards items={items} onDecide={onDecide} />
          </>
        )}
      </PagedList>
      <DecisionDialog
        payout={acting?.payout ?? null}
        decision={acting?.decision ?? null}
        onClose={() => setActing(null)}
      />
      <InvoicesSection />
    </MessageNamespaces>
  );
}
