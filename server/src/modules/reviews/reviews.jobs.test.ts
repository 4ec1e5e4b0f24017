import { describe, expect, it } from 'vitest';
import { REVIEW_REMINDER_DAYS_LEFT, REVIEW_WINDOW_DAYS, reviewWindowClosesAt } from '@espasyo/domain';
import { useTestApp } from '../../test/hooks';
import { clockOf, createUser, outboxFor } from '../../test/builders';
import { allJobs } from '../../jobs';
import { DAY, listingOf, notificationsOf, pastBooking, review } from './reviews.fixtures';
import { sendReviewReminders } from './reviews-visibility.service';

/**
 * The review jobs (issue 22): a reminder when a review can be written and REVIEW_REMINDER_DAYS_LEFT
 * days before the window closes, each once, to the sides that have not written theirs; the
 * reveal job is declared beside it. Time moves with the test clock.
 */
const t = useTestApp();

describe('reminders', () => {
  it('once when the review can be written, once three days before the end; never to a side that wrote; each with its email', async () => {
    const host = await createUser(t, { type: 'host', firstName: 'Ben', lastName: 'Cruz' });
    const client = await createUser(t, { firstName: 'Ana', lastName: 'Reyes' });
    const listing = await listingOf(t, host, { title: 'Garage in San Antonio' });
    const bookingId = await pastBooking(t, client, host, listing, { endedAgo: 60 * 60_000 });

    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 2, closing: 0 });
    const [toClient] = await notificationsOf(t, client.user.id, 'review_reminder');
    expect(toClient).toMatchObject({
      type: 'review',
      title: 'How was Garage in San Antonio? Leave a review',
      message: `Your booking is complete. You have ${REVIEW_WINDOW_DAYS} days to write your review; it stays hidden until the other side has written theirs.`,
      actionUrl: '/client/reviews',
      requiresAction: true,
      data: { bookingId, listingTitle: 'Garage in San Antonio' },
    });
    const [toHost] = await notificationsOf(t, host.user.id, 'review_reminder');
    expect(toHost).toMatchObject({
      title: 'How was Ana Reyes as a renter? Leave a review',
      actionUrl: '/host/reviews',
    });
    expect((await outboxFor(t, client.email)).map((x) => x.subject)).toContain(
      'How was Garage in San Antonio? Leave a review',
    );
    // Run again, the same day or days later: nothing new until the last days.
    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 0, closing: 0 });
    clockOf(t).advance(5 * DAY);
    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 0, closing: 0 });

    // The client writes theirs; only the host is reminded near the end.
    const endsAt = (
      await t.db.selectFrom('bookings').select('endsAt').where('id', '=', bookingId).executeTakeFirstOrThrow()
    ).endsAt;
    await t.db
      .insertInto('reviews')
      .values({
        id: `r-${bookingId}`,
        bookingId,
        listingId: listing,
        direction: 'client_to_host',
        authorId: client.user.id,
        subjectId: host.user.id,
        rating: 5,
        comment: 'Written straight in the table.',
        windowClosesAt: reviewWindowClosesAt(new Date(endsAt!)),
        createdAt: t.clock.now(),
      })
      .execute();
    clockOf(t).set(new Date(new Date(endsAt!).getTime() + (REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_LEFT) * DAY));
    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 0, closing: 1 });
    const [closing] = await notificationsOf(t, host.user.id, 'review_reminder');
    expect(closing).toMatchObject({
      title: '3 days left to write your review',
      message:
        'Garage in San Antonio: the time to review this booking is almost over. Reviews help the next renters and hosts.',
    });
    expect(await notificationsOf(t, client.user.id, 'review_reminder')).toHaveLength(1);
    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 0, closing: 0 });
    // After the window: none.
    clockOf(t).advance(4 * DAY);
    expect(await sendReviewReminders(t.ctx)).toEqual({ open: 0, closing: 0 });
  });

  it('a side first seen in the last days gets the closing reminder only; two runs at once send each once', async () => {
    const host = await createUser(t, { type: 'host' });
    const client = await createUser(t);
    const listing = await listingOf(t, host);
    await pastBooking(t, client, host, listing, { endedAgo: (REVIEW_WINDOW_DAYS - 2) * DAY });
    const results = await Promise.all([sendReviewReminders(t.ctx), sendReviewReminders(t.ctx)]);
    expect(results.reduce((n, r) => n + r.closing + r.open, 0)).toBe(2);
    expect(await notificationsOf(t, client.user.id, 'review_reminder')).toHaveLength(1);
    expect(await notificationsOf(t, host.user.id, 'review_reminder')).toHaveLength(1);
    const rows = await t.db
      .selectFrom('reviewReminders')
      .select(['kind'])
      .where('userId', '=', client.user.id)
      .execute();
    expect(rows.map((r) => r.kind).sort()).toEqual(['closing', 'open']);
  });

  it('no reminder about a booking already reviewed by that side, or not completed', async () => {
    const host = await createUser(t, { type: 'host' });
    const client = await createUser(t);
    const listing = await listingOf(t, host);
    const done = await pastBooking(t, client, host, listing);
    await pastBooking(t, client, host, listing, { status: 'cancelled' });
    await review(t, client, done, 4);
    await sendReviewReminders(t.ctx);
    expect(await notificationsOf(t, client.user.id, 'review_reminder')).toEqual([]);
    expect(await notificationsOf(t, host.user.id, 'review_reminder')).toHaveLength(1);
  });
});

describe('the jobs', () => {
  it('are declared: the reveal every hour, the reminders daily at 10:00', () => {
    const reveal = allJobs.find((j) => j.name === 'review-reveal')!;
    const reminders = allJobs.find((j) => j.name === 'review-reminders')!;
    expect(reveal.intervalMs).toBe(3_600_000);
    expect(reminders.dailyAt).toEqual({ hour: 10, minute: 0 });
  });
});
