import { describe, expect, it } from 'vitest';
import {
  AppError,
  bookingMessages,
  bookingProcess,
  bookingStatuses,
  defineProcess,
  errorStatus,
  ErrorCode,
  type BookingStatus,
} from '@espasyo/domain';
import { useTestApp, useUser } from '../test/hooks';
import { as, dayFromToday } from '../modules/listings/core/listings.fixtures';
import { cities, insertListing } from '../modules/listings/search/listings-search.fixtures';
import { applyTransition, bookingLifecycle } from '../modules/bookings/core/transition.service';
import type { BookingRow } from '../modules/bookings/core/bookings.repository';
import { transition, type ProcessBinding } from './engine';

/**
 * The process engine (issue 31, decision 0075), on a booking: the table refuses what it does not
 * list with the code the routes answer 409, a guard that fails refuses too, every transition
 * writes exactly one event, and of two transitions racing on one row one wins (the row's lock).
 * Run on PostgreSQL too (DATABASE_URL), where the two really run at once.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

async function request(fromDay: number) {
  const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 3 });
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId: listing,
    startDate: await dayFromToday(t, fromDay),
    endDate: await dayFromToday(t, fromDay + 1),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const events = (id: string) =>
  t.db
    .selectFrom('processEvents')
    .selectAll()
    .where('process', '=', 'booking')
    .where('recordId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
const statusOf = async (id: string) =>
  (await t.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
/** The bookings table under a process of one row, guarded by a condition that never holds. */
const holdProcess = defineProcess<BookingStatus, 'hold', 'host', 'never_holds'>({
  name: 'booking',
  states: bookingStatuses,
  terminal: bookingProcess.terminal,
  actors: ['host'],
  transitions: { hold: { from: ['pending'], to: 'confirmed', by: ['host'], guard: 'never_holds' } },
});
const hostActor = () => ({ role: 'host' as const, userId: host.user.id });

describe('transition()', () => {
  it('refuses a transition the table does not list, with the code the routes answer 409, and writes nothing', async () => {
    const id = await request(10);
    const err = await refusal(t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'start', hostActor())));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(ErrorCode.invalidTransition);
    expect(errorStatus[(err as AppError).code]).toBe(409);
    // pay from pending: not in the table for anyone.
    const pay = await refusal(
      t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'pay', { role: 'payment', userId: null })),
    );
    expect((pay as AppError).message).toBe(
      bookingMessages.notAllowed(bookingMessages.actionDone.pay, bookingMessages.statusLabels.pending.toLowerCase()),
    );
    expect(await statusOf(id)).toBe('pending');
    expect((await events(id)).map((e) => e.action)).toEqual(['request']);
    // Through the route: the same refusal, 409.
    const res = await as(t, client.cookie).post(`/api/bookings/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
  });

  it('refuses when the guard does not hold, though the table lists the row', async () => {
    const id = await request(12);
    const guarded: ProcessBinding<typeof holdProcess, BookingRow> = {
      process: holdProcess,
      table: 'bookings',
      guards: { never_holds: () => false },
      effects: {},
      refused: () => new AppError(ErrorCode.invalidTransition, 'not in the table'),
      guardFailed: () => new AppError(ErrorCode.invalidTransition, 'refused by the guard'),
      notFound: bookingLifecycle.notFound,
    };
    const err = await refusal(
      t.db.transaction().execute((tx) => transition(t.ctx, tx, guarded, { id, action: 'hold', actor: hostActor() })),
    );
    expect(err).toMatchObject({ code: ErrorCode.invalidTransition, message: 'refused by the guard' });
    expect(await statusOf(id)).toBe('pending');
    expect(await events(id)).toHaveLength(1);
  });

  it('writes the status and exactly one event row, with who, from, to and the reason', async () => {
    const id = await request(14);
    const before = (await events(id)).length;
    const moved = await t.db
      .transaction()
      .execute((tx) => applyTransition(t.ctx, tx, id, 'decline', hostActor(), 'Not that week'));
    expect(moved).toMatchObject({ from: 'pending', to: 'declined', action: 'decline' });
    expect(moved.row.status).toBe('declined');
    const after = await events(id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      process: 'booking',
      action: 'decline',
      actor: 'host',
      actorId: host.user.id,
      fromStatus: 'pending',
      toStatus: 'declined',
      reason: 'Not that week',
    });
  });

  it('of two transitions racing on one row, one wins: the other finds it moved and is refused', async () => {
    const id = await request(16);
    const results = await Promise.allSettled([
      t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'accept', hostActor())),
      t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'decline', hostActor(), 'No')),
      t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'accept', hostActor())),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe(ErrorCode.invalidTransition);
    }
    const moves = (await events(id)).filter((e) => e.fromStatus === 'pending');
    expect(moves).toHaveLength(1);
    expect(await statusOf(id)).toBe(moves[0].toStatus);
  });
});
