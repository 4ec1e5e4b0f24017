import {
  addCalendarDays,
  availableFrom,
  billDay,
  billingPeriod,
  billProcess,
  billQuote,
  billTimerDue,
  calendarDayIn,
  centavos,
  dayStartIn,
  gatewayFeePostings,
  noticeOutcome,
  paymentPostings,
  releasePostings,
  tenancyProcess,
  tenancyQuote,
  tenancyTimerDue,
  type BillQuote,
  type BillStatus,
  type LedgerTransaction,
  type PaymentMethod,
  type PlatformSettings,
  type TenancyStatus,
} from '@espasyo/domain';
import { nextDailyRun } from '../../jobs/job';
import { newId } from '../../lib/ids';
import { billQuoteOf } from '../../modules/bookings/tenancies/tenancy-lifecycle.service';
import { sandboxFee } from '../../modules/gateways/sandbox.gateway';
import { MONEY_DAILY_AT } from '../../modules/money/wallet/wallet.service';
import { DAY, HOUR, MINUTE } from './bookings-data';
import type { DemoTenancy } from './tenancies-data';

/** A row as history.ts inserts it: snake_case columns. */
export type Row = Record<string, unknown>;

/** What a story needs of its listing. */
export interface StoryListing {
  id: string;
  title: string;
  instantBook: boolean;
  pricePerMonth: number;
  noticePeriodDays: number;
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
  minDuration: number | null;
  minDurationUnit: 'hour' | 'day' | 'month' | null;
}

export interface Story {
  plan: DemoTenancy;
  listing: StoryListing;
  clientId: string;
  hostId: string;
  /** Its first day and the moment it was asked for. */
  start: string;
  made: Date;
  now: Date;
  today: string;
  timeZone: string;
  financial: PlatformSettings['financial'];
}

interface BillState {
  id: string;
  n: number;
  dueOn: string;
  status: BillStatus | null;
  quote: BillQuote;
  row: Row;
}

/** The billing job's steps at one moment in runBilling's order (make, timers, reminders); the rest after. */
const ORDER = { make: 0, open: 1, overdue: 1, remind: 2, start: 3, pay: 3, notice: 3, end: 3 } as const;
type Step = { at: Date; kind: keyof typeof ORDER; n?: number; days?: number; method?: PaymentMethod };
const byTime = (a: Step, b: Step) => a.at.getTime() - b.at.getTime() || ORDER[a.kind] - ORDER[b.kind];

/**
 * One demo tenancy's life up to the seed's now (tenancies.ts), step by step in time order, each
 * step what the app would have written then. The process tables say where each action leads and
 * refuse a plan that breaks them; the notice's outcome is the domain's noticeOutcome. Answers its
 * rows and its ledger transactions.
 */
export function playTenancy(s: Story) {
  const { plan, listing: l, start, made, now, timeZone } = s;
  const id = newId();
  const mode = l.instantBook ? 'instant' : 'request';
  const dayAt = (day: string, hours = 0) => new Date(dayStartIn(day, timeZone).getTime() + hours * HOUR);
  const startsAt = dayAt(start);
  const monthly = centavos(l.pricePerMonth);
  const quote = tenancyQuote({ monthly, units: 1, start, financial: s.financial });
  const rates = {
    platformFeePercentage: quote.platformFeePercentage,
    taxCalculationEnabled: quote.taxRate > 0,
    taxRate: quote.taxRate,
  };
  const events: Row[] = [];
  const payments: Row[] = [];
  const ledger: Row[] = [];
  const postings: LedgerTransaction[] = [];
  const paid: { at: Date; hostEarnings: number }[] = [];
  const bills = new Map<number, BillState>();
  // Where it stands as the steps go (an object: the steps below move it from closures).
  const t = {
    status: null as TenancyStatus | null,
    endDate: null as string | null,
    endsAt: null as Date | null,
    updatedAt: made,
  };
  const refuse = (what: string) => new Error(`demo tenancy ${plan.key}: ${what}`);

  const event = (process: string, recordId: string, m: { action: string; actor: string; actorId?: string | null }) => ({
    add: (from: string | null, to: string, at: Date) =>
      events.push({
        id: newId(),
        process,
        record_id: recordId,
        action: m.action,
        actor: m.actor,
        actor_id: m.actorId ?? null,
        from_status: from,
        to_status: to,
        reason: null,
        created_at: at,
      }),
  });
  const move = (action: string, actor: string, actorId: string | null, at: Date) => {
    const to = tenancyProcess.next(action as never, t.status);
    if (!to || !tenancyProcess.canFire(action as never, t.status, actor)) throw refuse(`${action} from ${t.status}`);
    event('tenancy', id, { action, actor, actorId }).add(t.status, to, at);
    t.status = to;
    t.updatedAt = at;
  };
  const moveBill = (b: BillState, action: string, actor: string, at: Date) => {
    const to = billProcess.next(action as never, b.status);
    if (!to || !billProcess.canFire(action as never, b.status, actor)) throw refuse(`bill ${b.n} ${action}`);
    event('bill', b.id, { action, actor }).add(b.status, to, at);
    b.status = to;
    const due = billTimerDue(to, b.dueOn, timeZone);
    Object.assign(b.row, { status: to, due_action: due?.action ?? null, due_at: due?.at ?? null, updated_at: at });
  };
  const post = (t: LedgerTransaction, at: Date, paymentId: string | null) => {
    postings.push(t);
    const transactionId = newId();
    for (const line of t.lines)
      ledger.push({
        id: newId(),
        transaction_id: transactionId,
        kind: t.kind,
        account: line.account,
        amount: line.amount,
        booking_id: id,
        payment_id: paymentId,
        host_id: line.account.startsWith('host_') ? s.hostId : null,
        created_at: at,
      });
  };
  /** Bill n made (bill 0 issued open on the answer; the others scheduled by the job, up to the end date). */
  const makeBill = (n: number, at: Date) => {
    const p = billingPeriod(start, n);
    const lastDay = t.endDate !== null && t.endDate < p.periodEnd ? t.endDate : null;
    const q = n === 0 ? billQuoteOf(quote) : billQuote({ monthly, units: 1, rates, period: p, lastDay });
    const b: BillState = { id: newId(), n, dueOn: p.dueOn, status: null, quote: q, row: {} };
    b.row = {
      id: b.id,
      booking_id: id,
      number: n,
      period_start: p.periodStart,
      period_end: p.periodEnd,
      due_on: p.dueOn,
      amount: q.total,
      quote: JSON.stringify(q),
      reason: null,
      paid_at: null,
      reminded_days_before: null,
      created_at: at,
    };
    bills.set(n, b);
    moveBill(b, n === 0 ? 'issue' : 'schedule', 'system', at);
  };
  /** The client pays a bill at the sandbox: its payment, the bill's pay (bill 0's confirms the tenancy), the ledger. */
  const payBill = (b: BillState, method: PaymentMethod, at: Date) => {
    const paymentId = newId();
    const opened = new Date(at.getTime() - 3 * MINUTE);
    const fee = centavos(sandboxFee(method, b.quote.total));
    payments.push({
      id: paymentId,
      booking_id: id,
      bill_id: b.id,
      gateway: 'sandbox',
      checkout_id: `sbx_demo_${paymentId}`,
      method,
      amount: b.quote.total,
      received_amount: b.quote.total,
      received_currency: 'PHP',
      gateway_fee: fee,
      status: 'paid',
      gateway_status: 'paid',
      gateway_reference: `sbx_pay_${newId()}`,
      idempotency_key: `checkout-${paymentId}`,
      expires_at: new Date(opened.getTime() + DAY),
      created_at: opened,
      paid_at: at,
      updated_at: at,
    });
    event('payment', paymentId, { action: 'open', actor: 'client', actorId: s.clientId }).add(null, 'open', opened);
    event('payment', paymentId, { action: 'pay', actor: 'gateway' }).add('open', 'paid', at);
    moveBill(b, 'pay', 'payment', at);
    b.row.paid_at = at;
    post(paymentPostings(b.quote), at, paymentId);
    post(gatewayFeePostings(fee), at, paymentId);
    paid.push({ at, hostEarnings: b.quote.hostEarnings });
    if (b.n === 0) move('pay', 'payment', null, at);
  };
  /** The client's notice: the domain's outcome applied to the bills (the last repriced, later ones voided). */
  const giveNotice = (at: Date) => {
    const made = [...bills.values()].sort((a, b) => a.n - b.n);
    const outcome = noticeOutcome({
      by: 'client',
      start,
      noticeOn: calendarDayIn(timeZone, at),
      clientNoticeDays: l.noticePeriodDays,
      minimum: { minDuration: l.minDuration, minDurationUnit: l.minDurationUnit },
      oldestUnpaidDueOn: made.find((b) => b.status === 'open' || b.status === 'overdue')?.dueOn ?? null,
      requestedEnd: null,
      currentEnd: null,
      monthly,
      units: 1,
      rates,
      bills: made.map((b) => ({ n: b.n, status: b.status!, quote: b.quote })),
    });
    if (!outcome.ok) throw refuse(`notice refused (${outcome.problem})`);
    t.endDate = outcome.endDate;
    t.endsAt = dayAt(addCalendarDays(outcome.endDate, 1));
    move('give_notice', 'client', s.clientId, at);
    for (const c of outcome.changes) {
      const b = bills.get(c.n)!;
      if (c.change === 'refund') throw refuse('a notice that refunds is not planned');
      if (c.change === 'reprice') {
        b.quote = c.quote;
        Object.assign(b.row, { amount: c.quote.total, quote: JSON.stringify(c.quote) });
      }
      moveBill(b, c.change, 'system', at);
    }
    return t.endsAt;
  };

  // Asked for, answered, the agreement signed, bill 0 paid through the booking's checkout.
  move(mode === 'instant' ? 'book_instantly' : 'request', 'client', s.clientId, made);
  const answered = mode === 'instant' ? made : new Date(made.getTime() + 2 * HOUR + 15 * MINUTE);
  if (mode === 'request') move('accept', 'host', s.hostId, answered);
  makeBill(0, answered);
  const signedAt = new Date(answered.getTime() + 20 * MINUTE);
  payBill(bills.get(0)!, plan.firstMethod, new Date(answered.getTime() + 31 * MINUTE));
  const confirmedAt = t.updatedAt;

  // The rest in time order: the billing job's days for each bill it makes by today, the payments, the notice.
  const steps: Step[] = [{ at: startsAt, kind: 'start' }];
  for (let n = 1; billDay(start, n) <= addCalendarDays(s.today, 31 + 5); n++) {
    const due = billDay(start, n);
    const make = dayAt(addCalendarDays(due, -36));
    steps.push({ at: make > confirmedAt ? make : new Date(confirmedAt.getTime() + 5 * MINUTE), kind: 'make', n });
    steps.push({ at: dayAt(addCalendarDays(due, -5)), kind: 'open', n });
    for (const days of [3, 1, 0]) steps.push({ at: dayAt(addCalendarDays(due, -days)), kind: 'remind', n, days });
    steps.push({ at: dayAt(addCalendarDays(due, 1)), kind: 'overdue', n });
    const pay = plan.paid[n - 1];
    if (pay) steps.push({ at: dayAt(addCalendarDays(due, -pay.daysBefore), pay.hour), kind: 'pay', n, ...pay });
  }
  if (plan.notice) {
    const day = addCalendarDays(billDay(start, plan.notice.bill), -plan.notice.daysBefore);
    steps.push({ at: dayAt(day, 19 + 1 / 3), kind: 'notice' });
    steps.push({ at: dayAt(addCalendarDays(day, 1), 9), kind: 'pay', n: plan.notice.bill, method: 'gcash' });
  }
  const queue = steps.filter((x) => x.at <= now).sort(byTime);
  for (let i = 0; i < queue.length; i++) {
    const x = queue[i];
    const b = x.n === undefined ? undefined : bills.get(x.n);
    if (x.kind === 'start' || x.kind === 'end') move(x.kind, 'system', null, x.at);
    else if (x.kind === 'make' && !b && (t.endDate === null || billDay(start, x.n!) <= t.endDate)) makeBill(x.n!, x.at);
    else if ((x.kind === 'open' && b?.status === 'upcoming') || (x.kind === 'overdue' && b?.status === 'open'))
      moveBill(b, x.kind, 'system', x.at);
    else if (x.kind === 'remind' && b?.status === 'open')
      Object.assign(b.row, { reminded_days_before: x.days, updated_at: x.at });
    else if (x.kind === 'pay') {
      if (b?.status !== 'open' && b?.status !== 'overdue') throw refuse(`bill ${x.n} is not payable`);
      payBill(b, x.method!, x.at);
    } else if (x.kind === 'notice') {
      // Its end: the timer at midnight after the end date (a stable sort keeps the steps before it).
      const end = giveNotice(x.at);
      if (end <= now) queue.push({ at: end, kind: 'end' });
      queue.sort(byTime);
    }
  }
  if (t.status !== plan.ends) throw refuse(`ends ${t.status}, not ${plan.ends}`);

  // The daily 02:00 run releases what is pending once the stay is financial.hostPayoutDelay days old.
  const releasable = availableFrom(startsAt, s.financial.hostPayoutDelay).getTime();
  const runs = new Map<number, number>();
  for (const p of paid) {
    const run = nextDailyRun(new Date(Math.max(p.at.getTime(), releasable) - 1), MONEY_DAILY_AT, timeZone).getTime();
    if (run <= now.getTime()) runs.set(run, (runs.get(run) ?? 0) + p.hostEarnings);
  }
  let pending = paid.reduce((sum, p) => sum + p.hostEarnings, 0);
  let earningsAt = paid[paid.length - 1].at;
  for (const [run, amount] of [...runs].sort((a, b) => a[0] - b[0])) {
    post(releasePostings(centavos(amount), centavos(0)), new Date(run), null);
    pending -= amount;
    earningsAt = new Date(run);
  }

  const acceptedAt = mode === 'request' ? answered : null;
  const timer = tenancyTimerDue(t.status!, { start: startsAt, end: t.endsAt, mode, createdAt: made, acceptedAt });
  const booking: Row = {
    id,
    listing_id: l.id,
    client_id: s.clientId,
    host_id: s.hostId,
    status: t.status,
    mode,
    kind: 'tenancy',
    start_date: start,
    end_date: t.endDate,
    starts_at: startsAt,
    ends_at: t.endsAt,
    notice_period_days: l.noticePeriodDays,
    units: 1,
    quote: JSON.stringify(quote),
    total: quote.total,
    cancellation_policy: l.cancellationPolicy,
    listing_title: l.title,
    due_action: timer?.action ?? null,
    due_at: timer?.at ?? null,
    idempotency_key: `tenancy-${plan.key}`,
    accepted_at: acceptedAt,
    confirmed_at: confirmedAt,
    created_at: made,
    updated_at: t.updatedAt,
  };
  return {
    id,
    quote,
    signedAt,
    endsAt: t.endsAt,
    postings,
    rows: {
      bookings: [booking],
      bills: [...bills.values()].sort((a, b) => a.n - b.n).map((b) => b.row),
      process_events: events,
      payments,
      ledger_entries: ledger,
      booking_earnings: [{ booking_id: id, host_id: s.hostId, pending, updated_at: earningsAt }],
    },
  };
}
