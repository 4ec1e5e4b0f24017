import {
  AppError,
  bookingMessages,
  checkTenancyStart,
  ErrorCode,
  tenancyMessages,
  tenancyQuote,
  type BookingDetail,
  type PlatformSettings,
  type TenancyRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { create } from '../../../process/engine';
import { claimFits, type ClaimedListing } from '../../listings/availability/listing-claims.service';
import type { AuthUser } from '../../users/user.mapper';
import { toBooking, toBookingEvent } from '../core/bookings.mapper';
import { bookingViewOf, type BookingRow, type BookingViewRow } from '../core/bookings.repository';
import { tenancyLifecycle, type TenancyEffectInput } from './tenancy-lifecycle.service';

const m = bookingMessages;

/**
 * A monthly tenancy asked for (POST /api/bookings with `monthly: true`, issue 32), under the
 * listing's lock in the caller's transaction, after the checks every booking has (the listing,
 * who asks, the open requests): its start date, a monthly price, the units free from the start
 * with no end, then the row by the tenancy table's creation row the listing's booking mode meets
 * (a request, or booked instantly and awaiting payment, bill 0 open). Its quote is the first
 * month; it keeps the listing's notice period as asked for.
 */
export async function requestTenancy(
  ctx: AppContext,
  tx: Executor,
  user: AuthUser,
  listing: ClaimedListing,
  input: TenancyRequest,
  c: { now: Date; settings: PlatformSettings; idempotencyKey: string | null },
): Promise<BookingDetail> {
  const timeZone = c.settings.general.timezone;
  const checked = checkTenancyStart(input, { now: c.now, timeZone });
  if (!checked.ok) {
    throw new AppError(ErrorCode.validation, checked.issue.message, { [checked.issue.field]: checked.issue.message });
  }
  if (!listing.pricePerMonth) {
    throw new AppError(ErrorCode.validation, tenancyMessages.noMonthlyPrice, {
      monthly: tenancyMessages.noMonthlyPrice,
    });
  }
  const units = input.units;
  const quote = tenancyQuote({
    monthly: listing.pricePerMonth,
    units,
    start: input.startDate,
    financial: c.settings.financial,
  });
  if (!(await claimFits(tx, listing, { start: checked.start, end: null, units }, timeZone))) {
    throw new AppError(ErrorCode.capacityExceeded, m.unitsFull, { units: m.unitsFull });
  }
  const values = {
    id: newId(),
    listingId: listing.id,
    clientId: user.id,
    hostId: listing.hostId,
    mode: listing.instantBook ? ('instant' as const) : ('request' as const),
    kind: 'tenancy' as const,
    startDate: input.startDate,
    endDate: null,
    startsAt: checked.start,
    endsAt: null,
    noticePeriodDays: listing.noticePeriodDays,
    units,
    quote: JSON.stringify(quote),
    total: quote.total,
    // Paid with bill 0, beside it, never part of it (issue 33).
    deposit: listing.securityDeposit,
    cancellationPolicy: listing.cancellationPolicy,
    listingTitle: listing.title ?? '',
    idempotencyKey: c.idempotencyKey,
    createdAt: c.now,
    updatedAt: c.now,
  };
  const effectInput: TenancyEffectInput = { money: { refund: null, hostKept: null }, instantBook: listing.instantBook };
  const made = await create<typeof tenancyLifecycle.process, BookingRow, TenancyEffectInput, BookingViewRow>(
    ctx,
    tx,
    tenancyLifecycle,
    { values, actor: { role: 'client', userId: user.id }, input: effectInput, answer: bookingViewOf },
  );
  return { ...toBooking(made.answer, 'client'), events: [toBookingEvent(made.event)] };
}
