import { z } from 'zod';

/** GET /api/pricing/fees (the query is feesQuerySchema in schemas/admin): all amounts in integer centavos. */
export const feesResultSchema = z.object({
  currency: z.string(),
  subtotal: z.number(),
  platformFeePercentage: z.number(),
  platformFee: z.number(),
  hostEarnings: z.number(),
  cancellationFeePercentage: z.number(),
  cancellationFee: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type FeesResult = z.infer<typeof feesResultSchema>;
