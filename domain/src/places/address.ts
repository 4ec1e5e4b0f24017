/**
 * A Philippine address as the listing form and the server take it: PSGC codes for region,
 * province, city/municipality and barangay (from the picker), plus street and postal code.
 * Data-free, so the web form can use it; whether the codes fit together is checked on the
 * server with `addressIssue` (it needs the PSGC data).
 */
import { z } from 'zod';
import { placesMessages } from '../messages/places';
import { textSchema } from '../schemas/text';

const m = placesMessages.address;

export const addressLimits = { street: 200 } as const;

const psgcCode = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{10}$/, message);

export const psgcAddressSchema = z.object({
  regionCode: psgcCode(m.regionRequired),
  provinceCode: psgcCode(m.provinceRequired),
  cityCode: psgcCode(m.cityRequired),
  barangayCode: psgcCode(m.barangayRequired),
  street: textSchema().trim().min(1, m.streetRequired).max(addressLimits.street, m.streetMax(addressLimits.street)),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, m.postalCode),
});
export type PsgcAddress = z.infer<typeof psgcAddressSchema>;
export type AddressCodes = Pick<PsgcAddress, 'regionCode' | 'provinceCode' | 'cityCode' | 'barangayCode'>;
