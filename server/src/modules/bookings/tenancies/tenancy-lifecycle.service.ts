import {
  AppError,
  billingPeriod,
  bookingConditions,
  bookingMessages,
  bookingNotFound,
  centavos,
  daysBetween,
  ErrorCode,
  shareRefund,
  formatDay,
  tenancyProcess,
  tenancyTimerDue,
  tenancyTransitionRefused,
  type BillChange,
  type BillQuote,
  type BookingQuote,
  type TenancyEffect,
  type TenancyStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { create, transition, type EffectInput, type ProcessBinding } from '../../../process/engine';
import { refundBillUnused } from '../../payments/refunds/payment-effects.service';
import { bookingColumns, type BookingRow } from '../core/bookings.repository';
import { effectHandlers } from '../core/effects';
import { stampColumns } from '../core/stamp-columns';
import type { BookingEffectInput } from '../core/transition.types';
import { billLifecycle } from './bill-lifecycle.service';
import { tellStaff, tenancyWords } from './tenancy-notify.service';
import { billsRepository as bills, type BillRow } from './bills.repository';

/** What a notice moved: each made bill's change (notice.ts: noticeOutcome), and whether it is the host's for non-payment. */
export interface NoticeApplied {
  endDate: string;
  endsAt: Date;
  changes: BillChange[];
  forNonPayment: boolean;
}

/** What a tenancy's effects are run with: a booking's, and a notice's outcome. */
export type TenancyEffectInput = BookingEffectInput & { notice?: NoticeApplied };

type Input = EffectInput<typeof tenancyProcess, BookingRow, TenancyEffectInput>;
type Handler = (e: Input) => Promise<void>;

/** The booking's handler of an effect both tables name: same work, same words. */
const asBooking = (h: ((e: never) => Promise<void>) | null): Handler | null => h as Handler | null;

/** A bill's amounts from the tenancy's quote: bill 0 is the first month the booking's checkout pays. */
export const billQuoteOf = (q: BookingQuote): BillQuote => ({
  subtotal: q.subtotal,
  taxRate: q.taxRate,
  tax: q.tax,
  total: q.total,
  platformFeePercentage: q.platformFeePercentage,
  platformFee: q.platformFee,
  hostEarnings: q.hostEarnings,
});

const timeZoneOf = async (ctx: AppContext) => (await ctx.settings.get()).general.timezone;
const system = { role: 'system' as const, userId: null };

/** Bill 0, open: the first month, its period from the start, its amount the tenancy's quote's. */
async function openFirstBill(e: Input) {
  const t = e.moved.row;
  const period = billingPeriod(t.startDate, 0);
  const q = billQuoteOf(t.quote);
  await create(e.ctx, e.tx, billLifecycle, {
    values: {
      id: newId(),
      bookingId: t.id,
      number: 0,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      dueOn: period.dueOn,
      amount: q.total,
      quote: JSON.stringify(q),
      createdAt: e.ctx.clock.now(),
      updatedAt: e.ctx.clock.now(),
    },
    action: 'issue',
    actor: system,
    input: { timeZone: await timeZoneOf(e.ctx) },
  });
}

/** Every unpaid bill of the tenancy void (it was cancelled, or lapsed unpaid). */
async function voidUnpaid(e: Input) {
  const timeZone = await timeZoneOf(e.ctx);
  for (const b of await bills.lockAll(e.tx, e.moved.row.id)) {
    if (b.status === 'upcoming' || b.status === 'open' || b.status === 'overdue') {
      await transition(e.ctx, e.tx, billLifecycle, { id: b.id, action: 'void', actor: system, input: { timeZone } });
    }
  }
}

/** The notice's changes of one kind, each with its bill. */
async function changed<K extends BillChange['change']>(e: Input, kind: K) {
  const made = new Map((await bills.lockAll(e.tx, e.moved.row.id)).map((b) => [b.number, b] as const));
  return (e.input.notice?.changes ?? [])
    .filter((c): c is Extract<BillChange, { change: K }> => c.change === kind)
    .map((c) => ({ c, bill: made.get(c.n) as BillRow }))
    .filter((x) => x.bill);
}

/** prorate_last_bill: the end's period's unpaid bill repriced to the days used, the unpaid bills after it void. */
async function prorateLastBill(e: Input) {
  const timeZone = await timeZoneOf(e.ctx);
  for (const { c, bill } of await changed(e, 'reprice')) {
    await transition(e.ctx, e.tx, billLifecycle, {
      id: bill.id,
      action: 'reprice',
      actor: system,
      patch: { amount: c.quote.total, quote: JSON.stringify(c.quote) },
      input: { timeZone },
    });
  }
  for (const { bill } of await changed(e, 'void')) {
    await transition(e.ctx, e.tx, billLifecycle, { id: bill.id, action: 'void', actor: system, input: { timeZone } });
  }
}

/**
 * refund_unused: each bill paid for days past the end gives those days back (notice.ts: the
 * changes' refunds; the platform fee pro rata, the host's part from pending, available, then owed).
 * The table's `paid_past_end` is this list being non-empty: the effect finds nothing otherwise.
 */
async function refundUnused(e: Input) {
  let total = 0;
  for (const { c, bill } of await changed(e, 'refund')) {
    total += await refundBillUnused(e.ctx, e.tx, e.moved.row, bill.id, bill.quote, c.split);
  }
  if (total > 0) e.input.money = { refund: total, hostKept: null };
}

/**
 * refund_force_majeure (issue 33, decision 0090): before move-in bill 0 as a booking's; once running,
 * every paid bill gives back its days from the first covered one (or today) in full, the days before
 * it lived in and kept (shareRefund), the host's part from pending, available, then owed.
 */
async function refundForceMajeure(e: Input) {
  const end = e.input.forceMajeure?.end;
  if (!end) return asBooking(effectHandlers.refund_force_majeure)!(e);
  let total = 0;
  for (const bill of await bills.lockAll(e.tx, e.moved.row.id)) {
    if (bill.status !== 'paid' || bill.periodEnd < end.from) continue;
    const days = daysBetween(bill.periodStart, bill.periodEnd) + 1;
    const covered = days - Math.max(0, daysBetween(bill.periodStart, end.from));
    const q = bill.quote;
    const split = shareRefund({ ...q, cancellationFeePercentage: 0, firstDay: centavos(0) }, covered, days);
    total += await refundBillUnused(e.ctx, e.tx, e.moved.row, bill.id, q, split);
  }
  e.input.money = { refund: total, hostKept: null };
}

/** notify_staff: a host ends a tenancy for non-payment; every active admin is told. */
async function notifyStaff(e: Input) {
  if (!e.input.notice?.forNonPayment) return;
  const t = e.moved.row;
  const timeZone = await timeZoneOf(e.ctx);
  const endDate = e.input.notice.endDate;
  await tellStaff(
    e.ctx,
    e.tx,
    t,
    (lang) => tenancyWords(lang).staff.nonPaymentTitle({ title: t.listingTitle }),
    (lang) => tenancyWords(lang).staff.nonPayment({ title: t.listingTitle, day: formatDay(endDate, timeZone, lang) }),
  );
}

const effects: Record<TenancyEffect, Handler | null> = {
  // Its status holds or frees its units (listing_used_units counts holding statuses, an open end to
  // 'infinity'); after a notice its end date (written with the status) frees the days after it.
  hold_units: null,
  free_units: null,
  free_units_after_end: null,
  // The next timer is written with the status (write below).
  start_request_deadline: null,
  start_payment_deadline: null,
  schedule_start: null,
  schedule_end: null,
  expire_checkout: asBooking(effectHandlers.expire_checkout),
  open_first_bill: openFirstBill,
  void_unpaid_bills: voidUnpaid,
  prorate_last_bill: prorateLastBill,
  refund_unused: refundUnused,
  // Before move-in only bill 0 is paid: refunded by the listing's policy as a one-month booking.
  refund_by_policy: asBooking(effectHandlers.refund_by_policy),
  refund_in_full: asBooking(effectHandlers.refund_in_full),
  refund_force_majeure: refundForceMajeure,
  count_against_host: null,
  schedule_deposit_return: asBooking(effectHandlers.schedule_deposit_return),
  notify_client: asBooking(effectHandlers.notify_client),
  notify_host: asBooking(effectHandlers.notify_host),
  notify_staff: notifyStaff,
};

/** The next timer of a tenancy in `status`: its request or payment deadline, its start, its end. */
function nextTimer(
  status: TenancyStatus,
  t: Pick<BookingRow, 'startsAt' | 'mode' | 'createdAt'>,
  acceptedAt: Date | null,
  end: Date | null,
) {
  const due = tenancyTimerDue(status, {
    start: new Date(t.startsAt),
    end,
    mode: t.mode,
    createdAt: new Date(t.createdAt),
    acceptedAt,
  });
  return { dueAction: due?.action ?? null, dueAt: due?.at ?? null };
}

/**
 * The tenancy process bound to the bookings table (a tenancy is a booking of kind 'tenancy'):
 * the booking's guards and columns, its own effects and timers.
 */
export const tenancyLifecycle: ProcessBinding<typeof tenancyProcess, BookingRow, TenancyEffectInput> = {
  process: tenancyProcess,
  table: 'bookings',
  columns: bookingColumns,
  guards: {
    instant_book: (f) => f.input.instantBook === true,
    request_to_book: (f) => f.input.instantBook === false,
    force_majeure: (f) => f.input.forceMajeure !== undefined,
  },
  effects,
  conditions: {
    request_mode: (b) => bookingConditions(b.mode)('request_mode'),
    // Both are facts of the notice, not of the row: the effects read them from the notice's outcome.
    paid_past_end: () => true,
    for_non_payment: () => true,
  },
  write: (f) => {
    const { cols, acceptedAt, made } = stampColumns(f);
    // A notice's end date is written with its status; the end timer is read from it.
    const notice = f.input?.notice;
    if (notice) Object.assign(cols, { endDate: notice.endDate, endsAt: notice.endsAt });
    // A running tenancy a force majeure event ends: its last day is written with its status.
    const ended = f.input?.forceMajeure?.end;
    if (ended) Object.assign(cols, { endDate: ended.endDate, endsAt: ended.endsAt });
    const end = notice?.endsAt ?? ended?.endsAt ?? (made?.endsAt ? new Date(made.endsAt) : null);
    if (made) Object.assign(cols, nextTimer(f.to, made, acceptedAt, end));
    return cols;
  },
  due: (b) => ({ action: b.dueAction, at: b.dueAt ? new Date(b.dueAt) : null }),
  refused: tenancyTransitionRefused,
  notFound: bookingNotFound,
  reasonRequired: () =>
    new AppError(ErrorCode.validation, bookingMessages.reasonRequired, { reason: bookingMessages.reasonRequired }),
  notDue: () => new AppError(ErrorCode.invalidTransition, bookingMessages.notDue),
};
