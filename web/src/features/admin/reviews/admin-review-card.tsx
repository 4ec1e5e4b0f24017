import { EyeOff, Flag, RotateCcw, Star } from 'lucide-react';
import type { AdminReview } from '@espasyo/domain/contracts/reviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { isModeration, type Moderation } from './moderation-dialogs';

/** Each of staff's actions on a review as its button (its label the action's word). */
const buttons = {
  hide: { variant: 'danger', icon: EyeOff },
  restore: { variant: 'outline', icon: RotateCcw },
} as const satisfies Record<Moderation, object>;

/**
 * One review for staff: its space, author and subject, the stars and words, where it stands, every
 * report (who and why) and the actions its `actions` give (the review process's table: Hide a blind
 * or visible one, Restore a hidden one).
 */
export function AdminReviewCard({ review: r, onAct }: { review: AdminReview; onAct: (action: Moderation) => void }) {
  const m = useMessages('adminContent').reviews;
  const rating = useMessages('reviews').card.rating;
  const f = useFormat();
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <article aria-label={m.label({ author: r.author.name, subject: r.subject.name })} className="space-y-3">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold wrap-anywhere text-ink-900">{r.listing.title}</h3>
            <p className="text-sm text-ink-700">
              <span className="font-medium">{r.author.name}</span> →{' '}
              <span className="font-medium">{r.subject.name}</span> · {m.directions[r.direction]} ·{' '}
              {f.date(r.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {r.reports.length > 0 && (
              <Badge tone="warning">
                <Flag aria-hidden="true" className="size-3.5" />
                {m.reports({ count: r.reports.length })}
              </Badge>
            )}
            <Badge tone={r.status === 'hidden' ? 'danger' : r.status === 'blind' ? 'warning' : 'success'}>
              {m.status[r.status === 'hidden' ? 'hidden' : r.status === 'blind' ? 'blind' : 'visible']}
            </Badge>
          </div>
        </header>
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-ink-900">
          <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
          {rating({ rating: r.rating })}
        </p>
        <p className="text-base whitespace-pre-line wrap-anywhere text-ink-800">{r.comment}</p>
        {r.reply && (
          <p className="border-l-2 border-brand-200 pl-3 text-sm whitespace-pre-line wrap-anywhere text-ink-700">
            <span className="font-semibold">{m.reply({ host: r.subject.name })}:</span> {r.reply.body}
          </p>
        )}
        {r.reports.length > 0 && (
          <ul aria-label={m.reports({ count: r.reports.length })} className="space-y-2 rounded-field bg-warning-50 p-3">
            {r.reports.map((rep, i) => (
              <li key={i} className="text-sm">
                <p className="font-medium text-ink-900">
                  {m.reportBy({ name: rep.reporterName, date: f.dateTime(rep.createdAt) })}
                </p>
                <p className="whitespace-pre-line wrap-anywhere text-ink-800">{rep.reason}</p>
              </li>
            ))}
          </ul>
        )}
        {r.status === 'hidden' && (
          <p className="rounded-field bg-danger-50 p-3 text-sm text-danger-700">
            {r.hiddenBy && r.hiddenAt && (
              <span className="block font-medium">
                {m.hiddenBy({ name: r.hiddenBy, date: f.dateTime(r.hiddenAt) })}
              </span>
            )}
            {r.hiddenReason}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {r.actions.filter(isModeration).map((a) => {
            const { variant, icon: Icon } = buttons[a];
            return (
              <Button
                key={a}
                variant={variant}
                size="sm"
                onClick={() => onAct(a)}
                icon={<Icon aria-hidden="true" className="size-4" />}
              >
                {m[a]}
              </Button>
            );
          })}
        </div>
      </article>
    </li>
  );
}
