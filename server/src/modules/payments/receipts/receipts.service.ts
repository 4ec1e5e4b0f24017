import { AppError, ErrorCode } from '@espasyo/domain';
import type { MyPaymentsPage, MyPaymentsQuery, Receipt } from '@espasyo/domain/contracts/receipts';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import { receiptMessages as m } from '@espasyo/domain/messages/receipts';
import type { AppContext } from '../../../context';
import { authorizeRole } from '../../../http/access';
import type { AuthUser } from '../../users/user.mapper';
import { checkoutGateway } from '../../gateways/gateways.service';
import { renderReceiptPdf } from './receipt-pdf';
import { paymentHasReceipt, refundHasReceipt, toHistoryItem, toReceipt } from './receipts.mapper';
import { receiptsRepository as repo } from './receipts.repository';

/** Payments and receipts are a client's (the access policy): a host or staff member has none of their own here. */
export const requireClient = (user: AuthUser) =>
  authorizeRole(user, 'payment', 'mine', { forbidden: () => new AppError(ErrorCode.clientsOnly, m.clientsOnly) });

const receiptNotFound = () => new AppError(ErrorCode.notFound, m.receipt.notFound);

/**
 * GET /api/me/payments: the signed-in client's payments (paid, refunded, failed, expired: never
 * an open checkout) and refunds, newest first, a page at a time; and whether new payments run
 * in test mode.
 */
export async function myPayments(ctx: AppContext, user: AuthUser, q: MyPaymentsQuery): Promise<MyPaymentsPage> {
  requireClient(user);
  const { total, rows } = await repo.history(ctx.db, user.id, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    items: rows.map(toHistoryItem),
    total,
    page: q.page,
    pageSize: q.pageSize,
    testMode: (await checkoutGateway(ctx)).testMode,
  };
}

/**
 * GET /api/me/payments/:id/receipt: the receipt of a paid payment or of a refund that went
 * through, `id` being either's. Only the client who paid reads it: anyone else's, an unpaid
 * payment's and a refund still on its way are "not found" alike, so ids tell nothing.
 */
export async function receiptOf(ctx: AppContext, user: AuthUser, id: string): Promise<Receipt> {
  requireClient(user);
  const refund = (await repo.refund(ctx.db, id)) ?? null;
  const payment = await repo.paymentOf(ctx.db, refund?.paymentId ?? id, user.id);
  if (!payment || !paymentHasReceipt(payment) || (refund && !refundHasReceipt(refund))) throw receiptNotFound();
  const { general } = await ctx.settings.get();
  return toReceipt(payment, refund, general);
}

/**
 * GET /api/me/payments/:id/receipt.pdf: the same receipt as a PDF in `lang` (the reader's, issue
 * 34; English unless given), and its file name.
 */
export async function receiptPdfOf(ctx: AppContext, user: AuthUser, id: string, lang: Language = DEFAULT_LANGUAGE) {
  const receipt = await receiptOf(ctx, user, id);
  return { pdf: await renderReceiptPdf(receipt, { lang }), filename: receiptFilename(receipt) };
}

/** 'espasyo-receipt-2026-11-24-0c1d2e3f.pdf' (a refund's: 'espasyo-refund-receipt-…'): ASCII only. */
export function receiptFilename(r: Receipt): string {
  const platform =
    r.platformName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'payment';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: r.timeZone }).format(
    new Date(r.refund ? r.refund.refundedAt : r.payment.paidAt),
  );
  const tail = r.id.replace(/[^a-zA-Z0-9]/g, '').slice(-8);
  return `${platform}-${r.kind === 'refund' ? 'refund-' : ''}receipt-${day}-${tail}.pdf`;
}
