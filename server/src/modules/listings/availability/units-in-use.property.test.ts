import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  bookingStatuses,
  dayBookingRange,
  dayStartIn,
  holdsUnits,
  mostInUse,
  usedPerDay,
  type BookingStatus,
  type Claim,
} from '@espasyo/domain';
import { newId } from '../../../lib/ids';
import { useTestApp, useUser } from '../../../test/hooks';
import { cities, insertListing } from '../search/listings-search.fixtures';
import { listingClaimsRepository as repo, mostInUseOnDays } from './listing-claims.repository';

/**
 * The database's count of units in use (most_units_in_use, decision 0068) is the domain's
 * `mostInUse`: on random blocks, day bookings and hourly bookings in every status, for random
 * ranges of instants (any minute, empty and backwards too), for each day of a calendar (with the
 * blocks' share) and for a search's days. Zones: the platform's, one whose clocks change at 01:00
 * (London, 28 March 2027) and one where midnight is skipped (Santiago, 5 September 2027).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

const HOUR = 3_600_000;
const DAYS = 12;
const windows = [
  { zone: 'Asia/Manila', first: '2027-02-24' },
  { zone: 'Europe/London', first: '2027-03-22' },
  { zone: 'America/Santiago', first: '2027-08-31' },
] as const;

const units = fc.integer({ min: 1, max: 3 });
const status = fc.constantFrom<BookingStatus>(...bookingStatuses);
const block = fc.record({
  kind: fc.constant('block' as const),
  day: fc.nat(DAYS - 1),
  len: fc.integer({ min: 1, max: 4 }),
  units,
});
const days = fc.record({
  kind: fc.constant('days' as const),
  day: fc.nat(DAYS - 1),
  len: fc.integer({ min: 1, max: 4 }),
  units,
  status,
});
const hours = fc.record({
  kind: fc.constant('hours' as const),
  day: fc.nat(DAYS - 1),
  from: fc.nat(23),
  len: fc.integer({ min: 1, max: 24 }),
  units,
  status,
});
/** A block, a day booking or an hourly one (hourly twice as often: they are what overlap within days). */
const row = fc.oneof(block, days, hours, hours);
type Row = typeof row extends fc.Arbitrary<infer T> ? T : never;

/** Minutes from the window's first midnight; a length of 0 or less is an empty range. */
const instants = fc.record({ at: fc.nat((DAYS + 2) * 24 * 60), len: fc.integer({ min: -60, max: 3 * 24 * 60 }) });
const dayRange = fc.record({ day: fc.nat(DAYS - 1), len: fc.integer({ min: 1, max: 5 }) });

/** The row's dates and instants as the server writes them (an hourly booking within its day). */
function timesOf(r: Row, first: string, zone: string) {
  const startDate = addCalendarDays(first, r.day);
  if (r.kind !== 'hours') {
    const endDate = addCalendarDays(startDate, r.len - 1);
    return { startDate, endDate, ...dayBookingRange(startDate, endDate, zone) };
  }
  const dayStart = dayStartIn(startDate, zone).getTime();
  const dayEnd = dayStartIn(addCalendarDays(startDate, 1), zone).getTime();
  const start = dayStart + r.from * HOUR;
  return {
    startDate,
    endDate: startDate,
    start: new Date(Math.min(start, dayEnd - HOUR)),
    end: new Date(Math.min(start + r.len * HOUR, dayEnd)),
  };
}

async function insert(listingId: string, rows: Row[], first: string, zone: string) {
  for (const r of rows) {
    const { startDate, endDate, start, end } = timesOf(r, first, zone);
    if (r.kind === 'block') {
      await t.db
        .insertInto('listingBlocks')
        .values({ id: newId(), listingId, startDate, endDate, units: r.units })
        .execute();
      continue;
    }
    await t.db
      .insertInto('bookings')
      .values({
        id: newId(),
        listingId,
        clientId: client.user.id,
        hostId: host.user.id,
        status: r.status,
        mode: 'instant',
        kind: r.kind,
        startDate,
        endDate,
        startsAt: start,
        endsAt: end,
        units: r.units,
        quote: JSON.stringify({}),
        total: 10000,
        cancellationPolicy: 'flexible',
        listingTitle: 'A parking space',
      })
      .execute();
  }
}

describe('most_units_in_use is the domain’s mostInUse', () => {
  it('property: random claims in every status, random ranges, three zones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...windows),
        fc.array(row, { maxLength: 14 }),
        fc.array(instants, { minLength: 1, maxLength: 4 }),
        dayRange,
        async ({ zone, first }, rows, ranges, calendar) => {
          const listingId = await insertListing(t, host.user.id, {
            city: cities.makati,
            type: 'parking',
            capacity: 50,
          });
          await insert(listingId, rows, first, zone);
          const claimOf = (r: Row): Claim => {
            const { start, end } = timesOf(r, first, zone);
            return { start, end, units: r.units };
          };
          const blocks = rows.filter((r) => r.kind === 'block').map(claimOf);
          const claims = [...blocks, ...rows.filter((r) => r.kind !== 'block' && holdsUnits(r.status)).map(claimOf)];

          const origin = dayStartIn(first, zone).getTime();
          for (const { at, len } of ranges) {
            const range = { start: new Date(origin + at * 60_000), end: new Date(origin + (at + len) * 60_000) };
            expect(await repo.mostInUse(t.db, listingId, range, zone)).toBe(mostInUse(claims, range));
          }

          const from = addCalendarDays(first, calendar.day);
          const to = addCalendarDays(from, calendar.len - 1);
          const dates = Array.from({ length: calendar.len }, (_, i) => addCalendarDays(from, i));
          const used = usedPerDay(claims, dates, zone);
          const blocked = usedPerDay(blocks, dates, zone);
          expect(await repo.perDay(t.db, listingId, from, to, zone)).toEqual(
            dates.map((date, i) => ({ date, used: used[i].used, blocked: blocked[i].used })),
          );
          const search = await sql<{
            used: number;
          }>`select ${mostInUseOnDays(listingId, { from, to }, zone)} as used`.execute(t.db);
          expect(search.rows[0].used).toBe(mostInUse(claims, dayBookingRange(from, to, zone)));
        },
      ),
      { numRuns: 150 },
    );
  });
});
