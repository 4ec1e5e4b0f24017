import { describe, expect, it } from 'vitest';
import { bookingActions, bookingTransitions } from './process';
import { effectsOf, hostNotice, transitionEffects } from './process-effects';

describe('what booking transitions do', () => {
  it('holds units on creation and frees them on every way out before the stay', () => {
    expect(effectsOf('request', null, 'client', 'request')).toEqual([
      'hold_units',
      'start_request_deadline',
      'notify_host',
    ]);
    expect(effectsOf('book_instantly', null, 'client', 'instant')).toEqual(['hold_units', 'start_payment_deadline']);
    for (const a of ['decline', 'expire_request', 'expire_payment', 'cancel'] as const) {
      const from = bookingTransitions[a].from![0];
      expect(effectsOf(a, from, bookingTransitions[a].by[0], 'request')).toContain('free_units');
    }
  });

  it('pay records the payment, schedules the start and tells both sides', () => {
    expect(effectsOf('pay', 'awaiting_payment', 'payment', 'request')).toEqual([
      'record_payment',
      'schedule_start',
      'notify_client',
      'notify_host',
    ]);
  });

  it('the stay over (completed, or cancelled by a typhoon while it ran): the deposit’s return falls due', () => {
    expect(effectsOf('complete', 'active', 'system', 'instant')).toContain('schedule_deposit_return');
    expect(effectsOf('cancel_force_majeure', 'active', 'client', 'instant')).toContain('schedule_deposit_return');
    // Before move-in the deposit goes back with the refund itself.
    expect(effectsOf('cancel_force_majeure', 'confirmed', 'client', 'instant')).not.toContain(
      'schedule_deposit_return',
    );
    expect(effectsOf('cancel', 'confirmed', 'client', 'instant')).not.toContain('schedule_deposit_return');
  });

  it('a cancellation refunds by policy for the client, in full for the host or staff, once paid', () => {
    expect(effectsOf('cancel', 'confirmed', 'client', 'request')).toEqual([
      'free_units',
      'refund_by_policy',
      'notify_host',
    ]);
    expect(effectsOf('cancel', 'confirmed', 'host', 'request')).toEqual([
      'free_units',
      'refund_in_full',
      'count_against_host',
      'notify_client',
    ]);
    expect(effectsOf('cancel', 'confirmed', 'admin', 'instant')).toEqual([
      'free_units',
      'refund_in_full',
      'notify_client',
      'notify_host',
    ]);
    expect(effectsOf('cancel', 'pending', 'client', 'request')).toEqual(['free_units', 'notify_host']);
    expect(effectsOf('cancel', 'pending', 'host', 'request')).toEqual(['free_units', 'notify_client']);
  });

  it('an unpaid instant booking is no news to the host; an accepted request is', () => {
    expect(effectsOf('cancel', 'awaiting_payment', 'client', 'instant')).toEqual(['free_units', 'expire_checkout']);
    expect(effectsOf('cancel', 'awaiting_payment', 'client', 'request')).toEqual([
      'free_units',
      'expire_checkout',
      'notify_host',
    ]);
    expect(effectsOf('expire_payment', 'awaiting_payment', 'system', 'instant')).not.toContain('notify_host');
    expect(effectsOf('expire_payment', 'awaiting_payment', 'system', 'request')).toContain('notify_host');
  });

  it("staff acting on a host's behalf tell the host too", () => {
    expect(effectsOf('accept', 'pending', 'host', 'request')).toEqual(['start_payment_deadline', 'notify_client']);
    expect(effectsOf('accept', 'pending', 'admin', 'request')).toContain('notify_host');
    expect(effectsOf('decline', 'pending', 'admin', 'request')).toContain('notify_host');
  });

  it('every action has effects, and every person-fired one tells someone', () => {
    for (const a of bookingActions) expect(transitionEffects[a].length).toBeGreaterThan(0);
  });

  it('host notifications use the spec words: a request is new and pending, pay is paid, a cancel is high', () => {
    expect(hostNotice('request', 'pending', 'request')).toEqual({
      subType: 'new_booking',
      status: 'pending',
      priority: 'normal',
      requiresAction: true,
    });
    expect(hostNotice('pay', 'confirmed', 'request')).toMatchObject({ subType: 'booking_update', status: 'paid' });
    expect(hostNotice('pay', 'confirmed', 'instant')).toMatchObject({ subType: 'new_booking', status: 'paid' });
    expect(hostNotice('cancel', 'cancelled', 'request')).toMatchObject({ status: 'cancelled', priority: 'high' });
    expect(hostNotice('start', 'active', 'request').status).toBe('active');
    expect(hostNotice('complete', 'completed', 'request').status).toBe('completed');
  });
});
