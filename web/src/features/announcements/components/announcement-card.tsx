import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, Megaphone, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

/** Longer bodies fold to a few lines behind 'Show more' so the page stays in view on a phone. */
const FOLD_AT = 180;

/**
 * One announcement as its audience sees it: the banner's content, and the admin form's preview.
 * The body is plain text (line breaks kept), never HTML.
 */
export function AnnouncementCard({
  title,
  body,
  onDismiss,
  dismissing = false,
  aside,
  className,
}: {
  title: string;
  body: string;
  /** Absent in a preview: the button shows but does nothing. */
  onDismiss?: () => void;
  dismissing?: boolean;
  /** '1 of 3' and its arrows, when several are live. */
  aside?: ReactNode;
  className?: string;
}) {
  const m = useMessages('announcements').banner;
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const long = body.length > FOLD_AT || body.split('\n').length > 3;
  return (
    <div className={cn('flex items-start gap-3 text-ink-900', className)}>
      <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere">{title}</p>
        <p
          id={bodyId}
          className={cn(
            'mt-0.5 text-sm whitespace-pre-line text-ink-700 wrap-anywhere',
            long && !open && 'line-clamp-2',
          )}
        >
          {body}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
          {long && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((v) => !v)}
              className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {open ? m.showLess : m.showMore}
              {open ? (
                <ChevronUp aria-hidden="true" className="size-4" />
              ) : (
                <ChevronDown aria-hidden="true" className="size-4" />
              )}
            </button>
          )}
          {aside}
        </div>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        disabled={dismissing}
        aria-label={m.dismiss}
        title={m.dismiss}
        className="-mt-1.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-field text-ink-600 hover:bg-brand-100 hover:text-ink-900 disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
