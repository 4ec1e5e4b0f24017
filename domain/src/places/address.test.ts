import { describe, expect, it } from 'vitest';
import { placesMessages } from '../messages/places';
import { addressLimits, psgcAddressSchema } from './address';
import { addressIssue, addressNames, checkedAddressSchema } from './address-check';

const m = placesMessages.address;
// Bel-Air, Makati City, Metro Manila, NCR
const makati = {
  regionCode: '1300000000',
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300002',
  street: 'Unit 5, 123 Jupiter Street',
  postalCode: '1209',
};
// Lahug, Cebu City (a highly urbanised city, listed under Cebu province), Central Visayas
const cebu = {
  ...makati,
  regionCode: '0700000000',
  provinceCode: '0702200000',
  cityCode: '0730600000',
  barangayCode: '0730600041',
  postalCode: '6000',
};

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { field: r.error!.issues[0].path.join('.'), message: r.error!.issues[0].message };

describe('psgcAddressSchema (form and server)', () => {
  it('accepts a full address and trims its text', () => {
    expect(psgcAddressSchema.parse({ ...makati, street: '  123 Jupiter Street ' }).street).toBe('123 Jupiter Street');
  });

  it.each([
    ['regionCode', '', m.regionRequired],
    ['provinceCode', '13', m.provinceRequired],
    ['cityCode', 'makati', m.cityRequired],
    ['barangayCode', '13803000021', m.barangayRequired],
    ['street', '   ', m.streetRequired],
    ['street', 'x'.repeat(addressLimits.street + 1), m.streetMax(200)],
    ['postalCode', '12O9', m.postalCode],
    ['postalCode', '12090', m.postalCode],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(first(psgcAddressSchema.safeParse({ ...makati, [field]: value }))).toEqual({ field, message });
  });

  it('allows a street of exactly the maximum length', () => {
    expect(psgcAddressSchema.safeParse({ ...makati, street: 'x'.repeat(addressLimits.street) }).success).toBe(true);
  });
});

describe('addressIssue (server: the codes fit together)', () => {
  it('accepts a consistent address in NCR and one in a highly urbanised city', () => {
    expect(addressIssue(makati)).toBeNull();
    expect(addressIssue(cebu)).toBeNull();
  });

  it('names the first code that does not fit the one above it', () => {
    expect(addressIssue({ ...makati, regionCode: '2000000000' })).toEqual({
      field: 'regionCode',
      message: m.unknownRegion,
    });
    expect(addressIssue({ ...makati, provinceCode: '0702200000' })).toEqual({
      field: 'provinceCode',
      message: m.provinceNotInRegion,
    });
    expect(addressIssue({ ...cebu, cityCode: '1380300000' })).toEqual({
      field: 'cityCode',
      message: m.cityNotInProvince,
    });
    expect(addressIssue({ ...makati, barangayCode: '0730600041' })).toEqual({
      field: 'barangayCode',
      message: m.barangayNotInCity,
    });
    expect(addressIssue({ ...makati, barangayCode: '1380300099' })).toEqual({
      field: 'barangayCode',
      message: m.barangayNotInCity,
    });
  });

  it("takes Manila's barangays under the City of Manila, not under its districts", () => {
    const tondo = { ...makati, cityCode: '1380600000', barangayCode: '1380601001' };
    expect(addressIssue(tondo)).toBeNull();
    expect(addressIssue({ ...tondo, cityCode: '1380601000' })).toEqual({
      field: 'cityCode',
      message: m.cityNotInProvince,
    });
  });

  it('gives the official names of a consistent address, and null otherwise', () => {
    expect(addressNames(cebu)).toEqual({
      region: 'Region VII (Central Visayas)',
      province: 'Cebu',
      city: 'Cebu City',
      barangay: 'Lahug',
    });
    expect(addressNames({ ...cebu, barangayCode: '1380300002' })).toBeNull();
  });

  it('checkedAddressSchema reports the shape first, then the consistency under its field', () => {
    expect(first(checkedAddressSchema.safeParse({ ...makati, postalCode: '' }))).toEqual({
      field: 'postalCode',
      message: m.postalCode,
    });
    expect(first(checkedAddressSchema.safeParse({ ...makati, cityCode: '0730600000' }))).toEqual({
      field: 'cityCode',
      message: m.cityNotInProvince,
    });
    expect(checkedAddressSchema.safeParse(makati).success).toBe(true);
  });
});
