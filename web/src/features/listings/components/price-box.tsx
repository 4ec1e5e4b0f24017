import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import { QuoteLines } from '@/components/quote-lines';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { BookButton } from '@/features/bookings';
import { listingKeys } from '@/features/listings/api/keys';
import { useQuote } from '@/features/listings/api/use-quote';
import { prices } from './listing-prices';
import { MessageHost } from './message-host';
import { PRICE_BOX_ID } from './phone-price-bar';
import { StayFieldsSection } from './stay-fields-lazy';
import { hourValue, useStay } from './use-stay';

// Only a client with a check still open needs it: loaded then, never with the page.
const BookingRequirements = lazy(() => import('./booking-requirements'));

/** Fixed dates or a monthly rental with no end date (issue 32), where the listing has a monthly price. */
function LengthChoice({ monthly, onChange }: { monthly: boolean; onChange: (monthly: boolean) => void }) {
  const offer = useMessages('listing').offer;
  const options = [
    [false, offer.fixed],
    [true, offer.offer],
  ] as const;
  return (
    <fieldset className="mb-4">
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{offer.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(([value, label]) => (
          <label
            key={label}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-field border-2 px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-500/40',
              monthly === value
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-ink-200 text-ink-800 hover:border-ink-300',
            )}
          >
            <input
              type="radio"
              name="length"
              className="sr-only"
              checked={monthly === value}
              onChange={() => onChange(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The listing page's price box (design §4): the prices and, with a monthly price, the monthly
 * rental with no end date and its notice (issue 32), and the choice between fixed dates and that
 * monthly rental (a first day only, no price to work out); then the server's live price for the
 * stay and units the renter picks, what they must still verify before booking, the minimum stay,
 * how booking works and the cancellation policy; 'Message host' for clients, and for visitors a
 * sign-in that comes back here.
 */
export function PriceBox({ listing }: { listing: PublicListing }) {
  const { priceBox: m, offer, stay: stayMessages, unit, duration } = useMessages('listing');
  const state = useStay(listing);
  const { stay, needsTimes, at, monthly, moveIn } = state;
  const quote = useQuote(listing.id, stay);
  const queryClient = useQueryClient();
  const { status, role, user } = useAuth();
  const [blocked, setBlocked] = useState(false);
  const refusal = quote.error instanceof ApiError ? quote.error : null;
  const checksOpen =
    status === 'signedIn' &&
    role === 'client' &&
    !!user &&
    !(user.emailVerified && user.phoneVerified && user.idVerified);

  return (
    <div id={PRICE_BOX_ID} className="scroll-mt-24 rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <h2 id="price" className="text-lg font-semibold text-ink-900">
        {m.title}
      </h2>
      <ul className="mt-3 space-y-1">
        {prices(listing).map((p) => (
          <li key={p.unit} className="flex items-baseline justify-between gap-4">
            <span className="text-2xl font-bold text-ink-900">{formatMoney(p.amount)}</span>
            <span className="text-base text-ink-600">{m.perUnit({ unit: unit[p.unit] })}</span>
          </li>
        ))}
      </ul>
      {listing.securityDeposit > 0 && (
        <p className="mt-3 text-sm text-ink-700">
          {m.deposit({ amount: formatMoney(listing.securityDeposit) })} {m.depositNote}
        </p>
      )}
      {listing.pricePerMonth != null && (
        <div className="mt-4 rounded-field bg-brand-50 px-3 py-2.5 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-semibold text-ink-900">{offer.offer}</h3>
            <span className="text-ink-700">{offer.perMonth({ amount: formatMoney(listing.pricePerMonth) })}</span>
          </div>
          <p className="mt-0.5 text-ink-700">
            {listing.noticePeriodDays === 0 ? offer.noNotice : offer.notice({ count: listing.noticePeriodDays })}
          </p>
        </div>
      )}

      <form className="mt-5" aria-label={m.form} onSubmit={(e) => e.preventDefault()}>
        {listing.pricePerMonth != null && (
          <LengthChoice monthly={monthly} onChange={(on) => state.set({ monthly: on ? '1' : undefined })} />
        )}
        <StayFieldsSection listing={listing} state={state} fieldError={(name) => refusal?.fields?.[name]} />
      </form>

      <div aria-live="polite" className="mt-4">
        {monthly && <p className="text-sm text-ink-700">{offer.howItBills}</p>}
        {!monthly && !stay && (
          <p className="text-sm text-ink-600">{needsTimes ? stayMessages.chooseTimes : stayMessages.chooseDates}</p>
        )}
        {stay && refusal && !refusal.fields && <Alert tone="danger">{refusal.message}</Alert>}
        {stay && quote.isError && !(quote.error instanceof ApiError) && <Alert tone="danger">{m.quoteFailed}</Alert>}
        {stay && !quote.isError && quote.isPending && (
          <div role="status" aria-label={m.working} className="h-24 animate-pulse rounded-field bg-ink-100" />
        )}
        {stay && quote.data && !quote.isError && (
          <QuoteLines quote={quote.data} className={cn('transition-opacity', quote.isFetching && 'opacity-60')} />
        )}
      </div>
      {checksOpen && (
        <Suspense fallback={null}>
          <BookingRequirements user={user} onBlocked={setBlocked} />
        </Suspense>
      )}
      <BookButton
        listing={listing}
        monthly={monthly}
        choice={
          monthly
            ? moveIn
              ? { listingId: listing.id, from: moveIn, units: state.units, monthly: true }
              : null
            : stay && { listingId: listing.id, ...stay, at: at === undefined ? undefined : hourValue(at) }
        }
        // A monthly rental has no stay to price: the first month is its price a month, billed once accepted.
        priced={monthly || (quote.isSuccess && !quote.isPlaceholderData)}
        hint={
          checksOpen && blocked
            ? stayMessages.bookVerify
            : monthly
              ? moveIn
                ? null
                : offer.bookMoveIn
              : stay
                ? null
                : needsTimes
                  ? stayMessages.bookTimes
                  : stayMessages.bookDates
        }
        onUnitsTaken={() => void queryClient.invalidateQueries({ queryKey: listingKeys.public(listing.id) })}
      />

      {listing.minDuration != null && listing.minDurationUnit && (
        <p className="mt-4 text-sm text-ink-700">
          {m.minStay({ length: duration[listing.minDurationUnit]({ count: listing.minDuration }) })}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-700">{listing.instantBook ? m.instantBook : m.requestToBook}</p>
      <MessageHost listingId={listing.id} />
      <div className="mt-4 border-t border-ink-200 pt-4">
        <h3 className="text-sm font-semibold text-ink-900">
          {m.cancellation({ policy: m.policies[listing.cancellationPolicy] })}
        </h3>
        <p className="mt-1 text-sm text-ink-700">{m.policyWords[listing.cancellationPolicy]}</p>
      </div>
    </div>
  );
}
