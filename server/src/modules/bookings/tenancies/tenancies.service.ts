import {
  addCalendarDays,
  AppError,
  billCalendar,
  billProcess,
  billMethodsNote,
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
  periodsUntil,
  billQuote,
  billDay,
  billingPeriod,
  priceChangeFrom,
  reminderDue,
  tenancyRulesOf,
  tenancyMessages,
  type Bill,
  type BillStatus,
  type BookingViewer,
  type NoticeAnswer,
  type NoticeRequest,
  type MonthlyPriceAnswer,
  type MonthlyPriceRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import { create, transition } from '../../../process/engine';
import { record } from '../../audit/audit.service';
import { findListing } from '../../listings/availability/listing-claims.service';
import type { AuthUser } from '../../users/user.mapper';
import { toBooking } from '../core/bookings.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billLifecycle } from './bill-lifecycle.service';
import { billsRepository as repo, type BillRow } from './bills.repository';
import { tenancyLifecycle } from './tenancy-lifecycle.service';
import { tellStaff, tellTenancySide } from './tenancy-notify.service';
import { chargeSavedCards } from './bills-autopay.service';
import { tenanciesWithAutopay } from '../../payments/autopay/autopay.service';

const m = tenancyMessages;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const payable: readonly BillStatus[] = ['open', 'overdue'];

/** Why the saved card did not pay an open bill on its due date (decision 0085), in the client's words. */
function cardNote(b: BillRow): string | null {
  if (b.autopayOutcome !== 'requires_action' && b.autopayOutcome !== 'failed') return null;
  const say = b.autopayOutcome === 'requires_action' ? m.autopay.needsApproval : m.autopay.declined;
  // A calendar date reads the same in every zone (formatDay takes it at noon UTC).
  return say(formatPesos(b.amount), formatDay(b.dueOn, 'UTC'));
}

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
        ? {
            checkout: `/api/bookings/${b.bookingId}/bills/${b.id}/checkout`,
            methodsNote: billMethodsNote(b.amount),
            cardNote: cardNote(b),
          }
        : null,
    actions: billProcess.actionsFor(b.status, viewer),
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

/** One unit's monthly price of bill `n`: the latest change from n or before, else the tenancy's first (its quote's). */
export function monthlyOfBill(
  t: Pick<BookingRow, 'quote'>,
  prices: { fromBill: number; monthly: number }[],
  n: number,
) {
  const changed = prices.filter((p) => p.fromBill <= n).at(-1);
  return centavos(changed?.monthly ?? t.quote.lines[0]?.price ?? 0);
}

/** The fees a tenancy's bills are made with: its quote's, kept as it was asked for. */
const ratesOf = (t: Pick<BookingRow, 'quote'>) => ({
  platformFeePercentage: t.quote.platformFeePercentage,
  taxCalculationEnabled: t.quote.taxRate > 0,
  taxRate: t.quote.taxRate,
});

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
    const rates = ratesOf(t);
    const prices = await repo.prices(tx, tenancyId);
    let n = 0;
    for (const p of periodsUntil(t.startDate, t.endDate, today, 31 + 5)) {
      if (have.has(p.n)) continue;
      const monthly = monthlyOfBill(t, prices, p.n);
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
      const byCard = await tenanciesWithAutopay(
        tx,
        rows.map((b) => b.bookingId),
      );
      for (const b of rows) {
        if (reminderDue(b.dueOn, today) !== days) continue;
        const t = await bookings.lock(tx, b.bookingId);
        if (!t) continue;
        // A client who pays by saved card is told when it will be charged, not asked to pay.
        const autopay =
          byCard.has(b.bookingId) && b.autopayOutcome !== 'requires_action' && b.autopayOutcome !== 'failed';
        const amount = formatPesos(b.amount);
        const day = formatDay(b.dueOn, timeZone);
        const message = autopay ? m.bills.autopayReminder(amount, day) : m.bills.reminder(amount, day, days);
        await tellTenancySide(ctx, tx, t, 'client', {
          subject: `${t.listingTitle}: ${message}`,
          message,
          topic: 'payment',
          linkLabel: autopay ? 'See the bills' : 'Pay it',
          priority: days === 0 && !autopay ? 'high' : 'normal',
          requiresAction: !autopay,
          amount: b.amount,
        });
      }
      return rows.length;
    });
    sent += claimed;
  }
  return sent;
}

/**
 * A bill still unpaid the day after its grace (billStage 'past_grace'): the host may now end the
 * tenancy with the short notice, and the host and staff are told, once (the bill's last notice is
 * then `reminded_days_before` −(grace + 1), claimed by a conditional update).
 */
async function tellGraceEnded(ctx: AppContext, today: string, timeZone: string): Promise<number> {
  const rules = tenancyRulesOf((await ctx.settings.get()).financial);
  const past = -(rules.graceDays + 1);
  return ctx.db.transaction().execute(async (tx) => {
    const rows = await tx
      .updateTable('bills')
      .set({ remindedDaysBefore: past, updatedAt: ctx.clock.now() })
      .where('status', '=', 'overdue')
      .where('dueOn', '<=', addCalendarDays(today, past))
      .where((eb) => eb.or([eb('remindedDaysBefore', 'is', null), eb('remindedDaysBefore', '>', past)]))
      .returningAll()
      .execute();
    for (const b of rows) {
      const t = await bookings.lock(tx, b.bookingId);
      if (!t || (t.status !== 'active' && t.status !== 'notice_given')) continue;
      const message = m.bills.graceEnded(
        formatPesos(b.amount),
        formatDay(b.dueOn, timeZone),
        rules.nonPaymentNoticeDays,
      );
      const subject = `${t.listingTitle}: ${m.bills.statusLabels.overdue}`;
      await tellTenancySide(ctx, tx, t, 'host', {
        subject,
        message,
        topic: 'payment',
        linkLabel: 'See the tenancy',
        priority: 'high',
        requiresAction: true,
        amount: b.amount,
      });
      await tellStaff(ctx, tx, t, subject, message);
    }
    return rows.length;
  });
}

/**
 * The daily billing (issue 32), idempotent and safe on two instances: the bills each tenancy
 * lacks, the bills' timers (open, overdue), the saved cards' due-day charges (decision 0085), the
 * reminders. Run with the clock of ctx.
 */
export async function runBilling(ctx: AppContext) {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const today = calendarDayIn(timeZone, ctx.clock.now());
  const made = await scheduleBills(ctx, today, timeZone);
  const fired = await fireBillTimers(ctx, timeZone);
  const charged = await chargeSavedCards(ctx, today);
  const reminded = await sendReminders(ctx, today, timeZone);
  const pastGrace = await tellGraceEnded(ctx, today, timeZone);
  return { made, opened: fired.open ?? 0, overdue: fired.overdue ?? 0, charged, reminded, pastGrace };
}

/**
 * PUT /api/bookings/:id/monthly-price (issue 32): the host changes a running tenancy's monthly
 * price, only from the first bill due at least 30 days ahead (priceChangeFrom); a bill already made
 * for then (upcoming) is repriced, later ones are made at the new price; the client is told, and
 * may give notice instead.
 */
export async function changeMonthlyPrice(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: MonthlyPriceRequest,
): Promise<MonthlyPriceAnswer> {
  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  const fromBill = await ctx.db.transaction().execute(async (tx) => {
    const t = await bookings.lock(tx, bookingId);
    if (!t) throw bookingNotFound();
    authorize(user, 'booking', 'changePrice', t, { not_found: bookingNotFound });
    if (t.kind !== 'tenancy' || (t.status !== 'confirmed' && t.status !== 'active')) {
      throw new AppError(ErrorCode.invalidTransition, m.price.notRunning);
    }
    const today = calendarDayIn(timeZone, ctx.clock.now());
    const from = priceChangeFrom(t.startDate, today);
    if (t.endDate !== null && billDay(t.startDate, from) > t.endDate) {
      throw new AppError(ErrorCode.invalidTransition, m.price.endsFirst);
    }
    await repo.setPrice(tx, {
      bookingId,
      fromBill: from,
      monthly: input.monthlyPrice,
      changedBy: user.id,
      at: ctx.clock.now(),
    });
    const prices = await repo.prices(tx, bookingId);
    for (const b of await repo.lockAll(tx, bookingId)) {
      if (b.number < from || b.status !== 'upcoming') continue;
      const period = billingPeriod(t.startDate, b.number);
      const q = billQuote({ monthly: monthlyOfBill(t, prices, b.number), units: t.units, rates: ratesOf(t), period });
      await transition(ctx, tx, billLifecycle, {
        id: b.id,
        action: 'reprice',
        actor: { role: 'system', userId: null },
        patch: { amount: q.total, quote: JSON.stringify(q) },
        input: { timeZone },
      });
    }
    await tellPriceChange(ctx, tx, t, input.monthlyPrice, billDay(t.startDate, from), timeZone);
    return from;
  });
  const t = await bookings.view(ctx.db, bookingId);
  if (!t) throw bookingNotFound();
  return {
    fromBill,
    fromDueOn: billDay(t.startDate, fromBill),
    monthlyPrice: input.monthlyPrice,
    bills: (await repo.list(ctx.db, bookingId)).map((b) => toBill(b, 'host')),
  };
}

/** The client hears of a new monthly price: the notification and the email, in the change's transaction. */
const tellPriceChange = (
  ctx: AppContext,
  tx: Executor,
  t: BookingRow,
  monthly: number,
  fromDueOn: string,
  timeZone: string,
) =>
  tellTenancySide(ctx, tx, t, 'client', {
    subject: m.price.subject(t.listingTitle),
    message: m.price.changed(t.listingTitle, formatPesos(monthly), formatDay(fromDueOn, timeZone)),
    topic: 'booking',
    linkLabel: 'See your tenancy',
  });
