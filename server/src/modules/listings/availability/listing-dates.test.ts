import { beforeAll, describe, expect, it } from 'vitest';
import { dateMessages } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { activeListing, as } from '../core/listings.fixtures';

/** Dates and months outside 2000–2100 are the caller's mistake (400), not the database's (500). */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const moderator = useUser(t, { type: 'moderator' });

let id = '';
beforeAll(async () => {
  id = await activeListing(t, host.cookie, moderator.cookie);
});

const refusal = (res: { statusCode: number; json: () => { error: { message: string; fields?: object } } }) => ({
  status: res.statusCode,
  message: res.json().error.message,
  fields: res.json().error.fields,
});

describe('dates and months out of range', () => {
  it.each(['0000-01', '1999-12', '2101-01'])(
    'month=%s: the public and the host calendars answer 400',
    async (month) => {
      const expected = { status: 400, message: dateMessages.monthRange, fields: { month: dateMessages.monthRange } };
      expect(
        refusal(await t.app.inject({ method: 'GET', url: `/api/listings/${id}/availability?month=${month}` })),
      ).toEqual(expected);
      expect(refusal(await as(t, host.cookie).get(`/api/host/listings/${id}/availability?month=${month}`))).toEqual(
        expected,
      );
    },
  );

  it('the first and last months of the range are answered', async () => {
    for (const month of ['2000-01', '2100-12']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/listings/${id}/availability?month=${month}` })).statusCode,
      ).toBe(200);
      expect((await as(t, host.cookie).get(`/api/host/listings/${id}/availability?month=${month}`)).statusCode).toBe(
        200,
      );
    }
  });

  it.each([
    ['from=0000-01-01&to=0000-01-02', 'from'],
    ['from=2100-12-31&to=2101-01-01', 'to'],
  ])('search and quote with %s answer 400', async (dates, field) => {
    for (const url of [`/api/listings?${dates}`, `/api/listings/${id}/quote?${dates}`]) {
      const res = refusal(await t.app.inject({ method: 'GET', url }));
      expect(res).toMatchObject({ status: 400, message: dateMessages.dateRange });
      expect(res.fields).toMatchObject({ [field]: dateMessages.dateRange });
    }
  });

  it('a block out of range is refused with the message', async () => {
    const res = await as(t, host.cookie).post(`/api/host/listings/${id}/blocks`, {
      startDate: '2101-01-01',
      endDate: '2101-01-02',
      units: 1,
    });
    expect(refusal(res)).toMatchObject({ status: 400, message: dateMessages.dateRange });
  });
});
