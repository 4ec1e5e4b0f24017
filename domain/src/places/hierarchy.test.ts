import { describe, expect, it } from 'vitest';
import {
  allCities,
  allProvinces,
  barangaysOf,
  citiesOf,
  findCity,
  findProvince,
  provincesOf,
  psgcVintage,
  regions,
} from './hierarchy';

const NCR = '1300000000';
const totalBarangays = () => allCities().reduce((n, c) => n + barangaysOf(c.code).length, 0);

describe('PSGC hierarchy (PSGC 2025-Q4)', () => {
  it('ships the 2025-Q4 release: 18 regions, 82 provinces plus 3 pseudo-provinces, 1,642 cities and municipalities, 42,011 barangays', () => {
    expect(psgcVintage).toBe('2025-Q4');
    expect(regions()).toHaveLength(18);
    expect(allProvinces()).toHaveLength(85);
    expect(
      allProvinces().filter((p) => !['Metro Manila', 'Isabela City', 'Special Geographic Area'].includes(p.name)),
    ).toHaveLength(82);
    expect(allCities()).toHaveLength(1642);
    expect(allCities().filter((c) => c.kind !== 'municipality')).toHaveLength(149);
    expect(allCities().filter((c) => c.kind === 'huc')).toHaveLength(33);
    expect(totalBarangays()).toBe(42011);
  });

  it('lists the regions in the PSA order, NCR first, with their official names', () => {
    expect(regions()[0]).toEqual({ code: NCR, name: 'National Capital Region (NCR)' });
    expect(regions().map((r) => r.code.slice(0, 2))).toEqual([
      '13',
      '14',
      '01',
      '02',
      '03',
      '04',
      '17',
      '05',
      '06',
      '18',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '16',
      '19',
    ]);
  });

  it('gives NCR one pseudo-province, Metro Manila, holding its 16 cities and Pateros', () => {
    expect(provincesOf(NCR)).toEqual([{ code: NCR, name: 'Metro Manila', regionCode: NCR }]);
    const towns = citiesOf(NCR);
    expect(towns).toHaveLength(17);
    expect(towns.map((c) => c.name)).toContain('Makati City');
    expect(towns.find((c) => c.name === 'Pateros')?.kind).toBe('municipality');
  });

  it('puts a highly urbanised city under the province it lies in (Cebu City, Lapu-Lapu, Mandaue under Cebu)', () => {
    const cebu = provincesOf('0700000000').find((p) => p.name === 'Cebu');
    expect(cebu?.code).toBe('0702200000');
    const names = citiesOf('0702200000').map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Cebu City', 'Lapu-Lapu City', 'Mandaue City']));
    expect(findCity('0730600000')).toMatchObject({
      name: 'Cebu City',
      provinceCode: '0702200000',
      regionCode: '0700000000',
      kind: 'huc',
    });
  });

  it('keeps every city in a province of its own region, and every province in a known region', () => {
    const regionCodes = new Set(regions().map((r) => r.code));
    expect(allProvinces().filter((p) => !regionCodes.has(p.regionCode))).toEqual([]);
    expect(allCities().filter((c) => findProvince(c.provinceCode)?.regionCode !== c.regionCode)).toEqual([]);
  });

  it('sorts provinces, cities and barangays by name, numbers in numeric order', () => {
    const names = provincesOf('0400000000').map((p) => p.name);
    expect(names).toEqual([...names].sort());
    expect(
      barangaysOf('1380600000')
        .slice(0, 3)
        .map((b) => b.name),
    ).toEqual(['Barangay 1', 'Barangay 2', 'Barangay 3']);
  });

  it("lists the City of Manila's 897 barangays under Manila, each with its district", () => {
    const manila = barangaysOf('1380600000');
    expect(manila).toHaveLength(897);
    expect(manila[0]).toEqual({
      code: '1380601001',
      name: 'Barangay 1',
      cityCode: '1380600000',
      district: 'Tondo I/II',
    });
    expect(new Set(manila.map((b) => b.district))).toHaveProperty('size', 14);
    expect(barangaysOf('1380300000').find((b) => b.name === 'Bel-Air')).toEqual({
      code: '1380300002',
      name: 'Bel-Air',
      cityCode: '1380300000',
    });
  });

  it('gives each barangay a unique code that starts with its city or district code', () => {
    const codes = allCities().flatMap((c) => barangaysOf(c.code).map((b) => b.code));
    expect(new Set(codes).size).toBe(codes.length);
    const strays = allCities()
      .filter((c) => c.code !== '1380600000')
      .flatMap((c) => barangaysOf(c.code).filter((b) => b.code.slice(0, 7) !== c.code.slice(0, 7)));
    expect(strays).toEqual([]);
  });

  it('answers an unknown or inherited code with nothing', () => {
    expect(barangaysOf('9999999999')).toEqual([]);
    expect(barangaysOf('constructor')).toEqual([]);
    expect(citiesOf('0000000000')).toEqual([]);
    expect(provincesOf('hasOwnProperty')).toEqual([]);
  });
});
