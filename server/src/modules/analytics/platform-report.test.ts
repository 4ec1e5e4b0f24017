import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, createUser, outboxFor } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { at, insertBooking, insertPayment } from './analytics.fixtures';

/**
 * notifications.reportInterval (issue 30): the platform-report job emails admins the summary of
 * the day, week or month just ended, on the interval's day, once per period. Instants are Manila
 * time; 10 Mar 2025 is a Monday.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

const run = async () => (await t.ctx.jobs.runNow('platform-report')).lastResult;
const reports = async () => (await outboxFor(t, admin.email)).filter((m) => /report:/.test(m.subject));

beforeAll(async () => {
  const listingId = await insertListing(t, host.user.id, {
    city: cities.makati,
    approvedAt: at('2025-01-01T09:00:00'),
  });
  const on = { listingId, hostId: host.user.id, clientId: client.user.id };
  // In the week of 3–9 March: a booking made, confirmed and paid (₱1,090, of which ₱90 the fee).
  const b = await insertBooking(t, {
    ...on,
    status: 'confirmed',
    startDate: '2025-03-20',
    endDate: '2025-03-21',
    total: 109_000,
    createdAt: at('2025-03-04T10:00:00'),
    confirmedAt: at('2025-03-04T10:05:00'),
  });
  await insertPayment(t, {
    bookingId: b,
    hostId: host.user.id,
    earnings: 100_000,
    fee: 9_000,
    paidAt: at('2025-03-04T10:05:00'),
  });
  // Outside it: a booking made on Sunday 2 March, and one on Monday 10 March.
  for (const day of ['2025-03-02T23:59:00', '2025-03-10T00:30:00']) {
    await insertBooking(t, {
      ...on,
      status: 'pending',
      startDate: '2025-04-01',
      endDate: '2025-04-02',
      total: 5_000,
      createdAt: at(day),
    });
  }
  // Sign-ups: a client and a host within the week (the host at 23:30 on Sunday), a client after it.
  for (const [type, when] of [
    ['client', '2025-03-05T12:00:00'],
    ['host', '2025-03-09T23:30:00'],
    ['client', '2025-03-10T00:15:00'],
  ] as const) {
    clockOf(t).set(at(when));
    await createUser(t, { type });
  }
});

describe('the platform summary report (notifications.reportInterval)', () => {
  it('weekly (the default): on Monday at 07:00, last week’s figures go to every admin, once', async () => {
    clockOf(t).set(at('2025-03-10T07:05:00'));
    expect(await run()).toBe('Sent the report for Mon, 3 Mar 2025 – Sun, 9 Mar 2025 to 1 admin.');
    const [mail] = await reports();
    expect(mail.subject).toBe('Espasyo weekly report: Mon, 3 Mar 2025 – Sun, 9 Mar 2025');
    expect(mail.text).toContain(
      [
        'Bookings requested: 1',
        'Bookings confirmed: 1',
        'Payments: 1 payment, ₱1,090',
        'Refunds: ₱0',
        'Platform revenue: ₱90',
        'New users: 1 client, 1 host',
        'Disputes: 0 opened, 0 resolved',
      ].join('\n'),
    );
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/dashboard`);

    expect(await run()).toBe('The report for Mon, 3 Mar 2025 – Sun, 9 Mar 2025 was sent already.');
    expect(await reports()).toHaveLength(1);
  });

  it('weekly: any other day sends nothing', async () => {
    clockOf(t).set(at('2025-03-11T07:05:00'));
    expect(await run()).toBe('No weekly report is due today.');
    expect(await reports()).toHaveLength(1);
  });

  it('daily: yesterday’s figures, every day', async () => {
    await setSettings(t, admin.cookie, 'notifications', { reportInterval: 'daily' });
    clockOf(t).set(at('2025-03-11T07:05:00'));
    expect(await run()).toBe('Sent the report for Mon, 10 Mar 2025 to 1 admin.');
    const [mail] = await reports();
    expect(mail.subject).toBe('Espasyo daily report: Mon, 10 Mar 2025');
    expect(mail.text).toContain('Bookings requested: 1\nBookings confirmed: 0\nPayments: 0 payments, ₱0');
    expect(mail.text).toContain('New users: 1 client, 0 hosts');
  });

  it('monthly: on the 1st, last month’s figures', async () => {
    await setSettings(t, admin.cookie, 'notifications', { reportInterval: 'monthly' });
    clockOf(t).set(at('2025-03-31T07:05:00'));
    expect(await run()).toBe('No monthly report is due today.');
    clockOf(t).set(at('2025-04-01T07:05:00'));
    expect(await run()).toBe('Sent the report for Sat, 1 Mar 2025 – Mon, 31 Mar 2025 to 1 admin.');
    const [mail] = await reports();
    expect(mail.subject).toBe('Espasyo monthly report: Sat, 1 Mar 2025 – Mon, 31 Mar 2025');
    expect(mail.text).toContain('Bookings requested: 3\nBookings confirmed: 1\nPayments: 1 payment, ₱1,090');
    expect(mail.text).toContain('New users: 2 clients, 1 host');
    expect(await reports()).toHaveLength(3);
  });
});
