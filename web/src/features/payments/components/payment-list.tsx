import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import type { MyPaymentsPage } from '@espasyo/domain/contracts/receipts';
import { paths } from '@espasyo/domain/paths';
import { PagedList } from '@/components/paged-list';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { PAYMENTS_PAGE_SIZE } from '@/features/payments/api/use-my-payments';
import { PaymentItem, PaymentItemSkeleton, rowGrid } from './payment-item';

/** The columns' names over the rows, from 1024 px (each row's cells say what they are on their own). */
function ColumnHeads() {
  const c = useMessages('payments').columns;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden border-b border-ink-200 px-4 pb-2 text-sm font-semibold text-ink-600 lg:grid',
        rowGrid.replace('lg:grid ', ''),
      )}
    >
      <span>{c.date}</span>
      <span>{c.booking}</span>
      <span>{c.method}</span>
      <span>{c.status}</span>
      <span className="text-right">{c.amount}</span>
      <span className="text-right">{c.receipt}</span>
    </div>
  );
}

function PaymentsEmpty() {
  const m = useMessages('payments');
  return (
    <EmptyState
      icon={Receipt}
      title={m.page.empty.title}
      action={
        <Link to={paths.client.bookings.getHref()} className={buttonClasses('primary', 'md')}>
          {m.page.empty.action}
        </Link>
      }
    >
      {m.page.empty.text}
    </EmptyState>
  );
}

/** A page of the client's payments and refunds: cards on a phone, a table's rows on a laptop. */
export function PaymentList({
  query,
  page,
  onPage,
}: {
  query: UseQueryResult<MyPaymentsPage>;
  page: number;
  onPage: (page: number) => void;
}) {
  const m = useMessages('payments');
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={PAYMENTS_PAGE_SIZE}
      onPage={onPage}
      noun={(count) => m.page.count({ count })}
      labels={{ heading: m.page.heading, loading: m.page.loading, error: m.page.error, pages: m.page.pages }}
      skeleton={<PaymentItemSkeleton />}
      empty={<PaymentsEmpty />}
    >
      {(items) => (
        <div className="lg:rounded-card lg:border lg:border-ink-200 lg:bg-white lg:pt-3 lg:shadow-card">
          <ColumnHeads />
          <ul className="space-y-3 lg:space-y-0">
            {items.map((i) => (
              <PaymentItem key={i.id} item={i} />
            ))}
          </ul>
        </div>
      )}
    </PagedList>
  );
}
