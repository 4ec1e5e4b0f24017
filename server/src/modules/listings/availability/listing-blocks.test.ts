import { describe, expect, it } from 'vitest';
import { listingMessages } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday, validStorage } from '../core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';

const t = useTestApp();
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const m = listingMessages.blocks;

const listing = async (capacity: number) =>
  (await as(t, host.cookie).post('/api/host/listings', { ...validStorage, capacity })).json().id as string;
const block = (id: string, body: object, cookie = host.cookie) =>
  as(t, cookie).post(`/api/host/listings/${id}/blocks`, body);
const monthOf = (date: string) => date.slice(0, 7);
const availability = async (id: string, month: string) =>
  (await as(t, host.cookie).get(`/api/host/listings/${id}/availability?month=${month}`)).json();
const day = (a: { days: { date: string; blocked: number; booked: number; free: number }[] }, date: string) =>
  a.days.find((d) => d.date === date);

describe('availability blocks', () => {
  it('a block takes units on each of its days, both ends included; removing it frees them', async () => {
    const id = await listing(3);
    const start = await dayFromToday(t, 10);
    const end = await dayFromToday(t, 12);
    const res = await block(id, { startDate: start, endDate: end, units: 2, note: 'Repainting' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: start, endDate: end, units: 2, note: 'Repainting' });

    const month = await availability(id, monthOf(start));
    expect(month.capacity).toBe(3);
    expect(month.days[0].date).toBe(`${monthOf(start)}-01`);
    expect(day(month, start)).toEqual({ date: start, blocked: 2, booked: 0, free: 1 });
    expect(month.blocks.map((b: { id: string }) => b.id)).toEqual([res.json().id]);
    const after = await dayFromToday(t, 13);
    if (monthOf(after) === monthOf(start))
      expect(day(month, after)).toEqual({ date: after, blocked: 0, booked: 0, free: 3 });

    // One more unit fits, a second one does not: the message names the first full day.
    expect((await block(id, { startDate: end, endDate: end, units: 1 })).statusCode).toBe(201);
    const over = await block(id, { startDate: start, endDate: await dayFromToday(t, 20), units: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('capacity_exceeded');
    expect(over.json().error.fields).toEqual({ units: m.overCapacity(end, 0) });
    const two = await block(id, { startDate: start, endDate: start, units: 2 });
    expect(two.json().error.message).toBe(m.overCapacity(start, 1));

    const removed = await as(t, host.cookie).delete(`/api/host/listings/${id}/blocks/${res.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(day(await availability(id, monthOf(start)), start)).toEqual({ date: start, blocked: 0, booked: 0, free: 3 });
    expect((await as(t, host.cookie).delete(`/api/host/listings/${id}/blocks/${res.json().id}`)).statusCode).toBe(404);
  });

  it('a burst of parallel blocks never passes the capacity', async () => {
    const id = await listing(5);
    const startDate = await dayFromToday(t, 30);
    const endDate = await dayFromToday(t, 31);
    const results = await Promise.all(Array.from({ length: 12 }, () => block(id, { startDate, endDate, units: 1 })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const month = await availability(id, monthOf(startDate));
    expect(day(month, startDate)).toEqual({ date: startDate, blocked: 5, booked: 0, free: 0 });
  });

  it('capacity cannot drop below the units blocked from today on', async () => {
    const id = await listing(4);
    const date = await dayFromToday(t, 5);
    await block(id, { startDate: date, endDate: date, units: 3 });
    const res = await as(t, host.cookie).patch(`/api/host/listings/${id}`, { capacity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('capacity_in_use');
    expect(res.json().error.fields).toEqual({ capacity: listingMessages.capacityBelowBlocks(3, date) });
    expect((await as(t, host.cookie).patch(`/api/host/listings/${id}`, { capacity: 3 })).json().capacity).toBe(3);
  });

  it('bad dates, units or month are a 400 with the field at fault', async () => {
    const id = await listing(2);
    const today = await dayFromToday(t, 0);
    const cases: [object, Record<string, string>][] = [
      [{ startDate: await dayFromToday(t, -1), endDate: today, units: 1 }, { startDate: m.inPast }],
      [{ startDate: today, endDate: await dayFromToday(t, -1), units: 1 }, { endDate: m.endBeforeStart }],
      [{ startDate: today, endDate: await dayFromToday(t, 800), units: 1 }, { endDate: m.tooLong }],
      [{ startDate: await dayFromToday(t, 750), endDate: await dayFromToday(t, 751), units: 1 }, { endDate: m.tooFar }],
      [{ startDate: '2030-02-30', endDate: '2030-03-01', units: 1 }, { startDate: m.date }],
      [
        { startDate: today, endDate: today, units: 0, note: 'x'.repeat(201) },
        { units: m.units, note: m.note },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await block(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    const month = await as(t, host.cookie).get(`/api/host/listings/${id}/availability?month=2030-1`);
    expect(month.statusCode).toBe(400);
    expect(month.json().error.fields).toEqual({ month: m.month });
    expect((await availability(id, monthOf(today))).blocks).toEqual([]);
  });

  it("another host can neither see nor block a listing's days", async () => {
    const id = await listing(2);
    const date = await dayFromToday(t, 3);
    expect((await block(id, { startDate: date, endDate: date, units: 1 }, otherHost.cookie)).statusCode).toBe(404);
    const seen = await as(t, otherHost.cookie).get(`/api/host/listings/${id}/availability?month=${monthOf(date)}`);
    expect(seen.statusCode).toBe(404);
  });

  it('a month lists every day, leap years included', async () => {
    const id = await listing(1);
    expect((await availability(id, '2028-02')).days).toHaveLength(29);
    expect((await availability(id, '2027-02')).days).toHaveLength(28);
    expect((await availability(id, '2027-12')).days.at(-1)).toEqual({
      date: '2027-12-31',
      blocked: 0,
      booked: 0,
      free: 1,
    });
  });

  it("tells the units clients booked from the host's blocks, and lists the month's bookings with the client", async () => {
    const id = await instantListing(t, host.user.id, { capacity: 3 });
    // Two days ahead in one month.
    let first = 12;
    while (monthOf(await dayFromToday(t, first)) !== monthOf(await dayFromToday(t, first + 1))) first++;
    const [date, next] = [await dayFromToday(t, first), await dayFromToday(t, first + 1)];
    const paid = await bookingToPay(t, client, id, first, first + 1);
    await payBooking(t, client, paid);
    const toPay = await bookingToPay(t, client, id, first + 1, first + 1);
    expect((await block(id, { startDate: date, endDate: next, units: 1, note: 'Repairs' })).statusCode).toBe(201);

    const month = await availability(id, monthOf(date));
    expect(day(month, date)).toEqual({ date, blocked: 1, booked: 1, free: 1 });
    expect(day(month, next)).toEqual({ date: next, blocked: 1, booked: 2, free: 0 });
    expect(month.blocks).toHaveLength(1);
    expect(month.bookings).toEqual([
      expect.objectContaining({
        id: paid,
        status: 'confirmed',
        startDate: date,
        endDate: next,
        units: 1,
        clientName: 'Bea Villanueva',
      }),
      expect.objectContaining({ id: toPay, status: 'awaiting_payment', startDate: next, endDate: next }),
    ]);
    // A cancelled booking frees its units and leaves the calendar.
    expect((await as(t, client.cookie).post(`/api/bookings/${toPay}/cancel`)).statusCode).toBe(200);
    const after = await availability(id, monthOf(date));
    expect(day(after, next)).toEqual({ date: next, blocked: 1, booked: 1, free: 1 });
    expect(after.bookings.map((b: { id: string }) => b.id)).toEqual([paid]);
  });
});
