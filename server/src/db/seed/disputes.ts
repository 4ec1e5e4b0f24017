import type { AppContext } from '../../context';
import { openDispute, postDisputeMessage, resolveDispute } from '../../modules/disputes/disputes.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { toAuthUser } from '../../modules/users/user.mapper';
import { DAY, HOUR } from './bookings-data';
import { SeedClock } from './bookings';

export interface DisputesSeedPeople {
  admin: UserRow;
  host: UserRow;
  client: UserRow;
}

/**
 * The demo disputes (issue 22), played through the services the app runs after the bookings and
 * the host's money, each step at its moment before now: on the demo client's completed hourly
 * booking (ended 3 days ago), a dispute the client opened two days ago about access, answered
 * by the host and the admin, resolved yesterday with a partial refund; on the active monthly
 * booking, a dispute the host opened yesterday about damage, still open (its earnings held),
 * with the client's answer. Once: skipped when either booking has a dispute.
 */
export async function seedDisputes(ctx: AppContext, people: DisputesSeedPeople): Promise<void> {
  const client = toAuthUser(people.client);
  const host = toAuthUser(people.host);
  const admin = toAuthUser(people.admin);
  const byKey = async (key: string) =>
    ctx.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('idempotencyKey', '=', `demo-${key}`)
      .where('clientId', '=', client.id)
      .executeTakeFirst();
  const completed = await byKey('bea-completed-hourly');
  const active = await byKey('bea-active-monthly');
  if (!completed || !active || completed.status !== 'completed' || active.status !== 'active') return;
  const existing = await ctx.db
    .selectFrom('disputes')
    .select('id')
    .where('bookingId', 'in', [completed.id, active.id])
    .executeTakeFirst();
  if (existing) return;

  const now = ctx.clock.now().getTime();
  const clock = new SeedClock(new Date(now));
  const at: AppContext = { ...ctx, clock };
  const when = (ago: number) => clock.set(new Date(now - ago));

  await ctx.outbox.stop();
  try {
    when(2 * DAY);
    const resolved = await openDispute(at, client, {
      bookingId: completed.id,
      reason: 'access_refused',
      description:
        'The building guard did not have my name on the list, and I could only get in after 40 minutes of calls. I lost most of the first hour I paid for.',
    });
    when(2 * DAY - 3 * HOUR);
    await postDisputeMessage(
      at,
      host,
      resolved.id,
      {
        body: 'I sent the guest list the day before, but the night shift did not pass it on. I am sorry for the wait.',
      },
      null,
    );
    when(DAY + 6 * HOUR);
    await postDisputeMessage(
      at,
      admin,
      resolved.id,
      { body: 'Thank you both. The booking was 3 hours; about one was lost. We will refund part of it.' },
      null,
    );
    when(DAY + 5 * HOUR);
    const amount = Math.round(
      Number(
        (await ctx.db.selectFrom('bookings').select('total').where('id', '=', completed.id).executeTakeFirstOrThrow())
          .total,
      ) / 3,
    );
    await resolveDispute(
      at,
      admin,
      resolved.id,
      {
        decision:
          'Access was late by about an hour of a three-hour booking, as both sides agree. One third of the booking is refunded to the client.',
        refund: 'part',
        amount,
      },
      null,
    );

    when(DAY);
    const open = await openDispute(at, host, {
      bookingId: active.id,
      reason: 'damage',
      description:
        'There is a new dent in the roller shutter of the unit and its lock no longer turns. It was fine at move-in (photos in the listing).',
    });
    when(20 * HOUR);
    await postDisputeMessage(
      at,
      client,
      open.id,
      { body: 'The shutter was already hard to lock when I moved in. I have not hit it with anything.' },
      null,
    );
  } finally {
    ctx.outbox.followCommits();
  }
  await ctx.outbox.deliverDue();
}
