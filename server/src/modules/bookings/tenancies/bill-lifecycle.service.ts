import {
  AppError,
  billNotFound,
  billProcess,
  billTimerDue,
  billTransitionRefused,
  ErrorCode,
  tenancyMessages,
  tenancyProcess,
  type BillEffect,
  type BillStatus,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import { fire, type EffectInput, type Moved, type ProcessBinding } from '../../../process/engine';
import { record } from '../../audit/audit.service';
import { closeBillCheckout, recordPayment } from '../../payments/refunds/payment-effects.service';
import type { PaymentRow } from '../../payments/payments.types';
import { bookingsRepository } from '../core/bookings.repository';
import type { BillRow } from './bills.repository';
import { aboutTheSpace, billFacts, tellTenancySide, tenancyWords } from './tenancy-notify.service';
import { autopayCardOf } from '../../payments/autopay/autopay.service';

const w = tenancyMessages.bills;

/** What a bill's transition is run with: the platform's zone (its timers), the payment that paid it. */
export interface BillEffectInput {
  timeZone: string;
  payment?: PaymentRow;
}

type Input = EffectInput<typeof billProcess, BillRow, BillEffectInput>;
export type BillMoved = Moved<typeof billProcess, BillRow>;

/** What a side reads of a bill's move, in `lang`: its news, or nothing to tell (the actions that tell are `told`). */
function billNews(moved: BillMoved, to: 'client' | 'host', timeZone: string, autopay: boolean, lang: Language): string {
  const w = tenancyWords(lang).bills;
  const f = billFacts(moved.row, timeZone, lang);
  switch (moved.action) {
    case 'open':
      // A client who pays by saved card is told when it is charged (on the due day), not asked to pay.
      return autopay ? w.autopayReminder(f) : w.reminder({ ...f, days: 5 });
    case 'overdue':
      return to === 'client' ? w.overdue(f) : w.hostOverdue(f);
    case 'pay':
      return to === 'client' ? w.paidClient(f) : w.paidHost(f);
    case 'reprice':
      return w.repriced(f);
    default:
      return moved.reason ? w.voidedReason({ ...f, reason: moved.reason }) : w.voided(f);
  }
}

/** The bill's moves a side is told of. */
const told: readonly string[] = ['open', 'overdue', 'pay', 'reprice', 'void'];

/** notify_client / notify_host of a bill: the in-app notification and the email (topic payment). */
async function tellSide(e: Input, to: 'client' | 'host') {
  const booking = await bookingsRepository.lock(e.tx, e.moved.row.bookingId);
  if (!booking) return;
  const autopay = to === 'client' && e.moved.action === 'open' && !!(await autopayCardOf(e.tx, booking.id));
  if (!told.includes(e.moved.action)) return;
  await tellTenancySide(e.ctx, e.tx, booking, to, {
    say: aboutTheSpace(booking, (_, lang) => billNews(e.moved, to, e.input.timeZone, autopay, lang), 'seeBills'),
    topic: 'payment',
    priority: e.moved.action === 'overdue' ? 'high' : 'normal',
    requiresAction: to === 'client' && !autopay && (e.moved.to === 'open' || e.moved.to === 'overdue'),
    amount: e.moved.row.amount,
  });
}

const effects: Record<BillEffect, ((e: Input) => Promise<void>) | null> = {
  // A bill's checkout is made when its client asks to pay (POST /api/bookings/:id/bills/:billId/checkout),
  // as a booking's is: a gateway checkout expires within a day, a bill is open for five.
  open_checkout: null,
  // The open checkout asks the old amount: closed, the next ask makes one for the new.
  reprice_checkout: (e) => closeBillCheckout(e.ctx, e.tx, e.moved.row.id),
  expire_checkout: (e) => closeBillCheckout(e.ctx, e.tx, e.moved.row.id),
  // The bill's amounts in the ledger, as a booking's payment (the platform fee, the host's earnings pending, the tax).
  post_payment: async (e) => {
    const booking = await bookingsRepository.lock(e.tx, e.moved.row.bookingId);
    if (booking && e.input.payment) await recordPayment(e.ctx, e.tx, booking, e.input.payment, e.moved.row.quote);
  },
  // Bill 0 paid: the tenancy is confirmed (its `pay`, fired by the payment).
  confirm_tenancy: async (e) => {
    await fire(e.ctx, e.tx, tenancyProcess, {
      id: e.moved.row.bookingId,
      action: 'pay',
      actor: { role: 'payment', userId: null },
      input: { payment: e.input.payment, money: { refund: null, hostKept: null } },
    });
  },
  notify_client: (e) => tellSide(e, 'client'),
  notify_host: (e) => tellSide(e, 'host'),
  audit: async (e) => {
    await record(e.tx, {
      actorId: e.moved.actor.userId,
      action: `bill.${e.moved.action}`,
      targetType: 'booking',
      targetId: e.moved.row.bookingId,
      before: { billId: e.moved.row.id, status: e.moved.from },
      after: { billId: e.moved.row.id, status: e.moved.to, ...(e.moved.reason ? { reason: e.moved.reason } : {}) },
      at: e.ctx.clock.now(),
    });
  },
};

/** The bill process bound to the bills table: its timers from its due date, its effects. */
export const billLifecycle: ProcessBinding<typeof billProcess, BillRow, BillEffectInput> = {
  process: billProcess,
  table: 'bills',
  guards: {} as Record<never, never>,
  effects,
  conditions: {
    first_bill: (b) => b.number === 0,
    // open_checkout makes nothing (a checkout is made when the client asks): every bill keeps its
    // checkout, so a client who pays by saved card may still pay early, or pay there when the card
    // needs them (decision 0085). Only the open notice differs (tellSide).
    pays_by_checkout: () => true,
  },
  write: (f) => {
    const made = f.row ?? (f.values as BillRow | undefined);
    const cols: Record<string, unknown> = {};
    if (f.action === 'pay') cols.paidAt = f.now;
    if (f.reason) cols.reason = f.reason;
    if (made) {
      const due = billTimerDue(f.to as BillStatus, made.dueOn, f.input.timeZone);
      cols.dueAction = due?.action ?? null;
      cols.dueAt = due?.at ?? null;
    }
    return cols;
  },
  due: (b) => ({ action: b.dueAction, at: b.dueAt ? new Date(b.dueAt) : null }),
  refused: billTransitionRefused,
  notFound: billNotFound,
  reasonRequired: () => new AppError(ErrorCode.validation, w.voidReasonRequired, { reason: w.voidReasonRequired }),
};
