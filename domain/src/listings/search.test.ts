import { describe, expect, it } from 'vitest';
import { discoveryMessages } from '../messages/discovery';
import { defaultPriceUnit, listingQuoteQuerySchema, listingSearchQuerySchema, searchDateIssue } from './search';

const m = discoveryMessages.search;
const parse = (q: Record<string, unknown>) => listingSearchQuerySchema.safeParse(q);
const fields = (q: Record<string, unknown>) => {
  const r = parse(q);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('listingSearchQuerySchema', () => {
  it('reads URL text into typed values; empty values are absent', () => {
    expect(
      parse({
        q: ' Makati parking ',
        lat: '14.55',
        lng: '121.02',
        type: 'parking',
        minPrice: '2500',
        maxPrice: '',
        features: 'cctv, gated',
        instantBook: 'true',
        minRating: '4.5',
        from: '2026-03-01',
        to: '2026-03-05',
        units: '2',
        sort: 'distance',
        page: '3',
      }).data,
    ).toEqual({
      q: 'Makati parking',
      lat: 14.55,
      lng: 121.02,
      type: 'parking',
      minPrice: 2500,
      features: ['cctv', 'gated'],
      instantBook: true,
      minRating: 4.5,
      from: '2026-03-01',
      to: '2026-03-05',
      units: 2,
      sort: 'distance',
      page: 3,
    });
    expect(parse({}).data).toEqual({ sort: 'relevance', page: 1 });
    expect(parse({ features: ['cctv', 'gated'] }).data?.features).toEqual(['cctv', 'gated']);
    expect(parse({ instantBook: 'false' }).data?.instantBook).toBe(false);
  });

  it('names the parameter at fault with a message', () => {
    expect(fields({ q: 'x'.repeat(201) })).toEqual({ q: m.q });
    expect(fields({ lat: '91', lng: '0' })).toEqual({ lat: m.point });
    expect(fields({ lat: '14.5' })).toEqual({ lng: m.pointTogether });
    expect(fields({ type: 'castle' })).toEqual({ type: m.type });
    expect(fields({ minPrice: '-1' })).toEqual({ minPrice: m.price });
    expect(fields({ minPrice: '12.5' })).toEqual({ minPrice: m.price });
    expect(fields({ minPrice: 'cheap' })).toEqual({ minPrice: m.price });
    expect(fields({ minPrice: '500', maxPrice: '100' })).toEqual({ maxPrice: m.priceOrder });
    expect(fields({ priceUnit: 'week' })).toEqual({ priceUnit: m.priceUnit });
    expect(fields({ minArea: '10', maxArea: '5' })).toEqual({ maxArea: m.areaOrder });
    expect(fields({ features: 'cctv,jacuzzi' })).toEqual({ 'features.1': m.features });
    expect(fields({ vehicle: 'plane' })).toEqual({ vehicle: m.vehicle });
    expect(fields({ instantBook: 'yes' })).toEqual({ instantBook: m.instantBook });
    expect(fields({ minRating: '6' })).toEqual({ minRating: m.minRating });
    expect(fields({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: m.date });
    expect(fields({ from: '2026-03-01' })).toEqual({ to: m.datesTogether });
    expect(fields({ from: '2026-03-05', to: '2026-03-01' })).toEqual({ to: m.endBeforeStart });
    expect(fields({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ to: m.tooLong });
    expect(fields({ units: '0' })).toEqual({ units: m.units });
    expect(fields({ sort: 'cheapest' })).toEqual({ sort: m.sort });
    expect(fields({ page: '0' })).toEqual({ page: m.page });
    expect(fields({ page: '51' })).toEqual({ page: m.page });
  });

  it('dates against today: not in the past, at most two years ahead', () => {
    expect(searchDateIssue({ from: '2026-03-01', to: '2026-03-02' }, '2026-03-01')).toBeNull();
    expect(searchDateIssue({ from: '2026-02-28', to: '2026-03-02' }, '2026-03-01')).toEqual({
      field: 'from',
      message: m.inPast,
    });
    expect(searchDateIssue({ from: '2028-02-01', to: '2028-03-02' }, '2026-03-01')?.field).toBe('to');
  });

  it('compares prices per day for parking, per month otherwise', () => {
    expect([defaultPriceUnit('parking'), defaultPriceUnit('storage'), defaultPriceUnit(null)]).toEqual([
      'day',
      'month',
      'month',
    ]);
  });
});

describe('listingQuoteQuerySchema', () => {
  it('dates, units (default 1) and hours within one day', () => {
    expect(listingQuoteQuerySchema.parse({ from: '2026-03-01', to: '2026-03-03' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      units: 1,
    });
    expect(listingQuoteQuerySchema.parse({ from: '2026-03-01', to: '2026-03-01', hours: '3' }).hours).toBe(3);
    const r = listingQuoteQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-02', hours: '3' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['hours'], message: discoveryMessages.quote.hoursOneDay });
    expect(listingQuoteQuerySchema.safeParse({ from: '2026-03-01' }).success).toBe(false);
  });
});
