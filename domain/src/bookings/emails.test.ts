import { describe, expect, it } from 'vitest';
import { bookingActions } from './process';
import { describePeriod, refundedPaymentEmail, transitionEmail, type TransitionEmailInput } from './emails';

const links = {
  booking: 'https://espasyo.test/host/bookings/b1',
  pay: 'https://espasyo.test/client/bookings/b1/checkout',
  browse: 'https://espasyo.test/client/browse',
  listing: 'https://espasyo.test/spaces/l1',
  settings: 'https://espasyo.test/host/settings#notifications',
};

const base: TransitionEmailInput = {
  action: 'request',
  by: 'client',
  from: 'pending',
  to: 'host',
  firstName: 'Maria',
  platformName: 'Espasyo',
  timeZone: 'Asia/Manila',
  clientName: 'Juan Dela Cruz',
  hostName: 'Maria S.',
  booking: {
    title: 'Garage in Makati',
    mode: 'request',
    kind: 'days',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: new Date('2026-11-30T16:00:00Z'),
    endsAt: new Date('2026-12-03T16:00:00Z'),
    units: 2,
    total: 60_000,
    hostEarnings: 54_600,
    platformFeePercentage: 9,
    cancellationPolicy: 'moderate',
    dueAt: new Date('2026-11-25T07:05:00Z'),
    reason: null,
  },
  links,
  refund: null,
  hostKept: null,
};

describe('booking emails', () => {
  it('a request tells the host who, what, when, how many, the money, the deadline and where to answer', () => {
    const mail = transitionEmail(base)!;
    expect(mail.topic).toBe('booking');
    expect(mail.subject).toBe('New booking request: Garage in Makati');
    expect(mail.text).toBe(
      [
        'Hi Maria,',
        'Juan Dela Cruz asked to book “Garage in Makati”.',
        [
          'Space: Garage in Makati',
          'When: Tue, 1 Dec 2026 to Thu, 3 Dec 2026 (3 days)',
          'Units: 2',
          'Total: ₱600',
          'Your earnings: ₱546 (after the 9% platform fee)',
        ].join('\n'),
        'Accept or decline it by Wed, 25 Nov 2026, 3:05 PM. If you do not answer by then, the request expires and the dates are free again. Nothing is charged until you accept and the client pays.',
        'Answer the request: https://espasyo.test/host/bookings/b1',
        'You get this email because booking emails are on in your settings. Change that here: https://espasyo.test/host/settings#notifications',
        '— Espasyo',
      ].join('\n\n'),
    );
  });

  it('an hourly booking shows its hours on the day in the platform zone', () => {
    const b = {
      ...base.booking,
      kind: 'hours' as const,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startsAt: new Date('2026-12-01T02:00:00Z'),
      endsAt: new Date('2026-12-01T05:00:00Z'),
    };
    expect(describePeriod(b, 'Asia/Manila')).toBe('Tue, 1 Dec 2026, 10:00 AM to 1:00 PM (3 hours)');
    const started = transitionEmail({
      ...base,
      action: 'start',
      by: 'system',
      from: 'confirmed',
      to: 'client',
      booking: b,
    })!;
    expect(started.text).toContain('It runs until 1:00 PM on Tue, 1 Dec 2026.');
    expect(describePeriod({ ...base.booking, endDate: '2026-12-01' }, 'Asia/Manila')).toBe('Tue, 1 Dec 2026 (1 day)');
  });

  it('an accepted request gives the client the amount, the pay link and the deadline; no earnings for the client', () => {
    const mail = transitionEmail({ ...base, action: 'accept', by: 'host', to: 'client', firstName: 'Juan' })!;
    expect(mail.subject).toBe('Your request was accepted: Garage in Makati');
    expect(mail.text).toContain('Maria S. accepted your request');
    expect(mail.text).toContain('sign the rental agreement and pay ₱600 by Wed, 25 Nov 2026, 3:05 PM');
    expect(mail.text).toContain(`Sign and pay: ${links.pay}`);
    expect(mail.text).not.toContain('earnings');
  });

  it('a decline and a cancellation give the reason; staff are named as staff', () => {
    const declined = transitionEmail({
      ...base,
      action: 'decline',
      by: 'admin',
      to: 'client',
      booking: { ...base.booking, reason: 'The host is away' },
    })!;
    expect(declined.text).toContain('Espasyo staff declined your request to book “Garage in Makati”.');
    expect(declined.text).toContain('The reason given: The host is away');
    expect(declined.text).toContain('Nothing was charged.');
    const cancelled = transitionEmail({
      ...base,
      action: 'cancel',
      by: 'host',
      from: 'confirmed',
      to: 'client',
      refund: 60_000,
      booking: { ...base.booking, reason: 'The unit flooded' },
    })!;
    expect(cancelled.subject).toBe('Your booking was cancelled: Garage in Makati');
    expect(cancelled.text).toContain('You get a full refund of ₱600');
    expect(cancelled.text).toContain('The reason given: The unit flooded');
  });

  it("a client's cancellation tells the host the refund by the policy and what they keep", () => {
    const mail = transitionEmail({
      ...base,
      action: 'cancel',
      by: 'client',
      from: 'confirmed',
      refund: 30_000,
      hostKept: 27_300,
    })!;
    expect(mail.subject).toBe('Booking cancelled by the client: Garage in Makati');
    expect(mail.text).toContain(
      'Under the Moderate cancellation policy the client gets ₱300 back, and you keep ₱273 of your earnings.',
    );
    expect(mail.text).not.toContain('Your earnings:');
    const request = transitionEmail({ ...base, action: 'cancel', by: 'client', from: 'pending' })!;
    expect(request.subject).toBe('Request cancelled by the client: Garage in Makati');
    expect(request.text).not.toContain('refund');
  });

  it('has wording for every transition that notifies someone, and none for an instant booking', () => {
    for (const action of bookingActions) {
      for (const to of ['client', 'host'] as const) {
        const mail = transitionEmail({ ...base, action, to, by: 'admin', from: 'confirmed' });
        if (action === 'book_instantly' || (action === 'request' && to === 'client')) expect(mail).toBeNull();
        else expect(mail?.subject).toMatch(/Garage in Makati$/);
      }
    }
  });

  it('a refunded late, second or unconfirmed payment is a payment email', () => {
    const mail = refundedPaymentEmail({ ...base, to: 'client', amount: 60_000, reason: 'duplicate_payment' });
    expect(mail.topic).toBe('payment');
    expect(mail.subject).toBe('Your payment was refunded: Garage in Makati');
    expect(mail.text).toContain('a second payment of ₱600');
    expect(mail.text).toContain('because payment emails are on');
    const unconfirmed = refundedPaymentEmail({ ...base, to: 'client', amount: 59_900, reason: 'unconfirmed_payment' });
    expect(unconfirmed.text).toContain(
      'The payment of ₱599 we received for “Garage in Makati” did not match the booking’s amount',
    );
  });
});
