import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, formatDay, formatDayTime } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, type BuiltUser } from '../../../test/builders';
import { useTestApp } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { sandboxGatewayOf } from '../../gateways/sandbox.gateway';
import { loseWebhooks, openCheckout, payBooking, statusOf, submitSandbox } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { applyTransition } from './transition.service';

/**
 * The emails of a booking's transitions (issue 19): each side the process table tells gets one,
 * queued in the transition's transaction and delivered by the outbox, with the listing, the
 * dates in the platform's zone, units, ₱ amounts, what happens next and a link; none for a side
 * or a platform that turned them off, and none from a transaction that rolled back.
 */
const t = useTestApp();
const TZ = 'Asia/Manila';
const TITLE = 'Garage near Ayala';

interface Parties {
  client: BuiltUser;
  host: BuiltUser;
  listing: string;
}

/** A fresh client and host (so their mailboxes hold only this test's emails) and a listing, ₱100 a day. */
async function parties(o: { instant?: boolean; policy?: 'flexible' | 'moderate' | 'strict' } = {}): Promise<Parties> {
  const host = await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
  const client = await createUser(t, { firstName: 'Juan', lastName: 'Reyes' });
  const listing = await insertListing(t, host.user.id, {
    city: cities.makati,
    title: TITLE,
    capacity: 5,
    instantBook: !!o.instant,
    cancellationPolicy: o.policy ?? 'moderate',
  });
  return { client, host, listing };
}

/** A booking of 2 units from `from` to `to` days ahead (3 days: ₱600 unless told). */
async function book(p: Parties, from = 10, to = from + 2) {
  const res = await as(t, p.client.cookie).post('/api/bookings', {
    listingId: p.listing,
    startDate: await dayFromToday(t, from),
    endDate: await dayFromToday(t, to),
    units: 2,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    startDate: string;
    endDate: string;
    dueAt: string;
    startsAt: string;
    endsAt: string;
  };
}

const act = (u: BuiltUser, id: string, action: 'accept' | 'decline' | 'cancel', reason?: string) =>
  as(t, u.cookie).post(`/api/bookings/${id}/${action}`, reason ? { reason } : undefined);

async function sign(client: BuiltUser, id: string) {
  const name = `${client.user.firstName} ${client.user.lastName}`;
  const res = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name });
  expect(res.statusCode, res.body).toBe(201);
}

/** Emails to `u`, oldest first. */
const mails = async (u: BuiltUser) => (await outboxFor(t, u.email)).reverse();
const subjects = async (u: BuiltUser) => (await mails(u)).map((x) => x.subject);
const last = async (u: BuiltUser) => (await mails(u)).at(-1)!;
const url = (path: string) => `${t.ctx.env.publicUrl}${path}`;
const when = (b: { startDate: string; endDate: string }) =>
  `When: ${formatDay(b.startDate, TZ)} to ${formatDay(b.endDate, TZ)} (3 days)`;

describe('a request and its answer', () => {
  it('a request tells the host what, when, how many, the money, the deadline and where to answer; the client nothing', async () => {
    const p = await parties();
    const b = await book(p);
    expect(await subjects(p.host)).toEqual([`New booking request: ${TITLE}`]);
    const mail = await last(p.host);
    expect(mail.text).toContain('Hi Maria,');
    expect(mail.text).toContain(`Juan Reyes asked to book “${TITLE}”.`);
    expect(mail.text).toContain(`Space: ${TITLE}`);
    expect(mail.text).toContain(when(b));
    expect(mail.text).toContain('Units: 2');
    expect(mail.text).toContain('Total: ₱600');
    expect(mail.text).toContain('Your earnings: ₱546 (after the 9% platform fee)');
    expect(mail.text).toContain(`Accept or decline it by ${formatDayTime(new Date(b.dueAt), TZ)}.`);
    expect(mail.text).toContain(`Answer the request: ${url(`/host/bookings/${b.id}`)}`);
    expect(mail.text).toContain(url('/host/settings#notifications'));
    expect(await mails(p.client)).toEqual([]);
  });

  it('accepted by the host: the client gets the amount, the pay link and the deadline; the host nothing more', async () => {
    const p = await parties();
    const b = await book(p);
    const res = await act(p.host, b.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const dueAt = res.json().dueAt as string;
    expect(await subjects(p.client)).toEqual([`Your request was accepted: ${TITLE}`]);
    const mail = await last(p.client);
    expect(mail.text).toContain(`Maria S. accepted your request to book “${TITLE}”.`);
    expect(mail.text).toContain(`pay ₱600 by ${formatDayTime(new Date(dueAt), TZ)}`);
    expect(mail.text).toContain(`Sign and pay: ${url(`/client/bookings/${b.id}/checkout`)}`);
    expect(mail.text).not.toContain('earnings');
    expect(await subjects(p.host)).toEqual([`New booking request: ${TITLE}`]);
  });

  it('declined by the host: the client gets the reason and nothing is charged', async () => {
    const p = await parties();
    const b = await book(p);
    expect((await act(p.host, b.id, 'decline', 'The unit is being repainted')).statusCode).toBe(200);
    expect(await subjects(p.client)).toEqual([`Your request was declined: ${TITLE}`]);
    const mail = await last(p.client);
    expect(mail.text).toContain('The reason given: The unit is being repainted');
    expect(mail.text).toContain(`Nothing was charged. Find another space: ${url('/client/browse')}`);
    expect(mail.text).toContain(url(`/client/bookings/${b.id}`));
    expect(await mails(p.host)).toHaveLength(1);
  });

  it('staff accepting or declining tell both sides, named as staff', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const p = await parties();
    const accepted = await book(p);
    expect((await act(admin, accepted.id, 'accept')).statusCode).toBe(200);
    expect((await last(p.client)).text).toContain('Espasyo staff accepted your request');
    expect(await last(p.host)).toMatchObject({ subject: `A request was accepted for you: ${TITLE}` });
    const declined = await book(p, 20);
    expect((await act(admin, declined.id, 'decline', 'Listing under review')).statusCode).toBe(200);
    expect(await last(p.client)).toMatchObject({ subject: `Your request was declined: ${TITLE}` });
    expect((await last(p.host)).subject).toBe(`A request was declined by staff: ${TITLE}`);
    expect((await last(p.host)).text).toContain('The reason given: Listing under review');
    expect(await mails(admin)).toEqual([]);
  });

  it('an instant booking tells no one until it is paid', async () => {
    const p = await parties({ instant: true });
    await book(p);
    expect(await mails(p.client)).toEqual([]);
    expect(await mails(p.host)).toEqual([]);
  });
});

describe('payment', () => {
  it('paid: the client is told it is confirmed, the host of a new booking with their earnings', async () => {
    const p = await parties({ instant: true });
    const b = await book(p);
    await sign(p.client, b.id);
    await payBooking(t, p.client, b.id);
    expect(await subjects(p.client)).toEqual([`Booking confirmed: ${TITLE}`]);
    const mail = await last(p.client);
    expect(mail.text).toContain(`We received your payment of ₱600. Your booking of “${TITLE}” is confirmed.`);
    expect(mail.text).toContain(`It starts on ${formatDay(b.startDate, TZ)}.`);
    expect(await subjects(p.host)).toEqual([`New booking: ${TITLE}`]);
    expect((await last(p.host)).text).toContain('Your earnings: ₱546');
    expect((await last(p.host)).text).toContain('Juan Reyes booked and paid');
  });

  it('a request paid after it was accepted is "Booking paid" for the host', async () => {
    const p = await parties();
    const b = await book(p);
    await act(p.host, b.id, 'accept');
    await sign(p.client, b.id);
    await payBooking(t, p.client, b.id);
    expect(await subjects(p.host)).toEqual([`New booking request: ${TITLE}`, `Booking paid: ${TITLE}`]);
  });

  it('a payment that came after the booking ended is refunded, and the client told so by a payment email unless turned off', async () => {
    for (const paymentEmails of [true, false]) {
      const p = await parties({ instant: true });
      await as(t, p.client.cookie).put('/api/me/notification-preferences', {
        ...defaultNotificationPreferences,
        paymentEmails,
      });
      const b = await book(p);
      await sign(p.client, b.id);
      const c = await openCheckout(t, p.client, b.id);
      loseWebhooks(t, true);
      try {
        await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
        await as(t, p.client.cookie).post(`/api/bookings/${b.id}/cancel`);
      } finally {
        loseWebhooks(t, false);
      }
      clockOf(t).advance(5 * 60_000);
      await sandboxGatewayOf(t.ctx).deliverPending();
      await t.ctx.outbox.idle();
      expect(await statusOf(t, b.id)).toBe('cancelled');
      if (!paymentEmails) {
        expect(await mails(p.client)).toEqual([]);
        continue;
      }
      expect(await subjects(p.client)).toEqual([`Your payment was refunded: ${TITLE}`]);
      expect((await last(p.client)).text).toContain('We received your payment of ₱600');
      expect((await last(p.client)).text).toContain('because payment emails are on');
    }
  });
});

describe('cancellations', () => {
  it('by the client once paid: the host hears of the refund by the policy and what they keep; the client nothing', async () => {
    const p = await parties({ instant: true, policy: 'flexible' });
    const b = await book(p);
    await sign(p.client, b.id);
    await payBooking(t, p.client, b.id);
    expect((await act(p.client, b.id, 'cancel')).statusCode).toBe(200);
    // ₱600 less the 5% cancellation fee (₱30): ₱570 back; the host keeps nothing of it.
    expect((await last(p.host)).subject).toBe(`Booking cancelled by the client: ${TITLE}`);
    expect((await last(p.host)).text).toContain(
      'Under the Flexible cancellation policy the client gets ₱570 back, and you keep ₱0 of your earnings.',
    );
    expect(await subjects(p.client)).toEqual([`Booking confirmed: ${TITLE}`]);
  });

  it('by the host: the client gets the reason and the full refund', async () => {
    const p = await parties({ instant: true });
    const b = await book(p);
    await sign(p.client, b.id);
    await payBooking(t, p.client, b.id);
    expect((await act(p.host, b.id, 'cancel', 'The unit flooded')).statusCode).toBe(200);
    const mail = await last(p.client);
    expect(mail.subject).toBe(`Your booking was cancelled: ${TITLE}`);
    expect(mail.text).toContain('Maria S. cancelled your booking of');
    expect(mail.text).toContain('The reason given: The unit flooded');
    expect(mail.text).toContain('You get a full refund of ₱600');
  });

  it('by staff, of a request: both sides, nothing charged', async () => {
    const admin = await createUser(t, { type: 'admin' });
    const p = await parties();
    const b = await book(p);
    expect((await act(admin, b.id, 'cancel', 'Reported as a scam')).statusCode).toBe(200);
    expect((await last(p.client)).subject).toBe(`Your request was cancelled: ${TITLE}`);
    expect((await last(p.client)).text).toContain('Nothing was charged.');
    expect((await last(p.host)).subject).toBe(`A request was cancelled by staff: ${TITLE}`);
    expect((await last(p.host)).text).toContain('The reason given: Reported as a scam');
  });

  it('an unpaid instant booking cancelled by its client tells no one', async () => {
    const p = await parties({ instant: true });
    const b = await book(p);
    expect((await act(p.client, b.id, 'cancel')).statusCode).toBe(200);
    expect(await mails(p.client)).toEqual([]);
    expect(await mails(p.host)).toEqual([]);
  });
});

describe('settings and preferences', () => {
  it('a side who turned booking emails off gets none; the other side still does', async () => {
    const p = await parties();
    const off = await as(t, p.client.cookie).put('/api/me/notification-preferences', {
      ...defaultNotificationPreferences,
      bookingEmails: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const b = await book(p);
    await act(p.host, b.id, 'accept');
    await act(p.host, b.id, 'cancel', 'Sorry, double-booked');
    expect(await mails(p.client)).toEqual([]);
    expect(await subjects(p.host)).toEqual([`New booking request: ${TITLE}`]);
  });

  it('the platform turning booking confirmations or all email notifications off stops them for everyone', async () => {
    const admin = await createUser(t, { type: 'admin' });
    for (const off of [{ bookingConfirmations: false }, { emailNotifications: false }]) {
      await setSettings(t, admin.cookie, 'notifications', off);
      try {
        const p = await parties();
        const b = await book(p);
        await act(p.host, b.id, 'accept');
        expect(await mails(p.host)).toEqual([]);
        expect(await mails(p.client)).toEqual([]);
      } finally {
        await setSettings(t, admin.cookie, 'notifications', { bookingConfirmations: true, emailNotifications: true });
      }
    }
  });

  it('nothing is queued or sent when the transition rolls back', async () => {
    const p = await parties();
    const b = await book(p);
    const tasksBefore = await t.db.selectFrom('outboxTasks').select('id').execute();
    const failed = await t.db
      .transaction()
      .execute(async (tx) => {
        const actor = { role: 'host' as const, userId: p.host.user.id };
        const moved = await applyTransition(t.ctx, tx, b.id, 'decline', actor, 'No');
        expect(moved.effects).toContain('notify_client');
        throw new Error('something later in the change failed');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('something later in the change failed');
    await t.ctx.outbox.idle();
    expect(await t.db.selectFrom('outboxTasks').select('id').execute()).toHaveLength(tasksBefore.length);
    expect(await mails(p.client)).toEqual([]);
    expect(await statusOf(t, b.id)).toBe('pending');
  });
});

describe('timers', () => {
  it('a request left unanswered expires: both sides are told', async () => {
    const p = await parties();
    await book(p, 40);
    clockOf(t).advance(24 * 3_600_000);
    expect((await runDueTimers(t.ctx)).expire_request).toBeGreaterThanOrEqual(1);
    await t.ctx.outbox.idle();
    expect((await last(p.client)).subject).toBe(`Your request expired: ${TITLE}`);
    expect((await last(p.client)).text).toContain('The host did not answer your request');
    expect((await last(p.host)).subject).toBe(`A request expired unanswered: ${TITLE}`);
  });

  it('an accepted request left unpaid expires: both sides; an instant one: the client only', async () => {
    const p = await parties();
    const accepted = await book(p, 50);
    await act(p.host, accepted.id, 'accept');
    const q = await parties({ instant: true });
    await book(q, 50);
    clockOf(t).advance(24 * 3_600_000);
    await runDueTimers(t.ctx);
    await t.ctx.outbox.idle();
    expect((await last(p.client)).subject).toBe(`Your booking expired unpaid: ${TITLE}`);
    expect((await last(p.client)).text).toContain(`To book the space again: ${url(`/spaces/${p.listing}`)}`);
    expect((await last(p.host)).subject).toBe(`A booking expired unpaid: ${TITLE}`);
    expect(await subjects(q.client)).toEqual([`Your booking expired unpaid: ${TITLE}`]);
    expect(await mails(q.host)).toEqual([]);
  });

  it('a paid booking starts and ends: both sides are told each time', async () => {
    const p = await parties({ instant: true });
    const b = await book(p, 3);
    await sign(p.client, b.id);
    await payBooking(t, p.client, b.id);
    clockOf(t).set(new Date(b.startsAt));
    expect((await runDueTimers(t.ctx)).start).toBeGreaterThanOrEqual(1);
    await t.ctx.outbox.idle();
    expect((await last(p.client)).subject).toBe(`Your booking has started: ${TITLE}`);
    expect((await last(p.client)).text).toContain(`It runs until the end of ${formatDay(b.endDate, TZ)}.`);
    expect((await last(p.host)).subject).toBe(`A booking has started: ${TITLE}`);
    clockOf(t).set(new Date(b.endsAt));
    expect((await runDueTimers(t.ctx)).complete).toBeGreaterThanOrEqual(1);
    await t.ctx.outbox.idle();
    expect((await last(p.client)).subject).toBe(`Your booking has ended: ${TITLE}`);
    expect((await last(p.host)).subject).toBe(`A booking has ended: ${TITLE}`);
    expect(await subjects(p.host)).toEqual([
      `New booking: ${TITLE}`,
      `A booking has started: ${TITLE}`,
      `A booking has ended: ${TITLE}`,
    ]);
  });
});
