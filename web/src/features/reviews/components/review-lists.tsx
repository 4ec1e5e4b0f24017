import { MessageSquareText, PenLine } from 'lucide-react';
import type { Review } from '@espasyo/domain/contracts/reviews';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import { ReplyBox } from './reply-box';
import { ReviewCard } from './review-card';
import type { ReviewsViewer } from './use-reviews-tabs';

/** The reviews the viewer wrote, newest first. */
export function WrittenList({ reviews }: { reviews: Review[] }) {
  const m = useMessages('reviewPages');
  if (reviews.length === 0)
    return (
      <EmptyState icon={PenLine} title={m.empty.written.title}>
        {m.empty.written.body}
      </EmptyState>
    );
  return (
    <ul className="space-y-4" aria-label={m.lists.written}>
      {reviews.map((r) => (
        <ReviewCard key={r.id} review={r} side="written" heading={m.card.about({ name: r.subject.name })} />
      ))}
    </ul>
  );
}

/**
 * Visible reviews about the viewer, newest first. The host's reviews of their spaces get a Reply
 * while they have none (one reply, then it shows in its place).
 */
export function ReceivedList({ reviews, viewer }: { reviews: Review[]; viewer: ReviewsViewer }) {
  const m = useMessages('reviewPages');
  const by = useMessages('reviews').card.by;
  if (reviews.length === 0)
    return (
      <EmptyState icon={MessageSquareText} title={m.empty.received.title}>
        {m.empty.received[viewer]}
      </EmptyState>
    );
  return (
    <ul className="space-y-4" aria-label={m.lists.received}>
      {reviews.map((r) => (
        <ReviewCard key={r.id} review={r} side="received" heading={by({ name: r.author.name })}>
          {viewer === 'host' && r.direction === 'client_to_host' && r.status === 'visible' && !r.reply && (
            <ReplyBox review={r} />
          )}
        </ReviewCard>
      ))}
    </ul>
  );
}
