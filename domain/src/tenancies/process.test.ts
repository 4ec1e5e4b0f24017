import { describe, expect, it } from 'vitest';
import { bookingProcess } from '../bookings/process';
import { dayStartIn } from '../bookings/time';
import {
  billActions,
  billProcess,
  billStatuses,
  tenancyActions,
  tenancyHoldingStatuses,
  tenancyProcess,
  tenancyStatuses,
  type BillAction,
  type BillStatus,
  type TenancyAction,
  type TenancyStatus,
} from './process';
import { billMoments, billTimerDue, tenancyTimerDue } from './time';

const actors = ['client', 'host', 'admin', 'system', 'payment', 'gateway', 'moderator', 'stranger'];

/**
 * Every action × status × actor against a table written out again by hand: [action, from, to, by],
 * an action's rows together (one `to` for each of its `from`s).
 */
function checkTable<S extends string, A extends string>(
  p: { canFire(a: A, s: S | null, actor: string): boolean; next(a: A, s: S | null): S | null; actions: readonly A[] },
  statuses: readonly S[],
  table: [A, (S | null)[], S, string[]][],
) {
  for (const action of p.actions) {
    const rows = table.filter((r) => r[0] === action);
    for (const status of [null, ...statuses]) {
      const leaving = rows.filter(([, from]) => from.includes(status));
      expect(p.next(action, status), `${action} from ${status}`).toBe(leaving[0]?.[2] ?? null);
      for (const actor of actors) {
        expect(p.canFire(action, status, actor), `${action} ${status} ${actor}`).toBe(
          leaving.some(([, , , by]) => by.includes(actor)),
        );
      }
    }
  }
  expect([...new Set(table.map((r) => r[0]))].sort()).toEqual([...p.actions].sort());
}

describe('the tenancy process (issue 32)', () => {
  it('is exactly this table: every action × status × actor', () => {
    checkTable<TenancyStatus, TenancyAction>(tenancyProcess, tenancyStatuses, [
      ['request', [null], 'pending', ['client']],
      ['book_instantly', [null], 'awaiting_payment', ['client']],
      ['accept', ['pending'], 'awaiting_payment', ['host', 'admin']],
      ['decline', ['pending'], 'declined', ['host', 'admin']],
      ['expire_request', ['pending'], 'expired', ['system']],
      ['pay', ['awaiting_payment'], 'confirmed', ['payment']],
      ['expire_payment', ['awaiting_payment'], 'expired', ['system']],
      ['start', ['confirmed'], 'active', ['system']],
      ['cancel', ['pending', 'awaiting_payment', 'confirmed'], 'cancelled', ['client', 'host', 'admin']],
      // Issue 33: a declared force majeure event covers it: cancelled before move-in, ended once running.
      ['cancel_force_majeure', ['confirmed'], 'cancelled', ['client', 'host', 'admin']],
      ['cancel_force_majeure', ['active', 'notice_given'], 'ended', ['client', 'host', 'admin']],
      ['give_notice', ['active', 'notice_given'], 'notice_given', ['client', 'host', 'admin']],
      ['end', ['notice_given'], 'ended', ['system']],
    ]);
    expect(tenancyActions).toEqual(tenancyProcess.actions);
  });

  it('begins as a booking does: the same request → accept → sign → pay rows, instant book and cancel', () => {
    const shape = ({ from, to, by, guard, at, reasonFrom, startedBy }: (typeof bookingProcess.rows)[number]) => ({
      from,
      to,
      by,
      guard,
      at,
      reasonFrom,
      startedBy,
    });
    const front = [
      'request',
      'book_instantly',
      'accept',
      'decline',
      'expire_request',
      'pay',
      'expire_payment',
      'start',
      'cancel',
    ];
    for (const action of front) {
      const t = tenancyProcess.rows.find((r) => r.action === action)!;
      const b = bookingProcess.rows.find((r) => r.action === action)!;
      expect(shape(t as never), action).toEqual(shape(b));
    }
  });

  it.each<[TenancyStatus, 'client' | 'host' | 'admin', TenancyAction[]]>([
    ['pending', 'client', ['cancel']],
    ['pending', 'host', ['accept', 'decline', 'cancel']],
    ['awaiting_payment', 'client', ['pay', 'cancel']],
    ['awaiting_payment', 'host', ['cancel']],
    ['confirmed', 'client', ['cancel', 'cancel_force_majeure']],
    ['confirmed', 'admin', ['cancel', 'cancel_force_majeure']],
    ['active', 'client', ['cancel_force_majeure', 'give_notice']],
    ['active', 'host', ['cancel_force_majeure', 'give_notice']],
    ['active', 'admin', ['cancel_force_majeure', 'give_notice']],
    ['notice_given', 'host', ['cancel_force_majeure', 'give_notice']],
    ['ended', 'client', []],
    ['cancelled', 'host', []],
  ])('in %s, a %s may %j', (status, viewer, actions) => {
    expect(tenancyProcess.actionsFor(status, viewer)).toEqual(actions);
  });

  it('asks staff for a reason to give notice, not the two sides; a host’s decline and cancel as a booking’s', () => {
    expect(tenancyProcess.needsReason('give_notice', 'admin')).toBe(true);
    expect(tenancyProcess.needsReason('give_notice', 'host')).toBe(false);
    expect(tenancyProcess.needsReason('give_notice', 'client')).toBe(false);
    expect(tenancyProcess.needsReason('cancel', 'host')).toBe(true);
  });

  it('claims its units until it ends, and waits on the clock only before it runs and after notice', () => {
    expect(tenancyHoldingStatuses).toEqual(['pending', 'awaiting_payment', 'confirmed', 'active', 'notice_given']);
    const timers = tenancyStatuses.map((s) => [s, tenancyProcess.timerOf(s)?.action ?? null]);
    expect(Object.fromEntries(timers)).toEqual({
      pending: 'expire_request',
      awaiting_payment: 'expire_payment',
      confirmed: 'start',
      active: null,
      notice_given: 'end',
      ended: null,
      declined: null,
      expired: null,
      cancelled: null,
    });
  });

  it('opens bill 0 on acceptance, voids unpaid bills when it cannot go on, and settles the bills after a notice', () => {
    const row = (a: TenancyAction) => tenancyProcess.rows.find((r) => r.action === a)!;
    const holds =
      (...c: string[]) =>
      (x: string) =>
        c.includes(x);
    expect(tenancyProcess.effectsOf(row('accept'), 'pending', 'host')).toEqual([
      'open_first_bill',
      'start_payment_deadline',
      'notify_client',
    ]);
    expect(tenancyProcess.effectsOf(row('book_instantly'), null, 'client')).toEqual([
      'hold_units',
      'open_first_bill',
      'start_payment_deadline',
    ]);
    expect(tenancyProcess.effectsOf(row('pay'), 'awaiting_payment', 'payment')).toEqual([
      'schedule_start',
      'notify_client',
      'notify_host',
    ]);
    expect(tenancyProcess.effectsOf(row('cancel'), 'confirmed', 'client', holds())).toEqual([
      'free_units',
      'void_unpaid_bills',
      'refund_by_policy',
      'notify_host',
    ]);
    expect(tenancyProcess.effectsOf(row('cancel'), 'awaiting_payment', 'host', holds('request_mode'))).toEqual([
      'free_units',
      'expire_checkout',
      'void_unpaid_bills',
      'count_against_host',
      'notify_client',
    ]);
    expect(tenancyProcess.effectsOf(row('give_notice'), 'active', 'client', holds())).toEqual([
      'free_units_after_end',
      'prorate_last_bill',
      'schedule_end',
      'notify_host',
    ]);
    expect(tenancyProcess.effectsOf(row('give_notice'), 'active', 'client', holds('paid_past_end'))).toContain(
      'refund_unused',
    );
    expect(
      tenancyProcess.effectsOf(row('give_notice'), 'active', 'host', holds('for_non_payment', 'paid_past_end')),
    ).toEqual([
      'free_units_after_end',
      'prorate_last_bill',
      'refund_unused',
      'schedule_end',
      'notify_client',
      'notify_staff',
    ]);
    expect(tenancyProcess.effectsOf(row('give_notice'), 'active', 'client', holds('for_non_payment'))).not.toContain(
      'notify_staff',
    );
    // Ended (by its date, or by a typhoon while it ran): its deposit's return falls due.
    expect(tenancyProcess.effectsOf(row('end'), 'notice_given', 'system')).toContain('schedule_deposit_return');
    const fm = tenancyProcess.rows.filter((r) => r.action === 'cancel_force_majeure');
    expect(fm.map((r) => (r.effects ?? []).includes('schedule_deposit_return'))).toEqual([false, true]);
  });

  it('fires its timers at the booking’s deadlines and start, and at midnight after the end date', () => {
    const start = dayStartIn('2027-01-15', 'Asia/Manila');
    const t = {
      mode: 'request' as const,
      createdAt: new Date('2027-01-10T02:00:00Z'),
      acceptedAt: new Date('2027-01-10T05:00:00Z'),
      start,
      end: null,
    };
    expect(tenancyTimerDue('pending', t)).toEqual({ action: 'expire_request', at: new Date('2027-01-11T02:00:00Z') });
    expect(tenancyTimerDue('awaiting_payment', t)).toEqual({
      action: 'expire_payment',
      at: new Date('2027-01-11T05:00:00Z'),
    });
    expect(tenancyTimerDue('confirmed', t)).toEqual({ action: 'start', at: start });
    expect(tenancyTimerDue('active', t)).toBeNull();
    expect(tenancyTimerDue('notice_given', t)).toBeNull();
    const end = dayStartIn('2027-03-18', 'Asia/Manila');
    expect(tenancyTimerDue('notice_given', { ...t, end })).toEqual({ action: 'end', at: end });
    expect(tenancyTimerDue('ended', { ...t, end })).toBeNull();
  });
});

describe('the bill process (issue 32)', () => {
  it('is exactly this table: every action × status × actor', () => {
    checkTable<BillStatus, BillAction>(billProcess, billStatuses, [
      ['schedule', [null], 'upcoming', ['system']],
      ['issue', [null], 'open', ['system']],
      ['open', ['upcoming'], 'open', ['system']],
      ['overdue', ['open'], 'overdue', ['system']],
      ['pay', ['open', 'overdue'], 'paid', ['payment']],
      ['void', ['upcoming', 'open', 'overdue'], 'void', ['system', 'admin']],
      // A new amount keeps the status it finds.
      ['reprice', ['upcoming'], 'upcoming', ['system']],
      ['reprice', ['open'], 'open', ['system']],
      ['reprice', ['overdue'], 'overdue', ['system']],
    ]);
    for (const s of ['upcoming', 'open', 'overdue'] as const)
      expect(billProcess.resolve('reprice', s, 'system')?.to).toBe(s);
    expect(billActions).toEqual(billProcess.actions);
  });

  it.each<[BillStatus, 'client' | 'host' | 'admin', BillAction[]]>([
    ['upcoming', 'client', []],
    ['upcoming', 'admin', ['void']],
    ['open', 'client', ['pay']],
    ['open', 'host', []],
    ['overdue', 'client', ['pay']],
    ['overdue', 'admin', ['void']],
    ['paid', 'admin', []],
    ['void', 'client', []],
  ])('in %s, a %s may %j', (status, viewer, actions) => {
    expect(billProcess.actionsFor(status, viewer)).toEqual(actions);
  });

  it('asks an admin for a reason to void a bill and audits it; the system voids without one', () => {
    expect(billProcess.needsReason('void', 'admin')).toBe(true);
    expect(billProcess.needsReason('void', 'system')).toBe(false);
    const row = billProcess.rows.find((r) => r.action === 'void')!;
    expect(billProcess.effectsOf(row, 'open', 'admin')).toEqual([
      'expire_checkout',
      'audit',
      'notify_client',
      'notify_host',
    ]);
    expect(billProcess.effectsOf(row, 'upcoming', 'system')).toEqual([]);
  });

  it('opens a checkout only for a client who pays by checkout; bill 0 paid confirms the tenancy', () => {
    const row = (a: BillAction) => billProcess.rows.find((r) => r.action === a)!;
    expect(billProcess.effectsOf(row('open'), 'upcoming', 'system', (c) => c === 'pays_by_checkout')).toEqual([
      'open_checkout',
      'notify_client',
    ]);
    expect(billProcess.effectsOf(row('open'), 'upcoming', 'system', () => false)).toEqual(['notify_client']);
    expect(billProcess.effectsOf(row('pay'), 'open', 'payment', (c) => c === 'first_bill')).toEqual([
      'post_payment',
      'confirm_tenancy',
      'notify_client',
      'notify_host',
    ]);
    expect(billProcess.effectsOf(row('pay'), 'overdue', 'payment', () => false)).not.toContain('confirm_tenancy');
  });

  it('opens at midnight of its opening day and is overdue at midnight after its due date, in Manila', () => {
    expect(billMoments('2027-03-01', 'Asia/Manila')).toEqual({
      opening: new Date('2027-02-23T16:00:00Z'),
      due_passed: new Date('2027-03-01T16:00:00Z'),
    });
    expect(billTimerDue('upcoming', '2027-03-01', 'Asia/Manila')).toEqual({
      action: 'open',
      at: new Date('2027-02-23T16:00:00Z'),
    });
    expect(billTimerDue('open', '2027-03-01', 'Asia/Manila')?.action).toBe('overdue');
    expect(billTimerDue('overdue', '2027-03-01', 'Asia/Manila')).toBeNull();
    expect(billTimerDue('paid', '2027-03-01', 'Asia/Manila')).toBeNull();
  });
});
