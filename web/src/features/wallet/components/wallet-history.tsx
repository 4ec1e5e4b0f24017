import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { Wallet } from '@espasyo/domain/contracts/money';
import { paths } from '@espasyo/domain/paths';
import { PagedList } from '@/components/paged-list';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { ENTRIES_PAGE_SIZE, useWalletEntries } from '@/features/wallet/api/use-wallet';
import { EntryItem } from './entry-item';
import { ListSkeleton } from './list-skeleton';

function Empty() {
  const m = useMessages('wallet').history;
  return (
    <EmptyState
      icon={History}
      title={m.empty.title}
      action={
        <Link to={paths.host.bookings.getHref()} className={buttonClasses('outline')}>
          {m.empty.action}
        </Link>
      }
    >
      {m.empty.text}
    </EmptyState>
  );
}

/**
 * The wallet's latest entries; when there may be more, 'Show the full history' pages through all
 * of them (GET /api/host/wallet/entries).
 */
export function WalletHistory({ wallet }: { wallet: Wallet }) {
  const m = useMessages('wallet').history;
  const [page, setPage] = useState<number | null>(null);
  const entries = useWalletEntries(page ?? 1, page !== null);
  return (
    <Section id="history" title={m.heading} description={m.description} icon={History}>
      {page === null ? (
        wallet.entries.length === 0 ? (
          <Empty />
        ) : (
          <>
            <ul className="divide-y divide-ink-100">
              {wallet.entries.map((e) => (
                <EntryItem key={e.id} entry={e} />
              ))}
            </ul>
            {wallet.entries.length >= ENTRIES_PAGE_SIZE && (
              <Button variant="outline" className="mt-3" onClick={() => setPage(1)}>
                {m.showAll}
              </Button>
            )}
          </>
        )
      ) : (
        <PagedList
          query={entries}
          page={page}
          pageSize={ENTRIES_PAGE_SIZE}
          onPage={setPage}
          noun={(count) => m.count({ count })}
          labels={{ heading: m.listHeading, loading: m.loading, error: m.error, pages: m.pages }}
          skeleton={<ListSkeleton />}
          empty={<Empty />}
        >
          {(items) => (
            <ul className="divide-y divide-ink-100">
              {items.map((e) => (
                <EntryItem key={e.id} entry={e} />
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </Section>
  );
}
