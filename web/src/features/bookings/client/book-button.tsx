import { Link, useLocation } from 'react-router';
import { Info } from 'lucide-react';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import { FrameErrorCode } from '@/lib/frame-error-codes';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import type { BookingChoice } from '@/features/bookings/api/booking-choice';
import { failureOf, useCreateBooking } from '@/features/bookings/api/use-create-booking';

export interface BookButtonProps {
  listing: Pick<PublicListing, 'id' | 'instantBook' | 'host'>;
  /** The dates, units and hours chosen, or a monthly rental's first day; null until chosen. */
  choice: BookingChoice | null;
  /** A monthly rental with no end date is chosen (issue 32): the button says so. */
  monthly?: boolean;
  /** The choice has a price (no refusal, not still working it out). */
  priced: boolean;
  /** What must happen before booking ('Choose your dates to book.'): the button waits, saying so. */
  hint: string | null;
  /** The units went while the renter looked: the price box prices the stay again. */
  onUnitsTaken?: () => void;
}

/**
 * The price box's main action (design §4): 'Request to book' or, on an instant-book listing,
 * 'Book now' ('Request to rent monthly', 'Rent monthly now' for a monthly rental). A visitor
 * signs in first and comes back to the same address, so the dates and units they chose are still
 * there; a host or staff account is told why it cannot book.
 */
export function BookButton({ listing, choice, monthly = false, priced, hint, onUnitsTaken }: BookButtonProps) {
  const { status, role, user } = useAuth();
  const location = useLocation();
  const create = useCreateBooking({ onUnitsTaken });
  const m = useMessages('book');
  const say = useErrorMessage();
  const label = monthly
    ? listing.instantBook
      ? m.bookMonthlyInstantly
      : m.requestMonthly
    : listing.instantBook
      ? m.bookInstantly
      : m.request;
  const signIn = (
    <Link
      to={paths.auth.signIn.getHref()}
      state={{ from: { pathname: location.pathname, search: location.search } }}
      className={buttonClasses('primary', 'lg', true)}
      aria-describedby="book-help"
    >
      {label}
    </Link>
  );

  if (status === 'signedOut')
    return (
      <div className="mt-4">
        {signIn}
        <p id="book-help" className="mt-2 text-sm text-ink-600">
          {m.signInFirst}
        </p>
      </div>
    );
  if (status === 'signedIn' && role !== 'client')
    return (
      <p className="mt-4 flex gap-2 rounded-field bg-ink-50 p-3 text-sm text-ink-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {user?.id === listing.host.id ? m.ownListing : m.clientsOnly}
      </p>
    );

  const failure = create.isError ? failureOf(create.error) : null;
  const refusals: Partial<Record<string, string>> = {
    [FrameErrorCode.ownListing]: m.ownListing,
    [FrameErrorCode.listingNotBookable]: m.notBookable,
    [FrameErrorCode.forbidden]: m.clientAccount,
    [FrameErrorCode.idempotencyConflict]: m.idempotencyConflict,
  };
  return (
    <div className="mt-4 space-y-3">
      <Button
        size="lg"
        full
        loading={create.isPending}
        loadingText={listing.instantBook ? m.booking : m.sending}
        disabled={status !== 'signedIn' || !choice || !priced || !!hint}
        aria-describedby={hint ? 'book-help' : undefined}
        onClick={() => choice && create.book(choice)}
      >
        {label}
      </Button>
      {hint && (
        <p id="book-help" className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {failure && (
        <Alert tone="danger">
          <p>{refusals[failure.code] ?? say(failure)}</p>
          {failure.code === FrameErrorCode.verificationRequired && (
            <Link to={paths.client.profile.getHref()} className="font-semibold underline">
              {m.verify}
            </Link>
          )}
          {failure.code === FrameErrorCode.openRequestsLimit && (
            <Link to={paths.client.bookings.getHref()} className="font-semibold underline">
              {m.seeRequests}
            </Link>
          )}
          {failure.code === FrameErrorCode.unauthenticated && (
            <Link
              to={paths.auth.signIn.getHref()}
              state={{ from: { pathname: location.pathname, search: location.search } }}
              className="font-semibold underline"
            >
              {m.signInAgain}
            </Link>
          )}
        </Alert>
      )}
    </div>
  );
}
