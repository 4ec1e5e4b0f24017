import type { PublicReview } from '@espasyo/domain/contracts/reviews';
import { timeZone } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useLocale, useMessages } from '@/lib/i18n';
import { Initial, ReviewReply } from './review-card';
import { Stars } from './stars';

const month = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: timeZone() }).format(new Date(iso));

/** One review on a listing's page: the renter, when they stayed, the stars, the words and the host's response. */
export function PublicReviewItem({
  review,
  hostName,
  onReport,
}: {
  review: PublicReview;
  hostName: string;
  /** Signed in: the review can be reported. */
  onReport?: () => void;
}) {
  const m = useMessages('reviews');
  const locale = useLocale();
  const f = useFormat();
  return (
    <li className="border-b border-ink-200 py-5 last:border-b-0">
      <article aria-label={m.card.by({ name: review.author.name })} className="space-y-2">
        <header className="flex items-center gap-3">
          <Initial name={review.author.name} />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold wrap-anywhere text-ink-900">{review.author.name}</h3>
            <p className="text-sm text-ink-600">{m.listing.stayed({ month: month(review.stayedAt, locale) })}</p>
          </div>
        </header>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} label={m.card.rating({ rating: review.rating })} />
          <span className="text-sm text-ink-600">{f.date(review.publishedAt)}</span>
        </p>
        <p className="text-base leading-relaxed whitespace-pre-line wrap-anywhere text-ink-800">{review.comment}</p>
        {review.reply && (
          <ReviewReply
            heading={m.listing.hostReply({ host: hostName })}
            body={review.reply.body}
            date={review.reply.createdAt}
          />
        )}
        {onReport && (
          <button
            type="button"
            onClick={onReport}
            aria-label={m.listing.reportLabel({ author: review.author.name })}
            className="min-h-11 text-sm font-medium text-ink-600 underline underline-offset-2 hover:text-ink-900"
          >
            {m.listing.report}
          </button>
        )}
      </article>
    </li>
  );
}
