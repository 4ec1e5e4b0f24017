import type { BookingViewer } from '@espasyo/domain/bookings/process';
import type { BookingEvent } from '@espasyo/domain/contracts/bookings';
import { formatDateTime } from '@/lib/format';
import { usePlatform } from '@/lib/public-settings';
import { BookingStatusBadge } from '@/features/bookings/shared/booking-status-badge';
import { useLanguage, useMessages } from '@/lib/i18n';
import { useEventSentence } from './event-words';

/**
 * What happened to the booking, oldest first: who, when, what, and the reason they gave. 'You'
 * is `viewer`; null (staff) reads every step in the third person.
 */
export function BookingTimeline({
  events,
  viewer = 'client',
}: {
  events: BookingEvent[];
  viewer?: BookingViewer | null;
}) {
  const { name } = usePlatform();
  const m = useMessages('booking').detail;
  const lang = useLanguage();
  const eventSentence = useEventSentence();
  return (
    <section aria-labelledby="timeline" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="timeline" className="text-lg font-semibold text-ink-900">
        {m.history}
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-ink-200 pl-5">
        {events.map((e) => (
          <li key={e.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-600" />
            <p className="font-medium text-ink-900">{eventSentence(e.action, e.actor, viewer, name)}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
              <BookingStatusBadge status={e.toStatus} />
            </p>
            {e.reason && (
              <p className="mt-1 text-sm whitespace-pre-line text-ink-700">
                <span className="font-medium">{m.reason}</span> {e.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
