/** Server-side address checks against the PSGC data (the form only knows the codes' shape). */
import { placesMessages } from '../messages/places';
import { psgcAddressSchema, type AddressCodes } from './address';
import { barangaysOf, findCity, findProvince, findRegion } from './hierarchy';

const m = placesMessages.address;

export interface AddressIssue {
  field: keyof AddressCodes;
  message: string;
}

/** The first code that does not fit the one above it (barangay in city in province in region), or null. */
export function addressIssue(a: AddressCodes): AddressIssue | null {
  if (!findRegion(a.regionCode)) return { field: 'regionCode', message: m.unknownRegion };
  if (findProvince(a.provinceCode)?.regionCode !== a.regionCode)
    return { field: 'provinceCode', message: m.provinceNotInRegion };
  if (findCity(a.cityCode)?.provinceCode !== a.provinceCode) return { field: 'cityCode', message: m.cityNotInProvince };
  if (!barangaysOf(a.cityCode).some((b) => b.code === a.barangayCode))
    return { field: 'barangayCode', message: m.barangayNotInCity };
  return null;
}

/** The official names of a consistent address's codes (to store and show beside them), or null. */
export function addressNames(
  a: AddressCodes,
): { region: string; province: string; city: string; barangay: string } | null {
  if (addressIssue(a)) return null;
  return {
    region: findRegion(a.regionCode)!.name,
    province: findProvince(a.provinceCode)!.name,
    city: findCity(a.cityCode)!.name,
    barangay: barangaysOf(a.cityCode).find((b) => b.code === a.barangayCode)!.name,
  };
}

/** psgcAddressSchema plus the consistency check, each refusal under its field (server use). */
export const checkedAddressSchema = psgcAddressSchema.superRefine((a, ctx) => {
  const issue = addressIssue(a);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
