import { formatDateTime } from '@/lib/format';
import { timeLeft, useNow } from '@/features/bookings/shared/time-left';

/** The time left to answer a request ('5 hours 20 minutes left to answer'), counting down, and until when. */
export function HostAnswerBy({ dueAt, className }: { dueAt: string; className?: string }) {
  const now = useNow();
  const left = timeLeft(dueAt, now);
  return (
    <p className={className ?? 'text-sm font-medium text-warning-700'}>
      {left ? (
        <>
          <strong className="font-semibold">{left} left to answer</strong> (until {formatDateTime(dueAt)})
        </>
      ) : (
        'The time to answer has run out.'
      )}
    </p>
  );
}
