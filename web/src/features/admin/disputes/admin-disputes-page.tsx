import { Link, useSearchParams } from 'react-router';
import { Gavel } from 'lucide-react';
import type { DisputeStatus } from '@espasyo/domain/disputes/disputes';
import { href, paths } from '@espasyo/domain/paths';
import { LinkTabs } from '@/components/link-tabs';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { PageLoader } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ADMIN_DISPUTES_PAGE_SIZE, DisputeStatusBadge, useAdminDisputes, useLiveDisputes } from '@/features/disputes';

/** /disputes: the open disputes, oldest first (the longest waiting on top), or the resolved ones; live. */
export function AdminDisputesPage() {
  const m = useMessages('adminCases').disputes;
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const status: DisputeStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useAdminDisputes(status, page);
  useLiveDisputes(true);
  const tab = (s: DisputeStatus) => href(paths.admin.disputes.getHref(), { status: s === 'open' ? undefined : s });
  return (
    <div>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.intro} />
      <LinkTabs
        label={m.title}
        tabs={[
          { to: tab('open'), label: m.filters.open, current: status === 'open' },
          { to: tab('resolved'), label: m.filters.resolved, current: status === 'resolved' },
        ]}
      />
      <div className="mt-4">
        {q.isPending ? (
          <PageLoader label={m.loading} />
        ) : q.isError ? (
          <LoadError title={m.error} error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.items.length === 0 ? (
          <EmptyState icon={Gavel} title={status === 'open' ? m.empty : m.emptyResolved} />
        ) : (
          <>
            <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
              {q.data.items.map((d) => (
                <li key={d.id}>
                  <Link
                    to={paths.admin.dispute.getHref(d.id)}
                    className="flex flex-col gap-1 p-4 hover:bg-ink-50 focus-visible:outline-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold wrap-anywhere text-ink-900">{d.listingTitle}</span>
                      <span className="block text-sm text-ink-600">
                        {m.parties({ client: d.clientName, host: d.hostName })} · {m.reasons[d.reason]}{' '}
                        {m.openedBy({ side: d.openedBySide })}
                      </span>
                    </span>
                    <span className="flex items-center gap-3 text-sm text-ink-600">
                      <time dateTime={d.createdAt}>{f.dateTime(d.createdAt)}</time>
                      <DisputeStatusBadge status={d.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={ADMIN_DISPUTES_PAGE_SIZE}
              total={q.data.total}
              onPage={(p) =>
                setParams((now) => {
                  now.set('page', String(p));
                  return now;
                })
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
