import { useContext } from 'react';
import { LinkTabs } from '@/components/link-tabs';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { FieldWords } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useMyReviews } from '../api/use-my-reviews';
import { ReceivedList, WrittenList } from './review-lists';
import { ToWriteList } from './to-write-list';
import { useReviewsTabs, type ReviewsViewer } from './use-reviews-tabs';

/** The messages the pages' forms show in the page's language: the schemas' and the server's. */
const KNOWN = ['validation', 'errors', 'apiReviews'] as const;

/**
 * /client/reviews and /host/reviews (issue 22): the completed bookings the viewer may still review
 * (with the days left and whether the other side already wrote), the reviews they wrote (blind ones
 * waiting, hidden ones with staff's reason) and those they received (a host replies once, here).
 */
export function ReviewsPage({ viewer }: { viewer: ReviewsViewer }) {
  const m = useMessages('reviewPages');
  const fieldWords = useContext(FieldWords);
  const words = m[viewer];
  const mine = useMyReviews();
  const tabs = useReviewsTabs(viewer);
  const counts = mine.data && {
    'to-write': mine.data.toWrite.length,
    written: mine.data.written.length,
    received: mine.data.received.length,
  };

  return (
    <MessageNamespaces value={KNOWN}>
      <FieldWords value={{ ...fieldWords, required: m.form.required }}>
        <PageTitle>{words.title}</PageTitle>
        <PageHeader title={words.title} description={words.description} />
        <LinkTabs
          label={m.tabsLabel}
          tabs={(['to-write', 'written', 'received'] as const).map((t) => ({
            to: tabs.tabHref(t),
            label: m.tabs[t === 'to-write' ? 'toWrite' : t],
            current: tabs.tab === t,
            badge: counts && counts[t] > 0 ? counts[t] : undefined,
          }))}
        />
        <div className="mt-6" aria-busy={mine.isFetching || undefined}>
          {mine.isPending ? (
            <ul className="space-y-3" aria-label={m.loading}>
              {[0, 1, 2].map((i) => (
                <li key={i} aria-hidden="true" className="h-28 animate-pulse rounded-card bg-ink-100" />
              ))}
            </ul>
          ) : mine.isError ? (
            <LoadError title={m.loadError} error={mine.error} onRetry={() => void mine.refetch()} />
          ) : tabs.tab === 'to-write' ? (
            <ToWriteList items={mine.data.toWrite} viewer={viewer} writing={tabs.writing} onWrite={tabs.setWriting} />
          ) : tabs.tab === 'written' ? (
            <WrittenList reviews={mine.data.written} />
          ) : (
            <ReceivedList reviews={mine.data.received} viewer={viewer} />
          )}
        </div>
      </FieldWords>
    </MessageNamespaces>
  );
}
