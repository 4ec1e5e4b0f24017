import { EyeOff, Flag, RotateCcw, Star } from 'lucide-react';
import type { AdminReview } from '@espasyo/domain/contracts/reviews';
import { reviewPageMessages } from '@espasyo/domain/messages/review-pages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { isModeration, type Moderation } from './moderation-dialogs';

const m = reviewPageMessages.admin;

/** Each of staff's actions on a review as its button. */
const buttons = {
  hide: { label: m.hide, variant: 'danger', icon: EyeOff },
  restore: { label: m.restore, variant: 'outline', icon: RotateCcw },
} as const satisfies Record<Moderation, object>;

/**
 * One review for staff: its space, author and subject, the stars and words, where it stands, every
 * report (who and why) and the actions its `actions` give (the review process's table: Hide a blind
 * or visible one, Restore a hidden one).
 */
export function AdminReviewCard({ review: r, onAct }: { review: AdminReview; onAct: (action: Moderation) => void }) {
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <article aria-label={`${r.author.name} → ${r.subject.name}`} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold wrap-anywhere text-ink-900">{r.listing.title}</h3>
            <p className="text-sm text-ink-700">
              <span className="font-medium">{r.author.name}</span> →{' '}
              <span className="font-medium">{r.subject.name}</span> · {m.directions[r.direction]} ·{' '}
              {formatDate(r.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {r.reports.length > 0 && (
              <Badge tone="warning">
                <Flag aria-hidden="true" className="size-3.5" />
                {m.reports(r.reports.length)}
              </Badge>
            )}
            <Badge tone={r.status === 'hidden' ? 'danger' : r.status === 'blind' ? 'warning' : 'success'}>
              {r.status === 'hidden'
                ? reviewPageMessages.status.hidden
                : r.status === 'blind'
                  ? reviewPageMessages.status.blind
                  : reviewPageMessages.status.visible}
            </Badge>
          </div>
        </header>
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-ink-900">
          <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
          {reviewPageMessages.card.rating(r.rating)}
        </p>
        <p className="text-base whitespace-pre-line wrap-anywhere text-ink-800">{r.comment}</p>
        {r.reply && (
          <p className="border-l-2 border-brand-200 pl-3 text-sm whitespace-pre-line wrap-anywhere text-ink-700">
            <span className="font-semibold">{reviewPageMessages.reply.heading(r.subject.name)}:</span> {r.reply.body}
          </p>
        )}
        {r.reports.length > 0 && (
          <ul aria-label={m.reports(r.reports.length)} className="space-y-2 rounded-field bg-warning-50 p-3">
            {r.reports.map((rep, i) => (
              <li key={i} className="text-sm">
                <p className="font-medium text-ink-900">
                  {m.reportBy(rep.reporterName, formatDateTime(rep.createdAt))}
                </p>
                <p className="whitespace-pre-line wrap-anywhere text-ink-800">{rep.reason}</p>
              </li>
            ))}
          </ul>
        )}
        {r.status === 'hidden' && (
          <p className="rounded-field bg-danger-50 p-3 text-sm text-danger-700">
            {r.hiddenBy && r.hiddenAt && (
              <span className="block font-medium">{m.hiddenBy(r.hiddenBy, formatDateTime(r.hiddenAt))}</span>
            )}
            {r.hiddenReason}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {r.actions.filter(isModeration).map((a) => {
            const { label, variant, icon: Icon } = buttons[a];
            return (
              <Button
                key={a}
                variant={variant}
                size="sm"
                onClick={() => onAct(a)}
                icon={<Icon aria-hidden="true" className="size-4" />}
              >
                {label}
              </Button>
            );
          })}
        </div>
      </article>
    </li>
  );
}
