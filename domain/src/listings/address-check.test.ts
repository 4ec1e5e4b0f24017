import { describe, expect, it } from 'vitest';
import { placesMessages } from '../messages/places';
import { addressIssue } from '../places/address-check';
import { listingAddressIssue, listingPlaceNames } from './address-check';
import { validStorage } from './test-fixtures';

const m = placesMessages.address;

describe('listing address against the PSGC hierarchy', () => {
  it('a full address: the same answer as addressIssue', () => {
    expect(listingAddressIssue(validStorage)).toBeNull();
    const wrong = { ...validStorage, barangayCode: '0730600041' }; // Lahug is in Cebu City
    expect(listingAddressIssue(wrong)).toEqual(addressIssue(wrong));
    expect(listingAddressIssue(wrong)).toEqual({ field: 'barangayCode', message: m.barangayNotInCity });
  });

  it('a draft: missing codes are fine, present ones must fit the one above', () => {
    expect(listingAddressIssue({})).toBeNull();
    expect(listingAddressIssue({ regionCode: '1300000000' })).toBeNull();
    expect(listingAddressIssue({ regionCode: '2000000000' })).toEqual({
      field: 'regionCode',
      message: m.unknownRegion,
    });
    expect(listingAddressIssue({ regionCode: '0700000000', provinceCode: '1300000000' })).toEqual({
      field: 'provinceCode',
      message: m.provinceNotInRegion,
    });
    expect(listingAddressIssue({ barangayCode: '1380300002' })).toEqual({
      field: 'barangayCode',
      message: m.barangayNotInCity,
    });
  });

  it('names the places for display and text search', () => {
    expect(listingPlaceNames(validStorage)).toEqual({
      regionName: expect.stringContaining('NCR'),
      provinceName: 'Metro Manila',
      cityName: 'Makati City',
      barangayName: 'Bel-Air',
    });
    expect(listingPlaceNames({ regionCode: '1300000000' })).toMatchObject({ cityName: null, barangayName: null });
  });
});
