import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CalendarClock, PenLine, Star } from 'lucide-react';
import type { ReviewToWrite } from '@espasyo/domain/contracts/reviews';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { ReviewForm } from './review-form';
import type { ReviewsViewer } from './use-reviews-tabs';

/** The completed bookings the viewer may still review, soonest to close first; one opens its form in place. */
export function ToWriteList({
  items,
  viewer,
  writing,
  onWrite,
}: {
  items: ReviewToWrite[];
  viewer: ReviewsViewer;
  writing: string | null;
  onWrite: (bookingId: string | null) => void;
}) {
  const m = useMessages('reviewPages');
  const sorted = [...items].sort((a, b) => a.windowClosesAt.localeCompare(b.windowClosesAt));
  const unknown = writing && !items.some((i) => i.bookingId === writing);
  return (
    <div className="space-y-4">
      {unknown && <Alert tone="info">{m.toWrite.notOpen}</Alert>}
      {sorted.length === 0 ? (
        <EmptyState
          icon={Star}
          title={m.empty.toWrite.title}
          action={
            <Link to={paths[viewer].bookings.getHref()} className={buttonClasses('outline', 'md')}>
              {m.empty.bookings}
            </Link>
          }
        >
          {m.empty.toWrite[viewer]}
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={m.lists.toWrite}>
          {sorted.map((item) => (
            <ToWriteItem
              key={item.bookingId}
              item={item}
              open={writing === item.bookingId}
              onOpen={() => onWrite(item.bookingId)}
              onClose={() => onWrite(null)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ToWriteItem({
  item,
  open,
  onOpen,
  onClose,
}: {
  item: ReviewToWrite;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const m = useMessages('reviewPages');
  const f = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened (from its button, or a link: the booking page, an email): bring the form into view.
  useEffect(() => {
    if (open) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [open]);
  const clientSide = item.direction === 'client_to_host';
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex gap-4">
        {item.listing.coverUrl ? (
          <img
            src={item.listing.coverUrl}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            className="aspect-[4/3] w-20 shrink-0 rounded-field object-cover sm:w-24"
          />
        ) : (
          <span aria-hidden="true" className="aspect-[4/3] w-20 shrink-0 rounded-field bg-ink-100 sm:w-24" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 ref={heading} className="scroll-mt-24 font-semibold wrap-anywhere text-ink-900">
            {item.listing.title}
          </h3>
          <p className="text-sm text-ink-700">
            {m.toWrite.subjectEnded({
              subject: (clientSide ? m.toWrite.subjectClient : m.toWrite.subjectHost)({ name: item.subject.name }),
              date: f.bookingLastDay(item.endedAt),
            })}
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={item.daysLeft <= 3 ? 'warning' : 'neutral'}>
              <CalendarClock aria-hidden="true" className="size-3.5" />
              {m.toWrite.daysLeft({ count: item.daysLeft })}
            </Badge>
          </p>
          {item.otherSideWritten && (
            <p className="text-sm text-info-700">{m.toWrite.otherSideWritten({ name: item.subject.name })}</p>
          )}
        </div>
      </div>
      {open ? (
        <div className="mt-5 border-t border-ink-200 pt-5">
          <ReviewForm item={item} onClose={onClose} />
        </div>
      ) : (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onOpen} icon={<PenLine aria-hidden="true" className="size-4" />}>
            {m.toWrite.write}
          </Button>
        </div>
      )}
    </li>
  );
}
