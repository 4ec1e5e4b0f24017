import { z } from 'zod';
import { en } from '../messages/en';

/**
 * GET /api/placeholder/{width}/{height} (open): a neutral picture of that size in pixels, shown
 * where a listing has no photo (the spec: "Placeholder images come from paths under
 * /api/placeholder"). The answer is the image itself (SVG), documented by its media type.
 */
export const PLACEHOLDER_MAX_SIDE = 2000;

const m = en.placeholder.size;
/** Digits only (no '1e3', '+5' or '010'), so each size has one address and one cached copy. */
const side = z
  .string({ error: m })
  .regex(/^[1-9]\d{0,3}$/, { error: m, abort: true })
  .transform(Number)
  .refine((n) => n <= PLACEHOLDER_MAX_SIDE, { error: m })
  .describe(`Pixels, 1 to ${PLACEHOLDER_MAX_SIDE}`);

export const placeholderParamsSchema = z.object({ width: side, height: side });
export type PlaceholderParams = z.infer<typeof placeholderParamsSchema>;
