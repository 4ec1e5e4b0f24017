import {
  addCalendarDays,
  calendarDayIn,
  periodsUntil,
  billQuote,
  billDay,
  reminderDue,
  tenancyRulesOf,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { create, transition } from '../../../process/engine';
import { bookingsRepository as bookings } from '../core/bookings.repository';
import { billLifecycle } from './bill-lifecycle.service';
import { billsRepository as repo } from './bills.repository';
import { aboutTheSpace, billFacts, tellStaff, tellTenancySide, tenancyWords } from './tenancy-notify.service';
import { chargeSavedCards } from './bills-autopay.service';
import { tenanciesWithAutopay } from '../../payments/autopay/autopay.service';
import { monthlyOfBill, ratesOf } from './bills.service';

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
        const say = aboutTheSpace(
          t,
          (w, lang) => {
            const f = billFacts(b, timeZone, lang);
            if (autopay) return w.bills.autopayReminder(f);
            return days === 0 ? w.bills.reminderToday(f) : w.bills.reminder({ ...f, days });
          },
          autopay ? 'seeBills' : 'payIt',
        );
        await tellTenancySide(ctx, tx, t, 'client', {
          say,
          topic: 'payment',
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
      const message = (lang: Language) =>
        tenancyWords(lang).bills.graceEnded({ ...billFacts(b, timeZone, lang), days: rules.nonPaymentNoticeDays });
      const subject = (lang: Language) => {
        const w = tenancyWords(lang);
        return w.subject({ title: t.listingTitle, news: w.bills.overdueLabel });
      };
      await tellTenancySide(ctx, tx, t, 'host', {
        say: (lang) => ({
          subject: subject(lang),
          message: message(lang),
          linkLabel: tenancyWords(lang).links.seeTenancy,
        }),
        topic: 'payment',
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
