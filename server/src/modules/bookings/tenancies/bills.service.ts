import {
  billCalendar,
  billProcess,
  billMethodsNote,
  bookingNotFound,
  centavos,
  formatDay,
  formatPesos,
  tenancyMessages,
  type Bill,
  type BillStatus,
  type BookingViewer,
} from '@espasyo/domain';
import { methodsAboveLimit, methodsForAmount, paymentMethodLimits } from '@espasyo/domain/bookings/payment-limits';
import { paymentMethods, type PaymentMethod } from '@espasyo/domain/contracts/payments';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { messagesFor } from '../../../lib/i18n';
import type { AuthUser } from '../../users/user.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billsRepository as repo, type BillRow } from './bills.repository';

const m = tenancyMessages;
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const payable: readonly BillStatus[] = ['open', 'overdue'];

/**
 * Why the saved card did not pay an open bill on its due date (decision 0085), in the client's
 * words and language (issue 34: in another, the catalogue's apiBookings, its date in that language).
 */
function cardNote(b: BillRow, lang: Language): string | null {
  if (b.autopayOutcome !== 'requires_action' && b.autopayOutcome !== 'failed') return null;
  const needsApproval = b.autopayOutcome === 'requires_action';
  // A calendar date reads the same in every zone (formatDay takes it at noon UTC).
  if (lang === DEFAULT_LANGUAGE)
    return (needsApproval ? m.autopay.needsApproval : m.autopay.declined)(
      formatPesos(b.amount),
      formatDay(b.dueOn, 'UTC'),
    );
  const local = messagesFor(lang, 'apiBookings').tenancies.autopay;
  const values = { amount: formatPesos(b.amount), day: formatDay(b.dueOn, 'UTC', lang) };
  return needsApproval ? local.needsApproval(values) : local.declined(values);
}

/**
 * Why a bill's checkout leaves some methods out (domain tenancies/words.ts' billMethodsNote), in
 * `lang`: in another than English, the catalogue's sentence with that language's lists ('GCash at
 * Maya', 'card o bank transfer').
 */
function methodsNote(amount: number, lang: Language, offered: readonly PaymentMethod[] = paymentMethods) {
  if (lang === DEFAULT_LANGUAGE) return billMethodsNote(amount, offered);
  const above = methodsAboveLimit(amount, offered);
  const fits = methodsForAmount(amount, offered);
  if (!above.length || !fits.length) return null;
  const names = messagesFor(lang, 'booking').payments.methods;
  // Brands keep their capitals (GCash, Maya); 'card' and 'bank transfer' are words, capitalised to start the sentence.
  const word = (x: PaymentMethod, first: boolean) =>
    x === 'card' || x === 'bank_transfer' ? (first ? names[x] : names[x].toLowerCase()) : names[x];
  const list = (items: string[], type: 'conjunction' | 'disjunction') =>
    new Intl.ListFormat(lang, { type }).format(items);
  return messagesFor(lang, 'apiBookings').tenancies.bills.aboveLimit({
    methods: list(
      above.map((x, i) => word(x, i === 0)),
      'conjunction',
    ),
    max: formatPesos(Math.max(...above.map((x) => paymentMethodLimits[x].max))),
    fits: list(
      fits.map((x) => word(x, false)),
      'disjunction',
    ),
  });
}

/**
 * A bill as `viewer` sees it: the host's share for the host and staff; the way to pay it for its
 * client, its notes in `lang` (the reader's; English unless given).
 */
export function toBill(
  b: BillRow & { paymentId?: string | null },
  viewer: BookingViewer,
  lang: Language = DEFAULT_LANGUAGE,
): Bill {
  return {
    id: b.id,
    number: b.number,
    periodStart: b.periodStart,
    periodEnd: b.periodEnd,
    amount: b.amount,
    subtotal: b.quote.subtotal,
    tax: b.quote.tax,
    ...(viewer !== 'client' && { hostEarnings: b.quote.hostEarnings }),
    dueOn: b.dueOn,
    opensOn: billCalendar(b.dueOn).opensOn,
    status: b.status,
    paidAt: iso(b.paidAt),
    paymentId: b.paymentId ?? null,
    pay:
      viewer === 'client' && payable.includes(b.status)
        ? {
            checkout: `/api/bookings/${b.bookingId}/bills/${b.id}/checkout`,
            methodsNote: methodsNote(b.amount, lang),
            cardNote: cardNote(b, lang),
          }
        : null,
    actions: billProcess.actionsFor(b.status, viewer),
  };
}

/**
 * GET /api/bookings/:id/bills: a tenancy's bills, oldest first, for its client, its host and
 * admins; their notes in `lang`, the reader's (issue 34).
 */
export async function listBills(ctx: AppContext, user: AuthUser, bookingId: string, lang: Language = DEFAULT_LANGUAGE) {
  const row = await bookings.view(ctx.db, bookingId);
  if (!row) throw bookingNotFound();
  const viewer = authorize(user, 'booking', 'read', row, { not_found: bookingNotFound });
  const rows = row.kind === 'tenancy' ? await repo.list(ctx.db, bookingId) : [];
  return { items: rows.map((b) => toBill(b, viewer, lang)) };
}

/** One unit's monthly price of bill `n`: the latest change from n or before, else the tenancy's first (its quote's). */
export function monthlyOfBill(
  t: Pick<BookingRow, 'quote'>,
  prices: { fromBill: number; monthly: number }[],
  n: number,
) {
  const changed = prices.filter((p) => p.fromBill <= n).at(-1);
  return centavos(changed?.monthly ?? t.quote.lines[0]?.price ?? 0);
}

/** The fees a tenancy's bills are made with: its quote's, kept as it was asked for. */
export const ratesOf = (t: Pick<BookingRow, 'quote'>) => ({
  platformFeePercentage: t.quote.platformFeePercentage,
  taxCalculationEnabled: t.quote.taxRate > 0,
  taxRate: t.quote.taxRate,
});

/** The due date of the oldest bill still unpaid, or null. */
export const oldestUnpaid = (bills: BillRow[]) =>
  bills.find((b) => b.status === 'open' || b.status === 'overdue')?.dueOn ?? null;

/** A tenancy's paid bills, in order (what a force majeure cancellation would give back: force-majeure/). */
export async function paidBillsOf(db: Executor, bookingId: string): Promise<BillRow[]> {
  return (await repo.list(db, bookingId)).filter((b) => b.status === 'paid');
}
