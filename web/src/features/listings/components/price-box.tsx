import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import type { CancellationPolicy } from '@espasyo/domain/listings/fields';
import { href, paths } from '@espasyo/domain/paths';
import { QuoteLines } from '@/components/quote-lines';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { calendarDay, formatMoney, plural } from '@/lib/format';
import { BookButton } from '@/features/bookings';
import { listingKeys } from '@/features/listings/api/keys';
import { useQuote, type Stay } from '@/features/listings/api/use-quote';
import { StartTimeSelect } from './start-time-select';

/** The cancellation policies in plain words (docs/product/marketplace.md, booking); the listing form shows them too. */
export const cancellationWords: Record<CancellationPolicy, string> = {
  flexible: 'Full refund, less the cancellation fee, until 24 hours before the start.',
  moderate: 'Full refund, less the cancellation fee, until 5 days before the start; half after that.',
  strict: 'Half refunded until 14 days before the start; nothing after that.',
};

const durationWords = { hour: 'hour', day: 'day', month: 'month' } as const;
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isHour = (v: string | null): v is string => !!v && /^([01]\d|2[0-3]):00$/.test(v);

function prices(listing: PublicListing): { amount: number; unit: string }[] {
  return [
    { amount: listing.pricePerHour, unit: 'hour' },
    { amount: listing.pricePerDay, unit: 'day' },
    { amount: listing.pricePerMonth, unit: 'month' },
  ].filter((p): p is { amount: number; unit: string } => p.amount != null);
}

/**
 * The stay in the address (`?from=…&to=…&units=…&hours=…`), so that a priced stay can be shared
 * and the search's dates carry over to the listing. Null until both dates are there. The
 * availability calendar reads and sets the same dates. `at` ('09:00'): the start hour of an
 * hourly stay, for booking it (a visitor who signs in first comes back to the same choice).
 */
export function useStay(capacity: number) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const units = Math.min(Math.max(1, Math.trunc(Number(params.get('units'))) || 1), capacity);
  const hours = Number(params.get('hours')) || undefined;
  const at = params.get('at');
  const stay: Stay | null =
    isDay(from) && isDay(to) ? { from, to, units, hours: from === to ? hours : undefined } : null;

  // React Router hands a functional update the params of the last render, not of the last
  // update: two changes before a render (both dates typed or filled at once) would lose the
  // first. Each change builds on the one still waiting for its render.
  const waiting = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    waiting.current = null;
  }, [params]);

  function set(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(waiting.current ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    waiting.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  }
  return { from: from ?? '', to: to ?? '', units, hours, at: isHour(at) ? at : undefined, stay, set };
}

/**
 * On a phone the price box is below everything else: a bar at the bottom of the screen keeps
 * the lead price in sight and jumps to the box (a plain link: it works before the page is live).
 * It sticks to the bottom of the listing, so it never covers the footer.
 */
export function PhonePriceBar({ listing }: { listing: PublicListing }) {
  const lead = prices(listing).find((p) => p.unit !== 'hour') ?? prices(listing)[0];
  if (!lead) return null;
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 flex items-center justify-between gap-4 border-t border-ink-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:hidden">
      <p className="text-ink-700">
        <span className="text-lg font-bold text-ink-900">{formatMoney(lead.amount)}</span> per {lead.unit}
      </p>
      <a href="#price" className={buttonClasses('primary', 'md')}>
        Check price
      </a>
    </div>
  );
}

/**
 * The listing page's price box (design §4): the prices, then the server's live price for the
 * dates and units the renter picks, the minimum stay, how booking works and the cancellation
 * policy; 'Message host' for clients, and for visitors a sign-in that comes back here.
 */
export function PriceBox({ listing }: { listing: PublicListing }) {
  const today = calendarDay();
  const { from, to, units, hours, at, stay, set } = useStay(listing.capacity);
  const quote = useQuote(listing.id, stay);
  const queryClient = useQueryClient();
  const refusal = quote.error instanceof ApiError ? quote.error : null;
  const fieldError = (name: string) => refusal?.fields?.[name];
  const hourly = listing.pricePerHour != null && from !== '' && from === to;

  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <h2 id="price" className="scroll-mt-24 text-lg font-semibold text-ink-900">
        Price
      </h2>
      <ul className="mt-3 space-y-1">
        {prices(listing).map((p) => (
          <li key={p.unit} className="flex items-baseline justify-between gap-4">
            <span className="text-2xl font-bold text-ink-900">{formatMoney(p.amount)}</span>
            <span className="text-base text-ink-600">per {p.unit}</span>
          </li>
        ))}
      </ul>

      <form className="mt-5 space-y-3" aria-label="Price your dates" onSubmit={(e) => e.preventDefault()}>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Start"
            type="date"
            name="from"
            min={today}
            value={from}
            error={fieldError('from')}
            onChange={(e) => set({ from: e.target.value, to: to && to < e.target.value ? e.target.value : to })}
          />
          <TextField
            label="End"
            type="date"
            name="to"
            min={from || today}
            value={to}
            error={fieldError('to')}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        {(listing.capacity > 1 || hourly) && (
          <div className="grid grid-cols-2 gap-3">
            {listing.capacity > 1 && (
              <Select
                label="Units"
                name="units"
                value={String(units)}
                error={fieldError('units')}
                onChange={(e) => set({ units: e.target.value === '1' ? undefined : e.target.value })}
                options={Array.from({ length: listing.capacity }, (_, i) => ({
                  value: String(i + 1),
                  label: plural(i + 1, 'unit'),
                }))}
              />
            )}
            {hourly && (
              <Select
                label="Length"
                name="hours"
                value={hours ? String(hours) : ''}
                error={fieldError('hours')}
                placeholder="Whole day"
                onChange={(e) => set({ hours: e.target.value || undefined })}
                options={Array.from({ length: 24 }, (_, i) => ({ value: String(i + 1), label: plural(i + 1, 'hour') }))}
              />
            )}
            {hourly && hours && <StartTimeSelect hours={hours} value={at} onChange={(v) => set({ at: v })} />}
          </div>
        )}
      </form>

      <div aria-live="polite" className="mt-4">
        {!stay && <p className="text-sm text-ink-600">Choose your dates to see the total.</p>}
        {stay && refusal && !refusal.fields && <Alert tone="danger">{refusal.message}</Alert>}
        {stay && quote.isError && !(quote.error instanceof ApiError) && (
          <Alert tone="danger">The price could not be worked out. Check your connection and try again.</Alert>
        )}
        {stay && !quote.isError && quote.isPending && (
          <div
            role="status"
            aria-label="Working out the price"
            className="h-24 animate-pulse rounded-field bg-ink-100"
          />
        )}
        {stay && quote.data && !quote.isError && (
          <QuoteLines quote={quote.data} className={cn('transition-opacity', quote.isFetching && 'opacity-60')} />
        )}
      </div>
      <BookButton
        listing={listing}
        choice={stay && { listingId: listing.id, ...stay, at }}
        priced={quote.isSuccess && !quote.isPlaceholderData}
        onUnitsTaken={() => void queryClient.invalidateQueries({ queryKey: listingKeys.public(listing.id) })}
      />

      {listing.minDuration != null && listing.minDurationUnit && (
        <p className="mt-4 text-sm text-ink-700">
          Minimum stay: {plural(listing.minDuration, durationWords[listing.minDurationUnit])}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-700">
        {listing.instantBook
          ? 'Instant book: your booking is confirmed as soon as you pay.'
          : 'Request to book: the host accepts your request before you pay.'}
      </p>
      <MessageHost listingId={listing.id} />
      <div className="mt-4 border-t border-ink-200 pt-4">
        <h3 className="text-sm font-semibold text-ink-900">
          Cancellation: {listing.cancellationPolicy[0].toUpperCase() + listing.cancellationPolicy.slice(1)}
        </h3>
        <p className="mt-1 text-sm text-ink-700">{cancellationWords[listing.cancellationPolicy]}</p>
      </div>
    </div>
  );
}

/**
 * Ask the host a question before booking. A client goes to their messages, which open (or
 * start) the conversation about this listing with the composer focused; a visitor signs in
 * first and comes back to that same open composer; the host and staff do not message themselves.
 */
function MessageHost({ listingId }: { listingId: string }) {
  const { role, status } = useAuth();
  const compose = href(paths.client.messages.getHref(), { listing: listingId });
  const label = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" /> Message host
    </>
  );
  if (status === 'signedOut')
    return (
      <Link
        to={paths.auth.signIn.getHref()}
        state={{ from: { pathname: paths.client.messages.getHref(), search: compose.slice(compose.indexOf('?')) } }}
        className={`${buttonClasses('outline', 'md', true)} mt-4`}
      >
        {label}
      </Link>
    );
  if (role !== 'client') return null;
  return (
    <Link to={compose} className={`${buttonClasses('outline', 'md', true)} mt-4`}>
      {label}
    </Link>
  );
}
