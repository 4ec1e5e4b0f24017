/**
 * Server-side address checks of a listing against the PSGC data (decision 0016). Carries the
 * places data, so it is imported by path (`@espasyo/domain/listings/address-check`), never
 * from domain's index. Works on drafts too: each code present must fit the one above it.
 */
import { placesMessages } from '../messages/places';
import type { AddressCodes } from '../places/address';
import type { AddressIssue } from '../places/address-check';
import { barangaysOf, findCity, findProvince, findRegion } from '../places/hierarchy';

const m = placesMessages.address;
type Codes = { [K in keyof AddressCodes]?: string | null };

/**
 * The first present code that does not fit the one above it, or null. On a full address this
 * is `addressIssue`'s answer; on a draft a missing code is not an issue (submitting checks that).
 */
export function listingAddressIssue(a: Codes): AddressIssue | null {
  if (a.regionCode && !findRegion(a.regionCode)) return { field: 'regionCode', message: m.unknownRegion };
  if (a.provinceCode && findProvince(a.provinceCode)?.regionCode !== a.regionCode)
    return { field: 'provinceCode', message: m.provinceNotInRegion };
  if (a.cityCode && findCity(a.cityCode)?.provinceCode !== a.provinceCode)
    return { field: 'cityCode', message: m.cityNotInProvince };
  if (a.barangayCode && !(a.cityCode && barangaysOf(a.cityCode).some((b) => b.code === a.barangayCode)))
    return { field: 'barangayCode', message: m.barangayNotInCity };
  return null;
}

export interface PlaceNames {
  regionName: string | null;
  provinceName: string | null;
  cityName: string | null;
  barangayName: string | null;
}

/** The official names of the codes (stored beside them for display and text search); null where a code is absent. */
export function listingPlaceNames(a: Codes): PlaceNames {
  return {
    regionName: (a.regionCode && findRegion(a.regionCode)?.name) || null,
    provinceName: (a.provinceCode && findProvince(a.provinceCode)?.name) || null,
    cityName: (a.cityCode && findCity(a.cityCode)?.name) || null,
    barangayName:
      (a.cityCode && a.barangayCode && barangaysOf(a.cityCode).find((b) => b.code === a.barangayCode)?.name) || null,
  };
}
