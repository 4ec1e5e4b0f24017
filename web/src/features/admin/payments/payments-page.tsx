import { CreditCard } from 'lucide-react';
import { FilteredEmpty } from '@/components/list-filters';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { Drawer } from '@/components/ui/drawer';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ADMIN_PAYMENTS_PAGE_SIZE, useAdminPayments } from './api/use-admin-payments';
import { PaymentDetail } from './payment-detail';
import { PaymentsFilters } from './payments-filters';
import { PaymentsCards, PaymentsTable } from './payments-list';
import { usePaymentsFilters } from './use-payments-filters';

/**
 * /payments (admins): every payment, newest first, filtered by a search, status, method, gateway
 * and the days created (all in the address); one opens in a drawer with its refunds, the gateway's
 * events and its ledger entries, and staff refund it there in full or in part (asked first; the
 * server checks what is left and audits it).
 */
export function PaymentsPage() {
  const m = useMessages('adminMoney').payments;
  const filters = usePaymentsFilters();
  const payments = useAdminPayments(filters.values, filters.page);
  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <PageTitle>{m.page.title}</PageTitle>
      <PageHeader title={m.page.title} description={m.page.description} />
      <PaymentsFilters filters={filters} />
      <PagedList
        query={payments}
        page={filters.page}
        pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
        onPage={filters.setPage}
        noun={(count) => m.page.count({ count })}
        labels={{ heading: m.page.heading, loading: m.page.loading, error: m.page.error, pages: m.page.pages }}
        skeleton={<li aria-hidden="true" className="h-20 animate-pulse rounded-card bg-ink-100" />}
        empty={
          <FilteredEmpty
            icon={CreditCard}
            filtered={filters.filtered}
            onClear={filters.clear}
            noMatch={m.page.noMatch}
            none={m.page.none}
          />
        }
      >
        {(items) => (
          <>
            <PaymentsTable items={items} onOpen={filters.openPayment} />
            <PaymentsCards items={items} onOpen={filters.openPayment} />
          </>
        )}
      </PagedList>
      <Drawer open={!!filters.open} onClose={filters.closePayment} title={m.detail.drawer}>
        <PaymentDetail id={filters.open} />
      </Drawer>
    </MessageNamespaces>
  );
}
