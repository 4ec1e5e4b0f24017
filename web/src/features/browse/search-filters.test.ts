import { describe, expect, it } from 'vitest';
import { discoveryMessages } from '@espasyo/domain/messages/discovery';
import { activeFilterCount, formValuesOf, submitSearch, withoutFilters } from './search-filters';
import { pesosToCentavos, searchOf } from './search-params';

const m = discoveryMessages.search;
const today = '2026-03-10';

/** A FormData as a form with these fields sends it (a repeated name for each checked feature). */
function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
  return data;
}
const send = (fields: Record<string, string | string[]>, current = '', withFilters = true) =>
  submitSearch(form(fields), new URLSearchParams(current), { today, withFilters });

describe('pesos in the form, centavos in the address', () => {
  it('reads amounts in pesos, with commas, a peso sign or centavos', () => {
    expect(pesosToCentavos('1,500')).toBe(150_000);
    expect(pesosToCentavos('₱ 2,499.50')).toBe(249_950);
    expect(pesosToCentavos('0.1')).toBe(10);
    expect(pesosToCentavos('  ')).toBeNull();
    expect(pesosToCentavos('1.234')).toBeNaN();
    expect(pesosToCentavos('abc')).toBeNaN();
    expect(pesosToCentavos('-5')).toBeNaN();
  });

  it('puts a price range in the address as centavos, with its unit, and shows it back in pesos', () => {
    const { params } = send({ q: 'Makati', minPeso: '1,000', maxPeso: '2500.50', priceUnit: 'month' });
    expect(params?.toString()).toBe('q=Makati&minPrice=100000&maxPrice=250050&priceUnit=month');
    expect(formValuesOf(params!)).toMatchObject({ minPeso: '1000', maxPeso: '2500.5', priceUnit: 'month' });
  });

  it('leaves the unit out unless a price range or a price sort needs it', () => {
    expect(send({ q: 'Makati', minPeso: '', maxPeso: '', priceUnit: 'day' }).params?.toString()).toBe('q=Makati');
    expect(send({ q: 'Makati', priceUnit: 'day', sort: 'price_asc' }).params?.toString()).toBe(
      'q=Makati&priceUnit=day&sort=price_asc',
    );
  });

  it('refuses a price that is not an amount, too high, or a range upside down', () => {
    expect(send({ minPeso: 'ten' }).errors).toEqual({ minPeso: m.pricePesos });
    expect(send({ maxPeso: '10,000,001' }).errors).toEqual({ maxPeso: m.pricePesos });
    expect(send({ minPeso: '5000', maxPeso: '100' }).errors).toEqual({ maxPeso: m.priceOrder });
  });
});

describe('the rest of the filters ↔ the address', () => {
  it('sends every filter under its API name, features as one list, page back to 1', () => {
    const { params } = send(
      {
        q: 'BGC storage',
        type: 'storage',
        minArea: '2',
        maxArea: '10.5',
        from: '2026-04-01',
        to: '2026-04-30',
        units: '3',
        vehicle: '',
        instantBook: 'true',
        minRating: '4',
        features: ['cctv', 'access_24_7', 'cctv'],
        sort: 'price_asc',
      },
      'q=BGC+storage&page=3',
    );
    expect(params?.toString()).toBe(
      'q=BGC+storage&type=storage&minArea=2&maxArea=10.5&features=cctv%2Caccess_24_7&instantBook=true&minRating=4' +
        '&from=2026-04-01&to=2026-04-30&units=3&sort=price_asc',
    );
    expect(formValuesOf(params!)).toMatchObject({
      type: 'storage',
      minArea: '2',
      features: ['cctv', 'access_24_7'],
      instantBook: true,
      from: '2026-04-01',
      units: '3',
      sort: 'price_asc',
    });
  });

  it('leaves out what is the default: best match, one unit, any rating, both booking modes', () => {
    expect(send({ q: 'Cebu', sort: 'relevance', units: '1', minRating: '', type: '' }).params?.toString()).toBe(
      'q=Cebu',
    );
  });

  it('checks the dates and units as the server would', () => {
    expect(send({ from: '2026-04-01' }).errors).toEqual({ to: m.datesTogether });
    expect(send({ to: '2026-04-01' }).errors).toEqual({ from: m.datesTogether });
    expect(send({ from: '2026-03-09', to: '2026-03-20' }).errors).toEqual({ from: m.inPast });
    expect(send({ from: '2026-04-10', to: '2026-04-01' }).errors).toEqual({ to: m.endBeforeStart });
    expect(send({ from: '2026-04-01', to: '2027-04-02' }).errors).toEqual({ to: m.tooLong });
    expect(send({ units: '0' }).errors).toEqual({ units: m.units });
    expect(send({ units: '2.5' }).errors).toEqual({ units: m.units });
    expect(send({ minArea: '20', maxArea: '5' }).errors).toEqual({ maxArea: m.areaOrder });
  });

  it('a form with only the words keeps the filters on screen; new words drop a point from the map', () => {
    const current = 'q=Makati&lat=14.55&lng=121.02&minPrice=100000&features=cctv&sort=rating&page=2';
    expect(send({ q: 'Makati', type: '' }, current, false).params?.toString()).toBe(
      'q=Makati&lat=14.55&lng=121.02&minPrice=100000&features=cctv&sort=rating',
    );
    expect(send({ q: 'Pasig', type: '' }, current, false).params?.toString()).toBe(
      'q=Pasig&minPrice=100000&features=cctv&sort=rating',
    );
  });

  it('the sheet, without the words, applies its filters to the search on screen', () => {
    const { params } = send({ minPeso: '', instantBook: 'true' }, 'q=Ortigas&type=parking&sort=price_asc');
    expect(params?.toString()).toBe('q=Ortigas&type=parking&instantBook=true&sort=price_asc');
  });
});

describe('the Filters button and Clear all', () => {
  it('counts a range or the dates once and each feature once', () => {
    const p = (s: string) => new URLSearchParams(s);
    expect(activeFilterCount(p('q=Makati&type=parking&sort=price_asc&page=2'))).toBe(0);
    expect(activeFilterCount(p('minPrice=100&maxPrice=900'))).toBe(1);
    expect(activeFilterCount(p('maxArea=10&from=2026-04-01&to=2026-04-03&units=2'))).toBe(2);
    expect(activeFilterCount(p('units=4'))).toBe(1);
    expect(activeFilterCount(p('vehicle=sedan&instantBook=true&minRating=4&features=cctv,gated,elevator'))).toBe(6);
  });

  it('clears the filters and the page, keeping the words, type, point and sort', () => {
    const cleared = withoutFilters(
      new URLSearchParams(
        'q=Makati&lat=14.5&lng=121&type=parking&minPrice=1&maxPrice=2&priceUnit=day&minArea=1&maxArea=2&features=cctv' +
          '&vehicle=van&instantBook=true&minRating=4&from=2026-04-01&to=2026-04-02&units=2&sort=rating&page=4',
      ),
    );
    expect(cleared.toString()).toBe('q=Makati&lat=14.5&lng=121&type=parking&sort=rating');
  });
});

describe('searchOf: one address per search, with or without JavaScript', () => {
  it('reads a plain form submission: pesos, repeated features, empty fields, defaults', () => {
    const sent =
      'q=BGC+storage&type=&minPeso=1%2C500&maxPeso=&priceUnit=month&minArea=&maxArea=&from=&to=&units=1' +
      '&vehicle=&instantBook=true&minRating=&features=cctv&features=gated&sort=relevance';
    expect(searchOf(sent).toString()).toBe(
      'q=BGC+storage&minPrice=150000&priceUnit=month&features=cctv%2Cgated&instantBook=true',
    );
  });

  it('orders the parameters, drops unknown ones and the first page, and is stable', () => {
    const once = searchOf('page=1&sort=newest&utm_source=x&type=parking&q=Cubao');
    expect(once.toString()).toBe('q=Cubao&type=parking&sort=newest');
    expect(searchOf(once).toString()).toBe(once.toString());
  });

  it('passes a bad value on, for the server to name it', () => {
    expect(searchOf('minPrice=abc').toString()).toBe('minPrice=abc');
  });
});
