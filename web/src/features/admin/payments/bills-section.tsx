import { useState } from 'react';
import { ReceiptText } from 'lucide-react';
import { billStatuses, type BillStatus } from '@espasyo/domain/tenancies/process';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n';
import { ADMIN_BILLS_PAGE_SIZE, useAdminBills } from './api/use-admin-bills';
import { BillsList } from './bills-list';

/**
 * /payments' Bills section (admins, issue 32): tenancies' monthly bills, the overdue ones first
 * of all (the longest overdue at the top) for staff to chase; another status, or any, on request.
 * Each leads to its tenancy on /bookings.
 */
export function BillsSection() {
  const m = useMessages('adminMoney').bills;
  const statusOptions = billStatuses.map((s) => ({ value: s, label: m.statuses[s] }));
  const [status, setStatus] = useState<BillStatus | ''>('overdue');
  const [page, setPage] = useState(1);
  const bills = useAdminBills(status, page);
  const label = status ? m.statuses[status] : null;
  return (
    <section aria-labelledby="payments-bills" className="mt-10 space-y-4">
      <div>
        <h2 id="payments-bills" className="text-xl font-semibold text-ink-900">
          {m.title}
        </h2>
        <p className="text-sm text-ink-600">{m.description}</p>
      </div>
      <div className="max-w-xs">
        <Select
          label={m.status}
          placeholder={m.anyStatus}
          options={statusOptions}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as BillStatus | '');
            setPage(1);
          }}
        />
      </div>
      <PagedList
        query={bills}
        page={page}
        pageSize={ADMIN_BILLS_PAGE_SIZE}
        onPage={setPage}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.heading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<li aria-hidden="true" className="h-28 animate-pulse rounded-card bg-ink-100" />}
        empty={
          <EmptyState icon={ReceiptText} title={label ? m.emptyTitle({ status: label.toLowerCase() }) : m.emptyAny}>
            {m.emptyText}
          </EmptyState>
        }
      >
        {(items) => <BillsList items={items} />}
      </PagedList>
    </section>
  );
}
