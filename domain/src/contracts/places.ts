import { z } from 'zod';

/**
 * /api/places/* (open): the PSGC hierarchy a level at a time, for the address picker of the
 * listing form. The data ships with the server (domain/src/places); the web asks for the
 * children of the place chosen above, so no page carries the whole list (about 1.5 MB).
 */

const code = z
  .string()
  .regex(/^\d{10}$/)
  .describe('A 10-digit PSGC code');
export const placeCodeParamsSchema = z.object({ code });

export const placeOptionSchema = z.object({ code: z.string(), name: z.string() });
export type PlaceOption = z.infer<typeof placeOptionSchema>;

/** A city or municipality, with its centre where the gazetteer knows it (where a new pin starts). */
export const cityOptionSchema = placeOptionSchema.extend({
  kind: z.enum(['huc', 'city', 'municipality']),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type CityOption = z.infer<typeof cityOptionSchema>;

/** A barangay; the City of Manila's carry their district (Tondo I/II, Sampaloc, …). */
export const barangayOptionSchema = placeOptionSchema.extend({ district: z.string().nullable() });
export type BarangayOption = z.infer<typeof barangayOptionSchema>;

export const placeOptionsSchema = z.object({ items: z.array(placeOptionSchema) });
export type PlaceOptions = z.infer<typeof placeOptionsSchema>;
export const cityOptionsSchema = z.object({ items: z.array(cityOptionSchema) });
export type CityOptions = z.infer<typeof cityOptionsSchema>;
export const barangayOptionsSchema = z.object({ items: z.array(barangayOptionSchema) });
export type BarangayOptions = z.infer<typeof barangayOptionsSchema>;
