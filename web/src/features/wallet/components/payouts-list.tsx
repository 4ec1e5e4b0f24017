import { useState } from 'react';
import { Banknote } from 'lucide-react';
import type { Payout } from '@espasyo/domain/contracts/money';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { PAYOUTS_PAGE_SIZE, usePayouts } from '@/features/wallet/api/use-payouts';
import { ListSkeleton } from './list-skeleton';
import { PayoutStatusBadge } from './payout-status-badge';

function PayoutItem({ payout: p }: { payout: Payout }) {
  const m = useMessages('wallet').payouts;
  const f = useFormat();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-0.5 text-sm text-ink-700">
        <p className="text-base font-semibold text-ink-900">{p.method.label}</p>
        <p>
          {f.dateTime(p.createdAt)} · {p.requestedBy === 'auto' ? m.auto : m.byYou}
        </p>
        {p.withholding > 0 && <p>{m.withheld({ withholding: f.money(p.withholding), net: f.money(p.net) })}</p>}
        {p.status === 'processed' && p.processedAt && <p>{m.sentOn({ date: f.date(p.processedAt) })}</p>}
        {p.reference && <p className="wrap-anywhere">{m.reference({ reference: p.reference })}</p>}
        {p.status === 'failed' && p.failureReason && (
          <p className="wrap-anywhere text-danger-700">{m.failed({ reason: p.failureReason })}</p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-semibold text-ink-900 tabular-nums">{f.money(p.amount)}</span>
        <PayoutStatusBadge status={p.status} />
      </div>
    </li>
  );
}

/** The host's payouts, newest first, a page at a time: method, when, status, and why one failed. */
export function PayoutsList() {
  const m = useMessages('wallet').payouts;
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  return (
    <Section id="payouts" title={m.heading} description={m.description} icon={Banknote}>
      <PagedList
        query={payouts}
        page={page}
        pageSize={PAYOUTS_PAGE_SIZE}
        onPage={setPage}
        noun={(count) => m.count({ count })}
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
