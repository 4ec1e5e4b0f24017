import {
  addCalendarDays,
  AppError,
  bookingNotFound,
  calendarDayIn,
  dayStartIn,
  ErrorCode,
  kindTransitionRefused,
  noticeOutcome,
  noticeRefused,
  tenancyRulesOf,
  tenancyMessages,
  type Bill,
  type BookingViewer,
  type NoticeAnswer,
  type NoticeRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { transition } from '../../../process/engine';
import { record } from '../../audit/audit.service';
import { findListing } from '../../listings/availability/listing-claims.service';
import type { AuthUser } from '../../users/user.mapper';
import { toBooking } from '../core/bookings.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billsRepository as repo } from './bills.repository';
import { tenancyLifecycle } from './tenancy-lifecycle.service';
import { monthlyOfBill, oldestUnpaid, ratesOf, toBill } from './bills.service';

const m = tenancyMessages;

/**
 * POST /api/bookings/:id/notice (issue 32): either side, or an admin with a reason, ends a running
 * tenancy. Under the tenancy's lock: the notice's outcome (notice.ts: the earliest end the notice
 * allows, the last bill prorated, each made bill's change) or its refusal, then give_notice through
 * the tenancy's table, whose effects reprice, void and refund the bills and tell the other side.
 */
export async function giveNotice(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: NoticeRequest,
  ip: string | null = null,
): Promise<NoticeAnswer> {
  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  const { viewer, endDate } = await ctx.db.transaction().execute(async (tx) => {
    const t = await bookings.lock(tx, bookingId);
    if (!t) throw bookingNotFound();
    const by = authorize(user, 'booking', 'notice', t, {
      not_found: bookingNotFound,
      conflict: () => kindTransitionRefused(t.kind, 'give_notice', t.status),
    });
    if (t.kind !== 'tenancy' || (t.status !== 'active' && t.status !== 'notice_given')) {
      throw kindTransitionRefused(t.kind, 'give_notice', t.status);
    }
    const reason = input.reason?.trim() || null;
    const listing = await findListing(tx, t.listingId);
    const made = await repo.lockAll(tx, bookingId);
    const outcome = noticeOutcome({
      by,
      start: t.startDate,
      noticeOn: calendarDayIn(timeZone, ctx.clock.now()),
      clientNoticeDays: t.noticePeriodDays ?? 0,
      minimum: listing ? { minDuration: listing.minDuration, minDurationUnit: listing.minDurationUnit } : undefined,
      oldestUnpaidDueOn: oldestUnpaid(made),
      requestedEnd: input.endDate ?? null,
      currentEnd: t.endDate,
      // The bills not made yet: at the price of the next one to make.
      monthly: monthlyOfBill(t, await repo.prices(tx, bookingId), (made.at(-1)?.number ?? -1) + 1),
      units: t.units,
      rates: ratesOf(t),
      bills: made.map((b) => ({ n: b.number, status: b.status, quote: b.quote })),
      rules: tenancyRulesOf(settings.financial),
    });
    if (!outcome.ok) throw noticeRefused(outcome, by, timeZone);
    const notice = {
      endDate: outcome.endDate,
      endsAt: dayStartIn(addCalendarDays(outcome.endDate, 1), timeZone),
      changes: outcome.changes,
      forNonPayment: outcome.forNonPayment,
    };
    const done = await transition(ctx, tx, tenancyLifecycle, {
      id: bookingId,
      action: 'give_notice',
      actor: { role: by, userId: user.id },
      reason,
      input: { money: { refund: null, hostKept: null }, notice },
    });
    if (by === 'admin') {
      await record(tx, {
        actorId: user.id,
        action: 'booking.give_notice',
        targetType: 'booking',
        targetId: bookingId,
        before: { status: done.from, endDate: t.endDate },
        after: { status: done.to, endDate: outcome.endDate, ...(reason ? { reason } : {}) },
        ip,
        at: ctx.clock.now(),
      });
    }
    return { viewer: by, endDate: outcome.endDate };
  });
  const row = await bookings.view(ctx.db, bookingId);
  if (!row) throw bookingNotFound();
  const lastBill = await lastBillOf(ctx.db, row, endDate, viewer);
  return { endDate, lastBill, booking: toBooking(row, viewer) };
}

/** The bill of the period the end falls in (made now if the billing job had not reached it yet). */
async function lastBillOf(db: Executor, t: BookingRow, endDate: string, viewer: BookingViewer): Promise<Bill> {
  const all = await repo.list(db, t.id);
  const last = [...all].reverse().find((b) => b.periodStart <= endDate && b.status !== 'void');
  if (last) return toBill(last, viewer);
  throw new AppError(ErrorCode.notFound, m.bills.notFound);
}
