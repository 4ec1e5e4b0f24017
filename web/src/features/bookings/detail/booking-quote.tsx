import type { Booking } from '@espasyo/domain/contracts/bookings';
import { QuoteLines } from '@/components/quote-lines';
import { useMessages } from '@/lib/i18n';

/** The price as it was when the booking was made: each line × units, the tax, the total. */
export function BookingQuote({ quote }: { quote: Booking['quote'] }) {
  const m = useMessages('booking').detail;
  return (
    <section aria-labelledby="quote" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="quote" className="text-lg font-semibold text-ink-900">
        {m.price}
      </h2>
      <QuoteLines quote={quote} className="mt-3" />
    </section>
  );
}
