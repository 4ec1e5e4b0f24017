import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useDismissAnnouncement, useMyAnnouncements } from '../api/use-my-announcements';
import { AnnouncementCard } from './announcement-card';

/**
 * The live announcements for the signed-in user, under the top bar of the signed-in layouts, the
 * newest first and one at a time ('1 of 3'), until they dismiss each (on every device: the server
 * remembers it). Nothing while there are none, while loading or when the list cannot be had: a
 * banner is never worth an error on every page.
 */
export function AnnouncementBanner() {
  const m = useMessages('announcements').banner;
  const { user, role } = useAuth();
  const query = useMyAnnouncements(user?.id ?? null, role);
  const dismiss = useDismissAnnouncement();
  const toast = useToast();
  const [index, setIndex] = useState(0);
  const items = query.data?.items ?? [];
  if (!items.length) return null;
  const at = Math.min(index, items.length - 1);
  const shown = items[at];
  const step = (by: number) => setIndex((at + by + items.length) % items.length);
  const arrow = 'inline-flex size-9 items-center justify-center rounded-field text-ink-700 hover:bg-brand-100';

  return (
    <section aria-label={m.label} className="border-b border-brand-200 bg-brand-50 print:hidden">
      <div className="mx-auto w-full max-w-7xl px-4 py-3 sm:px-6">
        <AnnouncementCard
          key={shown.id}
          title={shown.title}
          body={shown.body}
          dismissing={dismiss.isPending && dismiss.variables === shown.id}
          onDismiss={() => dismiss.mutate(shown.id, { onError: () => toast.error(m.dismissFailed) })}
          aside={
            items.length > 1 && (
              <span className="inline-flex items-center gap-1 text-sm text-ink-700">
                <button type="button" className={arrow} aria-label={m.previous} onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </button>
                <span aria-live="polite">{m.position({ at: at + 1, total: items.length })}</span>
                <button type="button" className={arrow} aria-label={m.next} onClick={() => step(1)}>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </span>
            )
          }
        />
      </div>
    </section>
  );
}
