import type { ReactNode } from 'react';
import { EyeOff, Hourglass } from 'lucide-react';
import type { Review } from '@espasyo/domain/contracts/reviews';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { Stars } from './stars';

/** The first letter of a name in a circle (a review's author). */
export function Initial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * One review on the viewer's reviews page: who wrote it about whom, for which space, the stars, the
 * words, where it stands (waiting while blind, hidden with staff's reason), the host's reply and
 * `actions` (the host's Reply).
 */
export function ReviewCard({
  review,
  side,
  heading,
  children,
}: {
  review: Review;
  /** 'written': the viewer wrote it; 'received': it is about the viewer or their space. */
  side: 'written' | 'received';
  heading: string;
  children?: ReactNode;
}) {
  const m = useMessages('reviewPages');
  const rated = useMessages('reviews').card.rating;
  const f = useFormat();
  const person = side === 'written' ? review.subject : review.author;
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <article aria-label={heading} className="space-y-3">
        <header className="flex items-start gap-3">
          <Initial name={person.name} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold wrap-anywhere text-ink-900">{heading}</h3>
            <p className="text-sm wrap-anywhere text-ink-600">{review.listing.title}</p>
          </div>
          <StatusBadge review={review} />
        </header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} label={rated({ rating: review.rating })} />
          <span className="text-sm text-ink-600">
            {review.publishedAt
              ? m.status.publishedOn({ date: f.date(review.publishedAt) })
              : m.card.writtenOn({ date: f.date(review.createdAt) })}
          </span>
        </div>
        <p className="text-base whitespace-pre-line wrap-anywhere text-ink-800">{review.comment}</p>
        {review.status === 'blind' && (
          <p className="text-sm text-ink-600">{m.status.blindNote({ name: review.subject.name })}</p>
        )}
        {review.status === 'hidden' && review.hiddenReason && (
          <p className="rounded-field bg-danger-50 p-3 text-sm whitespace-pre-line text-danger-700">
            {m.status.hiddenNote({ reason: review.hiddenReason })}
          </p>
        )}
        {review.reply && (
          <ReviewReply
            heading={side === 'received' ? m.reply.yours : m.reply.heading({ host: review.subject.name })}
            body={review.reply.body}
            date={review.reply.createdAt}
          />
        )}
        {children}
      </article>
    </li>
  );
}

function StatusBadge({ review }: { review: Review }) {
  const m = useMessages('reviewPages');
  if (review.status === 'blind')
    return (
      <Badge tone="warning">
        <Hourglass aria-hidden="true" className="size-3.5" />
        {m.status.blind}
      </Badge>
    );
  if (review.status === 'hidden')
    return (
      <Badge tone="danger">
        <EyeOff aria-hidden="true" className="size-3.5" />
        {m.status.hidden}
      </Badge>
    );
  return <Badge tone="success">{m.status.visible}</Badge>;
}

/** A host's public reply under a review, indented like a response. */
export function ReviewReply({ heading, body, date }: { heading: string; body: string; date: string }) {
  const f = useFormat();
  return (
    <div className="ml-4 border-l-2 border-brand-200 pl-4">
      <p className="text-sm font-semibold text-ink-900">
        {heading} <span className="font-normal text-ink-600">· {f.date(date)}</span>
      </p>
      <p className="mt-1 text-base whitespace-pre-line wrap-anywhere text-ink-800">{body}</p>
    </div>
  );
}
