import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useNow } from '@/features/bookings/shared/time-left';
import { useBookingWords } from '@/features/bookings/shared/booking-words';

/** The time left to answer a request ('5 hours 20 minutes left to answer'), counting down, and until when. */
export function HostAnswerBy({ dueAt, className }: { dueAt: string; className?: string }) {
  const now = useNow();
  const m = useMessages('hostBookings').answerBy;
  const f = useFormat();
  const left = useBookingWords().timeLeft(dueAt, now);
  return (
    <p className={className ?? 'text-sm font-medium text-warning-700'}>
      {left ? (
        <>
          <strong className="font-semibold">{m.left({ left })}</strong> {m.until({ when: f.dateTime(dueAt) })}
        </>
      ) : (
        m.runOut
      )}
    </p>
  );
}
