import {
  bookingEmailMessages,
  describePeriod,
  refundedPaymentEmail,
  staffRefundEmail,
  transitionEmail,
  type TransitionEmailInput,
} from '@espasyo/domain';
import { describe, expect, it } from 'vitest';
import { bookingEmailWords } from './booking-words.service';

/*
 * The booking emails from the catalogue (issue 34): English word for word what domain's
 * bookingEmailMessages wrote, for every transition, side, actor and amount; Filipino for a
 * recipient whose language is Filipino.
 */

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

const hours = {
  ...base.booking,
  kind: 'hours' as const,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startsAt: new Date('2026-12-01T02:00:00Z'),
  endsAt: new Date('2026-12-01T05:00:00Z'),
};
const oneDay = { ...base.booking, endDate: '2026-12-01', endsAt: new Date('2026-12-01T16:00:00Z') };

const actions = [
  'request',
  'book_instantly',
  'accept',
  'decline',
  'expire_request',
  'pay',
  'expire_payment',
  'start',
  'complete',
  'give_notice',
  'end',
  'cancel',
  'cancel_force_majeure',
] as const;

describe('booking emails from the catalogue (issue 34)', () => {
  const en = bookingEmailWords('en');

  it('English is word for word the old wording, for every transition, side, actor, booking and amount', () => {
    let compared = 0;
    for (const action of actions)
      for (const to of ['client', 'host'] as const)
        for (const by of ['client', 'host', 'admin', 'system'] as const)
          for (const from of ['pending', 'confirmed', null] as const)
            for (const booking of [base.booking, hours, oneDay, { ...base.booking, mode: 'instant' as const }])
              for (const money of [
                { refund: null, hostKept: null },
                { refund: 28_500, hostKept: 1_365 },
                { refund: 60_000, hostKept: null },
              ])
                for (const reason of [null, 'The gate is broken.']) {
                  const input: TransitionEmailInput = {
                    ...base,
                    action,
                    to,
                    by,
                    from,
                    booking: { ...booking, reason },
                    ...money,
                  };
                  expect(transitionEmail(input, en)).toEqual(transitionEmail(input));
                  compared += 1;
                }
    expect(compared).toBeGreaterThan(1000);
    for (const reason of ['late_payment', 'duplicate_payment', 'unconfirmed_payment'] as const) {
      const f = { ...base, to: 'client' as const, amount: 60_000, reason };
      expect(refundedPaymentEmail(f, en)).toEqual(refundedPaymentEmail(f));
    }
    for (const full of [true, false]) {
      const f = { ...base, to: 'client' as const, amount: 30_000, full, note: 'Asked by the client.' };
      expect(staffRefundEmail(f, en)).toEqual(staffRefundEmail(f));
    }
    const tenancy = { ...base.booking, kind: 'tenancy' as const, endDate: null, endsAt: null };
    for (const b of [
      base.booking,
      hours,
      oneDay,
      { ...base.booking, endDate: '2027-02-20' },
      tenancy,
      { ...tenancy, endDate: '2027-02-28', endsAt: new Date('2027-02-28T16:00:00Z') },
    ])
      expect(describePeriod(b, 'Asia/Manila', en)).toBe(describePeriod(b, 'Asia/Manila'));
    expect(en.policyNames).toEqual(bookingEmailMessages.policyNames);
  });

  it('a Filipino host gets a booking request in Filipino', () => {
    const mail = transitionEmail(base, bookingEmailWords('fil'))!;
    expect(mail.subject).toBe('Bagong booking request: Garage in Makati');
    expect(mail.text.split('\n\n')).toEqual([
      'Hi Maria,',
      'Gustong i-book ni Juan Dela Cruz ang “Garage in Makati”.',
      [
        'Espasyo: Garage in Makati',
        'Kailan: Mar, 1 Dis 2026 hanggang Huw, 3 Dis 2026 (3 araw)',
        'Units: 2',
        'Kabuuan: ₱600',
        'Kita mo: ₱546 (matapos ang 9% platform fee)',
      ].join('\n'),
      'Tanggapin o tanggihan ito bago ang Miy, 25 Nob 2026, 3:05 PM. Kung hindi ka sumagot hanggang doon, mag-e-expire ang request at bakante na ulit ang mga petsa. Walang sisingilin hangga’t hindi mo ito tinatanggap at hindi nagbabayad ang umuupa.',
      'Sagutin ang request: https://espasyo.test/host/bookings/b1',
      'Natanggap mo ang email na ito dahil naka-on ang mga booking email sa iyong settings. Baguhin ito dito: https://espasyo.test/host/settings#notifications',
      '— Espasyo',
    ]);
  });

  it('its dates in Filipino too: days, hours and a tenancy', () => {
    const fil = bookingEmailWords('fil');
    expect(describePeriod(hours, 'Asia/Manila', fil)).toBe('Mar, 1 Dis 2026, 10:00 AM hanggang 1:00 PM (3 oras)');
    expect(describePeriod(oneDay, 'Asia/Manila', fil)).toBe('Mar, 1 Dis 2026 (1 araw)');
    const tenancy = { ...base.booking, kind: 'tenancy' as const, endDate: null, endsAt: null };
    expect(describePeriod(tenancy, 'Asia/Manila', fil)).toBe('Buwanan simula Mar, 1 Dis 2026');
    expect(
      describePeriod(
        { ...tenancy, endDate: '2027-02-28', endsAt: new Date('2027-02-28T16:00:00Z') },
        'Asia/Manila',
        fil,
      ),
    ).toBe('Buwanan mula Mar, 1 Dis 2026 hanggang Lin, 28 Peb 2027');
    const started = transitionEmail(
      { ...base, booking: hours, action: 'start', from: 'confirmed', to: 'client' },
      fil,
    )!;
    expect(started.text).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Dec)\b/);
    // A tenancy with no end yet: its end in Filipino too.
    const tenancyStarted = [
      transitionEmail({ ...base, booking: tenancy, action: 'start', from: 'confirmed', to: 'client' }, fil),
      transitionEmail({ ...base, booking: tenancy, action: 'start', from: 'confirmed', to: 'host' }, fil),
    ]
      .map((mail) => mail?.text ?? '')
      .join('\n');
    expect(tenancyStarted).not.toContain('No end date');
    expect(tenancyStarted).toContain('Walang petsa ng pagtatapos: natatapos kapag may abiso');
  });

  it('a Filipino client hears of a paid booking, a cancellation and a refund in Filipino', () => {
    const fil = bookingEmailWords('fil');
    const paid = transitionEmail({ ...base, action: 'pay', from: 'awaiting_payment', to: 'client' }, fil)!;
    expect(paid.subject).toBe('Kumpirmado ang booking: Garage in Makati');
    expect(paid.text).toContain('Natanggap namin ang bayad mong ₱600.');
    const cancelled = transitionEmail(
      { ...base, action: 'cancel', by: 'host', from: 'confirmed', to: 'client', refund: 60_000 },
      fil,
    )!;
    expect(cancelled.subject).toBe('Kinansela ang iyong booking: Garage in Makati');
    expect(cancelled.text).toContain('Kinansela ni Maria S. ang iyong booking ng “Garage in Makati”.');
    expect(cancelled.text).toContain('Makakatanggap ka ng buong refund na ₱600');
    const refunded = refundedPaymentEmail({ ...base, to: 'client', amount: 60_000, reason: 'duplicate_payment' }, fil);
    expect(refunded.subject).toBe('Na-refund ang iyong bayad: Garage in Makati');
    expect(refunded.text).toContain('Natanggap mo ang email na ito dahil naka-on ang mga email tungkol sa bayad');
  });
});
