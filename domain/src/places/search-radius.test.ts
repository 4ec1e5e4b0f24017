import { describe, expect, it } from 'vitest';
import { placesNamed } from './gazetteer';
import { parseSearchQuery } from './search-query';
import { searchRadiusKm } from './search-radius';

const radiusOf = (name: string) => searchRadiusKm(placesNamed(name)[0]);

describe('searchRadiusKm', () => {
  it('a district about 3 km, a city 10–15 km, a province about 60 km or more, a region its extent', () => {
    expect(radiusOf('BGC')).toBe(3);
    expect(radiusOf('Makati')).toBe(10);
    expect(radiusOf('Quezon City')).toBe(14);
    expect(radiusOf('Davao City')).toBe(15);
    expect(radiusOf('Davao del Sur')).toBe(60);
    expect(radiusOf('Cebu province')).toBe(99);
    expect(radiusOf('Metro Manila')).toBe(20);
  });

  it('"Metro Manila, Philippines" (the location fallback) is the region, nothing left to match as text', () => {
    expect(parseSearchQuery('Metro Manila, Philippines')).toMatchObject({
      place: { name: 'National Capital Region (NCR)', kind: 'region' },
      terms: [],
    });
  });
});
