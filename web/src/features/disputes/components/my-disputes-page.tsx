import { Link, useLocation } from 'react-router';
import { Gavel } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { usePageParam } from '@/lib/use-page-param';
import { MY_DISPUTES_PAGE_SIZE, useLiveDisputes, useMyDisputes } from '../api/disputes';
import { MyDisputeItem, MyDisputeItemSkeleton } from './my-dispute-item';

function DisputesEmpty({ viewer }: { viewer: 'client' | 'host' }) {
  const c = useMessages('disputes').centre;
  const bookings = viewer === 'client' ? paths.client.bookings : paths.host.bookings;
  return (
    <EmptyState
      icon={Gavel}
      title={c.empty.title}
      action={
        <Link to={bookings.getHref()} className={buttonClasses('primary', 'md')}>
          {c.empty.action}
        </Link>
      }
    >
      {c.empty[viewer]}
    </EmptyState>
  );
}

/**
 * /client/disputes and /host/disputes (one page module for both: the area is the address's): the
 * user's resolution centre, the disputes on their bookings, open ones first, a page at a time
 * (?page=…); live, as each dispute's page is.
 */
export function MyDisputesPage() {
  const c = useMessages('disputes').centre;
  const viewer = useLocation().pathname.startsWith('/host/') ? 'host' : 'client';
  const { page, goTo } = usePageParam();
  const query = useMyDisputes(page);
  useLiveDisputes(false);
  return (
    <>
      <PageTitle>{c.title}</PageTitle>
      <PageHeader title={c.title} description={c.intro} />
      <PagedList
        query={query}
        page={page}
        pageSize={MY_DISPUTES_PAGE_SIZE}
        onPage={goTo}
        noun={(count) => c.count({ count })}
        labels={{ heading: c.heading, loading: c.loading, error: c.error, pages: c.pages }}
        skeleton={<MyDisputeItemSkeleton />}
        empty={<DisputesEmpty viewer={viewer} />}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((d) => (
              <MyDisputeItem key={d.id} dispute={d} viewer={viewer} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
