import { useEffect, useState } from 'react';
import type { PublicListing, Quote } from '@espasyo/domain/contracts/listings';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useQuote } from '@/features/listings/api/use-quote';
import { leadPrice } from './listing-prices';
import { useStay } from './use-stay';

/** The id of the price box, which the bar links to and keeps out of the way of. */
export const PRICE_BOX_ID = 'price-box';

/** True while any of the element with this id is on screen. */
function useShown(id: string) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [id]);
  return shown;
}

/**
 * On a phone the price box is below everything else: a bar at the bottom of the screen keeps
 * the price in sight, the stay's total once it is priced (the same quote as the box), and jumps
 * to the box (a plain link: it works before the page is live). It steps aside while the box is
 * on screen, so it never covers the box's own button, 'Message host' or the cancellation terms;
 * it sticks to the bottom of the listing, so it never covers the footer.
 */
export function PhonePriceBar({ listing }: { listing: PublicListing }) {
  const { priceBar: m, duration, unit } = useMessages('listing');
  const lengthOf = (q: Quote) =>
    q.hours != null ? duration.hour({ count: q.hours }) : duration.day({ count: q.days ?? 0 });
  const { stay } = useStay(listing);
  const quote = useQuote(listing.id, stay);
  const boxShown = useShown(PRICE_BOX_ID);
  const lead = leadPrice(listing);
  const priced = stay && !quote.isError ? quote.data : undefined;
  if (!lead) return null;
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-4 mt-6 flex items-center justify-between gap-4 border-t border-ink-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:hidden',
        boxShown && 'invisible',
      )}
    >
      {priced ? (
        <p className={cn('text-ink-700', quote.isPlaceholderData && 'opacity-60')}>
          <span className="text-lg font-bold text-ink-900">{formatMoney(priced.total)}</span>{' '}
          {priced.units > 1
            ? m.forStayUnits({ length: lengthOf(priced), units: priced.units })
            : m.forStay({ length: lengthOf(priced) })}
        </p>
      ) : (
        <p className="text-ink-700">
          <span className="text-lg font-bold text-ink-900">{formatMoney(lead.amount)}</span>{' '}
          {m.perUnit({ unit: unit[lead.unit] })}
        </p>
      )}
      <a href={`#${PRICE_BOX_ID}`} className={buttonClasses('primary', 'md')}>
        {priced ? m.review : m.checkPrice}
      </a>
    </div>
  );
}
