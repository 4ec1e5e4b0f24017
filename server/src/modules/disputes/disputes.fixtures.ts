import { expect } from 'vitest';
import { sql } from 'kysely';
import { hostBalancesOf, type LedgerAccount, type LedgerTransaction } from '@espasyo/domain';
import type { TestApp } from '../../test/app';
import { clockOf, multipartFile, signIn, type BuiltUser } from '../../test/builders';
import { as } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { runDueTimers } from '../bookings/timers/booking-timers.service';

export const DAY = 86_400_000;

/** A paid one-day booking `fromDay` days ahead at `price` centavos a day (GCash): confirmed. */
export async function paidBooking(t: TestApp, host: BuiltUser, client: BuiltUser, fromDay = 2, price = 100_000) {
  const listing = await instantListing(t, host.user.id, { pricePerDay: price });
  const id = await bookingToPay(t, client, listing, fromDay, fromDay);
  await payBooking(t, client, id);
  return { id, listing };
}

/** `days` later: the clock moves, the booking timers run, everyone signs in again (8 idle hours end a session). */
export async function later(t: TestApp, days: number, ...users: BuiltUser[]) {
  clockOf(t).advance(days * DAY);
  await runDueTimers(t.ctx);
  await runDueTimers(t.ctx);
  for (const u of users) {
    const { cookie } = await signIn(t, u.email, u.password);
    u.cookie = cookie!;
  }
}

export const openAs = (t: TestApp, u: BuiltUser, bookingId: string, body: object = {}) =>
  as(t, u.cookie).post('/api/disputes', {
    bookingId,
    reason: 'damage',
    description: 'The gate was broken when I arrived and the guard refused entry.',
    ...body,
  });

export function uploadPhoto(t: TestApp, cookie: string, disputeId: string, data: Buffer, type = 'image/jpeg') {
  const body = multipartFile('file', 'photo.jpg', type, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/disputes/${disputeId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** The kept balances equal the ledger's sums for the host, and every transaction balances. */
export async function expectBooksAgree(t: TestApp, hostId: string) {
  const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('hostId', '=', hostId).execute();
  const kept = await t.db.selectFrom('hostBalances').selectAll().where('hostId', '=', hostId).executeTakeFirst();
  const fromLines = hostBalancesOf([
    {
      kind: 'adjustment',
      lines: lines.map((l) => ({ account: l.account as LedgerAccount, amount: Number(l.amount) })),
    },
  ] as LedgerTransaction[]);
  expect({
    pending: Number(kept?.pending ?? 0),
    available: Number(kept?.available ?? 0),
    payoutPending: Number(kept?.payoutPending ?? 0),
    paidOut: Number(kept?.paidOut ?? 0),
    debt: Number(kept?.debt ?? 0),
    held: Number(kept?.held ?? 0),
  }).toEqual(fromLines);
  const { rows } = await sql<{ sum: string }>`
    select sum(amount) as sum from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(t.db);
  expect(rows).toEqual([]);
}
