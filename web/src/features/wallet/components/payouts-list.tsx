import { useState } from 'react';
import { Banknote } from 'lucide-react';
import type { Payout } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/features/account';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { PAYOUTS_PAGE_SIZE, usePayouts } from '@/features/wallet/api/use-payouts';
import { ListSkeleton } from './list-skeleton';
import { PayoutStatusBadge } from './payout-status-badge';

const m = moneyMessages.wallet.payouts;

function PayoutItem({ payout: p }: { payout: Payout }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-0.5 text-sm text-ink-700">
        <p className="text-base font-semibold text-ink-900">{p.method.label}</p>
        <p>
          {formatDateTime(p.createdAt)} · {p.requestedBy === 'auto' ? m.auto : m.byYou}
        </p>
        {p.withholding > 0 && <p>{m.withheld(formatMoney(p.withholding), formatMoney(p.net))}</p>}
        {p.status === 'processed' && p.processedAt && <p>{m.sentOn(formatDate(p.processedAt))}</p>}
        {p.reference && <p className="wrap-anywhere">{m.reference(p.reference)}</p>}
        {p.status === 'failed' && p.failureReason && (
          <p className="wrap-anywhere text-danger-700">{m.failed(p.failureReason)}</p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</span>
        <PayoutStatusBadge status={p.status} />
      </div>
    </li>
  );
}

/** The host's payouts, newest first, a page at a time: method, when, status, and why one failed. */
export function PayoutsList() {
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  return (
    <Section id="payouts" title={m.heading} description={m.description} icon={Banknote}>
      <PagedList
        query={payouts}
        page={page}
        pageSize={PAYOUTS_PAGE_SIZE}
        onPage={setPage}
        noun={m.noun}
        labels={{ heading: m.listHeading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<ListSkeleton />}
        empty={<EmptyState title={m.empty.title}>{m.empty.text}</EmptyState>}
      >
        {(items) => (
          <ul className="divide-y divide-ink-100">
            {items.map((p) => (
              <PayoutItem key={p.id} payout={p} />
            ))}
          </ul>
        )}
      </PagedList>
    </Section>
  );
}
