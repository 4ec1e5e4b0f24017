import { describe, expect, it } from 'vitest';
import { accessPolicy, type AccessParty } from '../access/policy';
import { paymentProcess, refundProcess } from '../bookings/payment-process';
import { bookingProcess } from '../bookings/process';
import { disputeProcess } from '../disputes/process';
import { checklistProcess } from '../handover/process';
import { listingProcess } from '../listings/status';
import { payoutProcess } from '../money/payout-process';
import { reviewProcess } from '../reviews/process';
import { billProcess, tenancyProcess } from '../tenancies/process';
import { defineProcess, processProblems, type AnyProcess } from './define';

/** Every lifecycle of the platform: each is one table (decision 0075). */
const processes: AnyProcess[] = [
  bookingProcess,
  listingProcess,
  paymentProcess,
  refundProcess,
  payoutProcess,
  disputeProcess,
  reviewProcess,
  tenancyProcess,
  billProcess,
  checklistProcess,
];

/**
 * Who fires a transition, and the access policy's rule for the route that fires it (policy.ts): the
 * people among `by` are exactly those the policy lets through. The platform's own actors (system, the
 * payment gateway) are no one's route.
 */
const routes: [AnyProcess, string, keyof typeof accessPolicy, string][] = [
  [bookingProcess, 'accept', 'booking', 'accept'],
  [bookingProcess, 'decline', 'booking', 'decline'],
  [bookingProcess, 'cancel', 'booking', 'cancel'],
  [bookingProcess, 'request', 'booking', 'create'],
  [bookingProcess, 'book_instantly', 'booking', 'create'],
  [paymentProcess, 'open', 'payment', 'checkout'],
  [paymentProcess, 'refund', 'payment', 'refund'],
  [paymentProcess, 'refund_part', 'payment', 'refund'],
  [refundProcess, 'create', 'payment', 'refund'],
  [payoutProcess, 'request', 'payout', 'request'],
  [payoutProcess, 'process', 'payout', 'mark'],
  [payoutProcess, 'fail', 'payout', 'mark'],
  [disputeProcess, 'open', 'dispute', 'open'],
  [disputeProcess, 'resolve', 'dispute', 'resolve'],
  [reviewProcess, 'write', 'review', 'write'],
  [reviewProcess, 'hide', 'review', 'moderate'],
  [reviewProcess, 'restore', 'review', 'moderate'],
  // A tenancy is a booking: the booking's routes fire its front half.
  [tenancyProcess, 'request', 'booking', 'create'],
  [tenancyProcess, 'book_instantly', 'booking', 'create'],
  [tenancyProcess, 'accept', 'booking', 'accept'],
  [tenancyProcess, 'decline', 'booking', 'decline'],
  [tenancyProcess, 'cancel', 'booking', 'cancel'],
  [tenancyProcess, 'give_notice', 'booking', 'notice'],
  [billProcess, 'void', 'payment', 'voidBill'],
  // Move-in and move-out checklists (issue 33): the two sides open, change and sign them; staff read.
  [checklistProcess, 'open', 'handover', 'write'],
  [checklistProcess, 'edit', 'handover', 'write'],
  [checklistProcess, 'sign', 'handover', 'sign'],
];
const people: readonly string[] = ['client', 'host', 'other', 'moderator', 'admin'] satisfies AccessParty[];

describe('every process table (issue 31)', () => {
  it.each(processes.map((p) => [p.name, p] as const))('%s is consistent', (_, p) => {
    expect(processProblems(p)).toEqual([]);
  });

  it('names every state a transition reaches, leaves no terminal state, and times only states that can wait', () => {
    for (const p of processes) {
      for (const r of p.rows) {
        expect(p.states, `${p.name}.${r.action}`).toContain(r.to);
        for (const s of r.from ?? []) expect(p.terminal, `${p.name}.${r.action} from ${s}`).not.toContain(s);
        if (r.at) for (const s of r.from ?? []) expect(p.terminal).not.toContain(s);
      }
    }
    // Bookings, reviews, tenancies, bills and checklists wait on the clock: each status that can wait has exactly its one timer.
    const timers = processes.flatMap((p) => p.rows.filter((r) => r.at).map((r) => [p.name, r.action, r.from, r.at]));
    expect(timers).toEqual([
      ['booking', 'expire_request', ['pending'], 'request_deadline'],
      ['booking', 'expire_payment', ['awaiting_payment'], 'payment_deadline'],
      ['booking', 'start', ['confirmed'], 'start'],
      ['booking', 'complete', ['active'], 'end'],
      ['review', 'reveal', ['blind'], 'window_closes'],
      ['tenancy', 'expire_request', ['pending'], 'request_deadline'],
      ['tenancy', 'expire_payment', ['awaiting_payment'], 'payment_deadline'],
      ['tenancy', 'start', ['confirmed'], 'start'],
      ['tenancy', 'end', ['notice_given'], 'end'],
      ['bill', 'open', ['upcoming'], 'opening'],
      ['bill', 'overdue', ['open'], 'due_passed'],
      ['checklist', 'deem', ['signed_by_one'], 'deemedAcceptance'],
    ]);
  });

  it('reveals a blind review when the other side has written, else when its window closes', () => {
    const both = (holds: boolean) => (g: string) => g === 'both_written' && holds;
    const early = reviewProcess.resolve('reveal', 'blind', 'system', both(true));
    expect(early).toMatchObject({ to: 'visible', guard: 'both_written' });
    expect(early?.at).toBeUndefined();
    expect(reviewProcess.resolve('reveal', 'blind', 'system', both(false))).toMatchObject({
      to: 'visible',
      at: 'window_closes',
    });
    expect(reviewProcess.timerOf('blind')).toMatchObject({ action: 'reveal', at: 'window_closes' });
    expect(reviewProcess.timerOf('visible')).toBeNull();
    expect(reviewProcess.timerOf('hidden')).toBeNull();
    for (const who of ['client', 'host', 'moderator', 'admin'])
      expect(reviewProcess.canFire('reveal', 'blind', who), who).toBe(false);
  });

  it('gives each person the buttons of payouts, disputes and reviews the web shows', () => {
    // A payout: staff mark a pending one; nothing is left to do once it is settled, and a host marks none.
    expect(payoutProcess.actionsFor('pending', 'admin')).toEqual(['process', 'fail']);
    expect(payoutProcess.actionsFor('processed', 'admin')).toEqual([]);
    expect(payoutProcess.actionsFor('failed', 'admin')).toEqual([]);
    expect(payoutProcess.actionsFor('pending', 'host')).toEqual([]);
    // A dispute: an admin resolves an open one; its sides only open one (a creation, not a button on it).
    expect(disputeProcess.actionsFor('open', 'admin')).toEqual(['resolve']);
    expect(disputeProcess.actionsFor('resolved', 'admin')).toEqual([]);
    for (const side of ['client', 'host']) expect(disputeProcess.actionsFor('open', side)).toEqual([]);
    // A review: staff hide a blind or visible one and restore a hidden one; the timer is no one's button.
    for (const staff of ['moderator', 'admin']) {
      expect(reviewProcess.actionsFor('blind', staff)).toEqual(['hide']);
      expect(reviewProcess.actionsFor('visible', staff)).toEqual(['hide']);
      expect(reviewProcess.actionsFor('hidden', staff)).toEqual(['restore']);
    }
    for (const side of ['client', 'host'])
      for (const s of ['blind', 'visible', 'hidden'] as const) expect(reviewProcess.actionsFor(s, side)).toEqual([]);
  });

  it('lets fire a transition exactly the people the access policy lets through its route', () => {
    for (const [p, action, resource, policyAction] of routes) {
      const rule = (accessPolicy[resource] as Record<string, { allow: readonly string[] }>)[policyAction];
      const firing = new Set(p.rows.filter((r) => r.action === action).flatMap((r) => [...r.by]));
      const who = [...firing].filter((x) => people.includes(x)).sort();
      expect(who, `${p.name}.${action}`).toEqual(rule.allow.filter((x) => people.includes(x)).sort());
    }
  });

  it('finds what is wrong with a table', () => {
    const broken = defineProcess<'a' | 'b' | 'c', 'make' | 'go' | 'wait' | 'back', 'user' | 'system', never, 'soon'>({
      name: 'broken',
      states: ['a', 'b', 'c'],
      terminal: ['b'],
      actors: ['user', 'system'],
      transitions: {
        make: { from: null, to: 'a', by: ['user'] },
        go: { from: ['a'], to: 'x' as 'a', by: ['user'] },
        wait: { from: ['b'], to: 'a', by: ['user'], at: 'soon' },
        back: { from: ['a'], to: 'c', by: ['user'], at: 'soon' },
      },
    });
    expect(processProblems(broken)).toEqual([
      'broken.go: x is not a state of broken',
      'broken.wait leaves b, a terminal state',
      'broken.wait: a timer is fired by system alone',
      'broken.back: a timer is fired by system alone',
      'broken: c is not terminal but nothing leaves it',
    ]);
  });

  it('takes the first row whose guard holds, and runs the effects that apply', () => {
    const paused = (byStaff: boolean) => (g: string) => (g === 'paused_by_staff' ? byStaff : !byStaff);
    expect(listingProcess.resolve('resume', 'paused', 'host', paused(false))?.to).toBe('active');
    expect(listingProcess.resolve('resume', 'paused', 'host', paused(true))?.to).toBe('pending_review');
    expect(listingProcess.resolve('resume', 'paused', 'admin', paused(true))).toBeNull();
    // A creation: the guard chooses between a request and an instant booking.
    const instant = (g: string) => g === 'instant_book';
    expect(bookingProcess.resolve(null, null, 'client', instant)?.action).toBe('book_instantly');
    expect(bookingProcess.resolve(null, null, 'client', (g) => g === 'request_to_book')?.action).toBe('request');
    expect(bookingProcess.resolve(null, null, 'host', instant)).toBeNull();
    const pause = listingProcess.rows.find((r) => r.action === 'pause')!;
    expect(listingProcess.effectsOf(pause, 'active', 'moderator')).toEqual(['mark_staff_pause', 'email_host']);
  });
});
