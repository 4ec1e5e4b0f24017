import type { Booking } from '@espasyo/domain/contracts/bookings';
import { useBookingDates } from '@/lib/booking-dates';
import { useFormat } from '@/lib/use-format';
import { Fact } from '@/features/bookings/detail/booking-facts';
import { BookingQuote } from '@/features/bookings/detail/booking-quote';
import { DepositLine } from '@/features/deposits';
import { useBookingWords } from '@/features/bookings/shared/booking-words';
import { useNow } from '@/features/bookings/shared/time-left';

/** What is being paid for: the space, when, how long and how many units; then the quote's lines, tax and total. */
export function CheckoutSummary({ booking: b }: { booking: Booking }) {
  const words = useBookingWords();
  const m = words.m.checkout;
  const dates = useBookingDates();
  return (
    <div className="space-y-4">
      <section aria-labelledby="summary" className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
        <h2 id="summary" className="text-lg font-semibold text-ink-900">
          {m.summary}
        </h2>
        <dl className="mt-3 space-y-3 text-base">
          <Fact label={m.space}>{b.listingTitle}</Fact>
          <Fact label={b.kind === 'hours' ? m.dateAndHours : m.dates}>{dates.of(b)}</Fact>
          <Fact label={m.length}>{words.facts(b)}</Fact>
          <Fact label={m.host}>{b.host.name}</Fact>
        </dl>
      </section>
      <BookingQuote quote={b.quote} />
      <DepositLine amount={b.deposit} total={b.total} />
    </div>
  );
}

/** The time left to pay (the booking's payment deadline), counting down. */
export function CheckoutDeadline({ dueAt }: { dueAt: string | null }) {
  const now = useNow();
  const words = useBookingWords();
  const m = words.m.pay;
  const f = useFormat();
  if (!dueAt) return null;
  const left = words.timeLeft(dueAt, now);
  return (
    <p className="rounded-field border border-ink-200 bg-white p-3 text-sm text-ink-700">
      {left ? (
        <>
          <strong className="font-semibold text-ink-900">{m.left({ left })}</strong>{' '}
          {m.until({ when: f.dateTime(dueAt) })}
        </>
      ) : (
        m.runOut
      )}
    </p>
  );
}
