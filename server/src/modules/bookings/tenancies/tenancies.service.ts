import {
  addCalendarDays,
  AppError,
  billCalendar,
  billDay,
  bookingNotFound,
  calendarDayIn,
  centavos,
  dayStartIn,
  ErrorCode,
  formatDay,
  formatPesos,
  kindTransitionRefused,
  noticeOutcome,
  noticeRefused,
  paths,
  periodsUntil,
  billQuote,
  reminderDue,
  tenancyMessages,
  type Bill,
  type BillStatus,
  type BookingViewer,
  type NoticeAnswer,
  type NoticeRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import { create, transition } from '../../../process/engine';
import { record } from '../../audit/audit.service';
import { findListing } from '../../listings/availability/listing-claims.service';
import { notify } from '../../notifications/notifications.service';
import { emailTasks, sidesOf } from '../../notifications/booking-mail.service';
import type { AuthUser } from '../../users/user.mapper';
import { toBooking } from '../core/bookings.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billLifecycle } from './bill-lifecycle.service';
import { billsRepository as repo, type BillRow } from './bills.repository';
import { tenancyLifecycle } from './tenancy-lifecycle.service';

const m = tenancyMessages;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const payable: readonly BillStatus[] = ['open', 'overdue'];

/** A bill as `viewer` sees it: the host's share for the host and staff; the way to pay it for its client. */
export function toBill(b: BillRow & { paymentId?: string | null }, viewer: BookingViewer): Bill {
  return {
    id: b.id,
    number: b.number,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    amount: b.amount,
    subtotal: b.quote.subtotal,
    tax: b.quote.tax,
    ...(viewer !== 'client' && { hostEarnings: b.quote.hostEarnings }),
    dueOn: b.dueOn,
    opensOn: billCalendar(b.dueOn).opensOn,
    status: b.status,
    paidAt: iso(b.paidAt),
    paymentId: b.paymentId ?? null,
    pay:
      viewer === 'client' && payable.includes(b.status)
        ? { checkout: `/api/bookings/${b.bookingId}/bills/${b.id}/checkout` }
        : null,
  };
}

/** GET /api/bookings/:id/bills: a tenancy's bills, oldest first, for its client, its host and admins. */
export async function listBills(ctx: AppContext, user: AuthUser, bookingId: string) {
  const row = await bookings.view(ctx.db, bookingId);
  if (!row) throw bookingNotFound();
  const viewer = authorize(user, 'booking', 'read', row, { not_found: bookingNotFound });
  const rows = row.kind === 'tenancy' ? await repo.list(ctx.db, bookingId) : [];
  return { items: rows.map((b) => toBill(b, viewer)) };
}

/** The due date of the oldest bill still unpaid, or null. */
const oldestUnpaid = (bills: BillRow[]) =>
  bills.find((b) => b.status === 'open' || b.status === 'overdue')?.dueOn ?? null;

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
      monthly: centavos(t.quote.lines[0]?.price ?? 0),
      units: t.units,
      rates: {
        platformFeePercentage: t.quote.platformFeePercentage,
        taxCalculationEnabled: t.quote.taxRate > 0,
        taxRate: t.quote.taxRate,
      },
      bills: made.map((b) => ({ n: b.number, status: b.status, quote: b.quote })),
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

/** Tenancies read at a time by the billing job. */
const PAGE = 500;

/**
 * The bills each running tenancy still lacks, made `upcoming` up to a month and the opening days
 * ahead (periodsUntil, never past its end date), each tenancy in its own transaction under its
 * lock: two instances, or a run killed half way and run again, make each bill once (its number is
 * unique per tenancy, and re-read under the lock).
 */
async function scheduleBills(ctx: AppContext, today: string, timeZone: string): Promise<number> {
  let made = 0;
  let after = '';
  const horizon = addCalendarDays(today, 31 + 5);
  for (;;) {
    const page = await repo.runningTenancies(ctx.db, after, PAGE);
    for (const t of page) {
      // periodsUntil(start, end, today, 36) lists bills 0, 1 … up to the first not yet due: the
      // tenancy lacks one when the bill after its last is due by then (one date, not every period:
      // the run looks at every running tenancy).
      const next = billDay(t.startDate, (t.lastNumber ?? -1) + 1);
      if (next <= horizon && (t.endDate === null || next <= t.endDate)) {
        made += await makeBills(ctx, t.id, today, timeZone);
      }
    }
    if (page.length < PAGE) return made;
    after = page[page.length - 1].id;
  }
}

async function makeBills(ctx: AppContext, tenancyId: string, today: string, timeZone: string): Promise<number> {
  return ctx.db.transaction().execute(async (tx) => {
    const t = await bookings.lock(tx, tenancyId);
    if (!t || t.kind !== 'tenancy' || !['confirmed', 'active', 'notice_given'].includes(t.status)) return 0;
    const have = new Set((await repo.lockAll(tx, tenancyId)).map((b) => b.number));
    const rates = {
      platformFeePercentage: t.quote.platformFeePercentage,
      taxCalculationEnabled: t.quote.taxRate > 0,
      taxRate: t.quote.taxRate,
    };
    const monthly = centavos(t.quote.lines[0]?.price ?? 0);
    let n = 0;
    for (const p of periodsUntil(t.startDate, t.endDate, today, 31 + 5)) {
      if (have.has(p.n)) continue;
      const q = billQuote({
        monthly,
        units: t.units,
        rates,
        period: p,
        lastDay: p.lastDay < p.periodEnd ? p.lastDay : null,
      });
      const now = ctx.clock.now();
      await create(ctx, tx, billLifecycle, {
        values: {
          id: newId(),
          bookingId: t.id,
          number: p.n,
          periodStart: p.periodStart,
          periodEnd: p.periodEnd,
          dueOn: p.dueOn,
          amount: q.total,
          quote: JSON.stringify(q),
          createdAt: now,
          updatedAt: now,
        },
        action: 'schedule',
        actor: { role: 'system', userId: null },
        input: { timeZone },
      });
      n++;
    }
    return n;
  });
}

/** Bills' timers (open, overdue) due by now, each in its own transaction; the engine refuses one not due. */
async function fireBillTimers(ctx: AppContext, timeZone: string): Promise<Record<string, number>> {
  const fired: Record<string, number> = {};
  for (;;) {
    const due = await repo.dueTimers(ctx.db, ctx.clock.now(), PAGE);
    for (const b of due) {
      const moved = await ctx.db.transaction().execute(async (tx) => {
        const bill = await repo.lock(tx, b.id);
        if (!bill?.dueAction || !bill.dueAt || new Date(bill.dueAt) > ctx.clock.now()) return null;
        await transition(ctx, tx, billLifecycle, {
          id: bill.id,
          action: bill.dueAction as 'open' | 'overdue',
          actor: { role: 'system', userId: null },
          input: { timeZone },
        });
        return bill.dueAction;
      });
      if (moved) fired[moved] = (fired[moved] ?? 0) + 1;
    }
    if (due.length < PAGE) return fired;
  }
}

/**
 * The reminders of open bills, 3 days and 1 day before and on the due day: each claimed by one
 * conditional update (`reminded_days_before`), so a run twice, or by two instances, sends it once.
 */
async function sendReminders(ctx: AppContext, today: string, timeZone: string): Promise<number> {
  const settings = await ctx.settings.get();
  let sent = 0;
  for (const days of [3, 1, 0]) {
    const dueOn = addCalendarDays(today, days);
    const claimed = await ctx.db.transaction().execute(async (tx) => {
      const rows = await tx
        .updateTable('bills')
        .set({ remindedDaysBefore: days, updatedAt: ctx.clock.now() })
        .where('status', '=', 'open')
        .where('dueOn', '=', dueOn)
        .where((eb) => eb.or([eb('remindedDaysBefore', 'is', null), eb('remindedDaysBefore', '>', days)]))
        .returningAll()
        .execute();
      for (const b of rows) {
        if (reminderDue(b.dueOn, today) !== days) continue;
        const t = await bookings.lock(tx, b.bookingId);
        const sides = t && (await sidesOf(tx, t));
        if (!t || !sides) continue;
        const message = m.bills.reminder(formatPesos(b.amount), formatDay(b.dueOn, timeZone), days);
        const subject = `${t.listingTitle}: ${message}`;
        const link = `${ctx.env.publicUrl}${paths.client.booking.getHref(t.id)}`;
        const mail = {
          topic: 'payment' as const,
          subject,
          text: `Hi ${sides.client.firstName},\n\n${message}\n\nPay it: ${link}\n`,
        };
        await notify(
          ctx,
          tx,
          {
            userId: t.clientId,
            type: 'booking',
            subType: 'booking_update',
            title: subject,
            message,
            priority: days === 0 ? 'high' : 'normal',
            data: { bookingId: t.id, listingTitle: t.listingTitle, totalAmount: b.amount },
            actionUrl: paths.client.booking.getHref(t.id),
            requiresAction: true,
          },
          { user: sides.client, alsoQueue: emailTasks(settings, sides.client, 'payment', mail) },
        );
      }
      return rows.length;
    });
    sent += claimed;
  }
  return sent;
}

/**
 * The daily billing (issue 32), idempotent and safe on two instances: the bills each tenancy
 * lacks, the bills' timers (open, overdue), the reminders. Run with the clock of ctx.
 */
export async function runBilling(ctx: AppContext) {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const today = calendarDayIn(timeZone, ctx.clock.now());
  const made = await scheduleBills(ctx, today, timeZone);
  const fired = await fireBillTimers(ctx, timeZone);
  const reminded = await sendReminders(ctx, today, timeZone);
  return { made, opened: fired.open ?? 0, overdue: fired.overdue ?? 0, reminded };
}
