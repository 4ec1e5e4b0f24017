import { useSearchParams } from 'react-router';
import { href, paths } from '@espasyo/domain/paths';

export type ReviewsTab = 'to-write' | 'written' | 'received';
export type ReviewsViewer = 'client' | 'host';

const TABS: readonly ReviewsTab[] = ['to-write', 'written', 'received'];

/**
 * The reviews page's state in its address, so a tab can be shared and the back button works:
 * `?tab=written|received` (the first tab has none) and `?write=<bookingId>`, the form opened for one
 * booking (the booking page's and the reminder email's link).
 */
export function useReviewsTabs(viewer: ReviewsViewer) {
  const [params, setParams] = useSearchParams();
  const writing = params.get('write');
  const asked = params.get('tab') as ReviewsTab | null;
  const tab: ReviewsTab = writing ? 'to-write' : asked && TABS.includes(asked) ? asked : 'to-write';
  const base = paths[viewer].reviews.path;
  const tabHref = (t: ReviewsTab) => href(base, { tab: t === 'to-write' ? undefined : t });
  const setWriting = (bookingId: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('tab');
        if (bookingId) next.set('write', bookingId);
        else next.delete('write');
        return next;
      },
      { preventScrollReset: true },
    );
  return { tab, tabHref, writing, setWriting };
}
