import { z } from 'zod';
import { invoiceMessages as m } from '../messages/invoices';
import { normaliseTin } from '../money/invoices';

/**
 * The host's tax details form (host profile) and PUT /api/host/tax-details: the TIN for the
 * platform's invoices, written ###-###-### with an optional 3- or 5-digit branch code; empty
 * removes it. The value sent on is the normalised form (123-456-789-00000) or ''.
 */
export const taxDetailsSchema = z.object({
  tin: z
    .string({ error: m.tax.tinInvalid })
    .trim()
    .max(20, { error: m.tax.tinInvalid })
    .refine((v) => v === '' || normaliseTin(v) !== null, { error: m.tax.tinInvalid }),
});
export type TaxDetailsInput = z.infer<typeof taxDetailsSchema>;
