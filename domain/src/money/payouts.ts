/**
 * Payout methods and payout requests (issue 20): the fixed lists, the one schema the form and
 * the server share, and how an account number is shown.
 */
import { z } from 'zod';
import { moneyMessages as m } from '../messages/money';
import { textSchema } from '../schemas/text';
import { pesosToCentavos, type Centavos } from './amounts';

export const payoutMethodTypes = ['gcash', 'maya', 'bank'] as const;
export type PayoutMethodType = (typeof payoutMethodTypes)[number];

/** Requirements §4, in its order. */
export const payoutStatuses = ['processed', 'pending', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A host keeps at most this many payout methods. */
export const MAX_PAYOUT_METHODS = 5;
/** A new payout method receives nothing for this long (a stolen session cannot drain a wallet at once). */
export const NEW_METHOD_HOLD_HOURS = 24;

/**
 * Banks a Philippine payout goes to over InstaPay or PESONet (BSP-supervised banks and digital
 * banks that take transfers), by their common names. `code` is ours, stable, stored on the method.
 */
export const philippineBanks = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands (BPI)' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'PNB', name: 'Philippine National Bank (PNB)' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank of the Philippines' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CBC', name: 'China Banking Corporation (Chinabank)' },
  { code: 'EWB', name: 'EastWest Bank' },
  { code: 'PSB', name: 'PSBank' },
  { code: 'AUB', name: 'Asia United Bank (AUB)' },
  { code: 'DBP', name: 'Development Bank of the Philippines' },
  { code: 'MAYB', name: 'Maybank Philippines' },
  { code: 'BOC', name: 'Bank of Commerce' },
  { code: 'PBCOM', name: 'PBCOM' },
  { code: 'SBA', name: 'Sterling Bank of Asia' },
  { code: 'CTBC', name: 'CTBC Bank (Philippines)' },
  { code: 'CIMB', name: 'CIMB Bank Philippines' },
  { code: 'GOTYME', name: 'GoTyme Bank' },
  { code: 'TONIK', name: 'Tonik Digital Bank' },
  { code: 'SEABANK', name: 'SeaBank Philippines' },
  { code: 'MAYABANK', name: 'Maya Bank' },
  { code: 'UNO', name: 'UNObank' },
  { code: 'OFB', name: 'Overseas Filipino Bank' },
] as const;
export type BankCode = (typeof philippineBanks)[number]['code'];
const bankCodes = philippineBanks.map((b) => b.code) as [BankCode, ...BankCode[]];
export const bankName = (code: string | null) => philippineBanks.find((b) => b.code === code)?.name ?? code ?? '';

/** A Philippine mobile number as typed (0917…, +63 917…, spaces, dots or dashes) → 09XXXXXXXXX, or null. */
export function normalizeMobile(v: string): string | null {
  const digits = v.replace(/[\s.\-()]/g, '');
  const m = /^(?:\+?63|0)(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

const accountNameSchema = textSchema({ error: m.field.accountName })
  .trim()
  .min(2, m.field.accountName)
  .max(100, m.field.accountNameLong);
const mobileSchema = z
  .string({ error: m.field.mobile })
  .max(20, m.field.mobile)
  .transform((v, ctx) => {
    const n = normalizeMobile(v);
    if (!n) ctx.addIssue({ code: 'custom', message: m.field.mobile });
    return n ?? v;
  });

/** Adding a payout method: the form and POST /api/host/payout-methods. */
export const payoutMethodSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('gcash'),
      accountName: accountNameSchema,
      accountNumber: mobileSchema,
      makeDefault: z.boolean().optional(),
    }),
    z.object({
      type: z.literal('maya'),
      accountName: accountNameSchema,
      accountNumber: mobileSchema,
      makeDefault: z.boolean().optional(),
    }),
    z.object({
      type: z.literal('bank'),
      bankCode: z.enum(bankCodes, { error: m.field.bank }),
      accountName: accountNameSchema,
      accountNumber: z
        .string({ error: m.field.accountNumber })
        .max(30, m.field.accountNumber)
        .transform((v) => v.replace(/[\s-]/g, ''))
        .refine((v) => /^\d{10,16}$/.test(v), m.field.accountNumber),
      makeDefault: z.boolean().optional(),
    }),
  ],
  { error: m.field.type },
);
export type PayoutMethodInput = z.input<typeof payoutMethodSchema>;
export type PayoutMethodData = z.output<typeof payoutMethodSchema>;

/** The last four digits, the rest hidden: "•••• 4567". */
export const maskAccount = (n: string) => `•••• ${n.slice(-4)}`;

/** How a method is named to its host: "GCash •••• 4567", "BDO Unibank •••• 7890". */
export const payoutMethodLabel = (p: { type: PayoutMethodType; accountNumber: string; bankCode?: string | null }) =>
  `${p.type === 'bank' ? bankName(p.bankCode ?? null) : m.methodTypes[p.type]} ${maskAccount(p.accountNumber)}`;

/** POST /api/host/payouts: centavos, a whole positive number; the method to send it to. */
export const payoutRequestSchema = z.object({
  amount: z.number({ error: m.field.amount }).int(m.field.amount).positive(m.field.amount).max(1e12, m.field.amount),
  payoutMethodId: z.string({ error: m.methodNotFound }).min(1, m.methodNotFound).max(200, m.methodNotFound),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** `financial.minimumPayout` (pesos in the settings, as the specification has it) in centavos: the one conversion. */
export const minimumPayoutOf = (financial: { minimumPayout: number }): Centavos =>
  pesosToCentavos(financial.minimumPayout);
