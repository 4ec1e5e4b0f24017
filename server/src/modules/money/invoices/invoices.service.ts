import {
  AppError,
  ErrorCode,
  invoiceKinds,
  invoiceNumber,
  monthBounds,
  monthHasEnded,
  monthIn,
  normaliseTin,
  previousMonth,
  quarterBounds,
  sumCentavos,
  vatSplit,
  withholdingByQuarter,
  type InvoiceKind,
  type InvoiceRecord,
} from '@espasyo/domain';
import type {
  AdminInvoicesPage,
  InvoicesPage,
  IssueInvoicesResult,
  TaxDetailsView,
  WithholdingSummary,
} from '@espasyo/domain/contracts/invoices';
import { invoiceMessages as m } from '@espasyo/domain/messages/invoices';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { Actor, AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { findUser, findUsers } from '../../users/accounts.service';
import { renderInvoicePdf } from './invoice-pdf';
import { toInvoice, toInvoiceRecord } from './invoices.mapper';
import { invoicesRepository as repo } from './invoices.repository';

/** When the monthly issue runs: daily at 02:00 in the platform's zone, for the month before. */
export const INVOICES_DAILY_AT = { hour: 2, minute: 0 };

/** Thrown inside an issuing transaction to roll it back (and give its serial back). */
class NothingToIssue extends Error {}

interface IssueContext {
  month: string;
  start: Date;
  end: Date;
  at: Date;
  timeZone: string;
  vatRate: number | null;
  seller: InvoiceRecord['seller'];
  issuedBy: string | null;
}

/**
 * Issues one host's document of `kind` for the month, in one transaction: the series' counter
 * row is taken first (`update … returning`, locked until the commit), so issuers queue on it and
 * each gets the next number; then, under that lock, a document already issued for this host,
 * month and kind (by another run or instance), or no fee, rolls the whole transaction back,
 * counter included: the series has no gaps. The unique (host, month, kind) is the last guard.
 */
export async function issueForHost(ctx: AppContext, kind: InvoiceKind, hostId: string, c: IssueContext) {
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const serial = await repo.takeSerial(tx, kind);
      if (await repo.exists(tx, hostId, c.month, kind)) throw new NothingToIssue();
      const lines = await repo.feeLines(tx, kind, hostId, c.start, c.end);
      const amount = sumCentavos(...lines.map((l) => l.amount));
      if (amount <= 0) throw new NothingToIssue();
      const [host, tax] = await Promise.all([findUser(tx, hostId), repo.tin(tx, hostId)]);
      if (!host) throw new NothingToIssue();
      const { vatable, vat } = vatSplit(amount, c.vatRate);
      return repo.insert(tx, {
        id: newId(),
        kind,
        serial,
        number: invoiceNumber(kind, Number(monthIn(c.timeZone, c.at).slice(0, 4)), serial),
        hostId,
        month: c.month,
        issuedAt: c.at,
        amount,
        vatable,
        vat,
        vatRate: c.vatRate,
        seller: JSON.stringify(c.seller),
        buyer: JSON.stringify({ name: host.name, email: host.email, tin: tax?.tin ?? null }),
        lines: JSON.stringify(
          lines.map((l) => ({ bookingId: l.bookingId, listingTitle: l.listingTitle, amount: l.amount })),
        ),
        issuedBy: c.issuedBy,
      });
    });
  } catch (e) {
    if (e instanceof NothingToIssue) return null;
    throw e;
  }
}

export async function issueContext(ctx: AppContext, month: string, issuedBy: string | null): Promise<IssueContext> {
  const { financial, general } = await ctx.settings.get();
  return {
    month,
    ...monthBounds(month, general.timezone),
    at: ctx.clock.now(),
    timeZone: general.timezone,
    vatRate: financial.taxCalculationEnabled ? financial.taxRate : null,
    seller: {
      name: financial.companyName,
      address: financial.companyAddress,
      tin: normaliseTin(financial.companyTin) ?? financial.companyTin,
    },
    issuedBy,
  };
}

/**
 * Issues `month`'s invoices (platform fees of payments made that month) and credit memos (fees
 * given back by refunds made that month) to every host with some not yet issued. Safe to run
 * again, and on several instances at once: each host, month and kind is issued once.
 */
export async function issueMonth(ctx: AppContext, month: string, issuedBy: string | null = null) {
  const { general } = await ctx.settings.get();
  if (!monthHasEnded(month, ctx.clock.now(), general.timezone))
    throw new AppError(ErrorCode.validation, m.monthNotEnded, { month: m.monthNotEnded });
  const c = await issueContext(ctx, month, issuedBy);
  const issued: Record<InvoiceKind, number> = { invoice: 0, credit_note: 0 };
  for (const kind of invoiceKinds) {
    for (const hostId of await repo.hostsToIssue(ctx.db, kind, month, c.start, c.end)) {
      if (await issueForHost(ctx, kind, hostId, c)) issued[kind]++;
    }
  }
  return { month, invoices: issued.invoice, creditNotes: issued.credit_note };
}

/** The daily job: the month before today, in the platform's zone (nothing once it is issued). */
export async function issueLastMonth(ctx: AppContext) {
  const { general } = await ctx.settings.get();
  return issueMonth(ctx, previousMonth(monthIn(general.timezone, ctx.clock.now())));
}

/** POST /api/admin/invoices/issue: staff issue a month now; audited with what was issued. */
export async function issueMonthByStaff(ctx: AppContext, actor: Actor, month: string): Promise<IssueInvoicesResult> {
  const result = await issueMonth(ctx, month, actor.actorId);
  await ctx.db.transaction().execute((tx) =>
    record(tx, {
      ...actor,
      action: 'invoices.issue',
      targetType: 'invoice_month',
      targetId: month,
      after: result,
      at: ctx.clock.now(),
    }),
  );
  return result;
}

export async function hostInvoices(
  ctx: AppContext,
  hostId: string,
  page: number,
  pageSize: number,
): Promise<InvoicesPage> {
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, { hostId }, pageSize, (page - 1) * pageSize),
    repo.count(ctx.db, { hostId }),
  ]);
  return { items: rows.map(toInvoice), total, page, pageSize };
}

export async function adminInvoices(
  ctx: AppContext,
  q: { page: number; pageSize: number; month?: string },
): Promise<AdminInvoicesPage> {
  const where = { month: q.month };
  const [rows, total] = await Promise.all([
    repo.list(ctx.db, where, q.pageSize, (q.page - 1) * q.pageSize),
    repo.count(ctx.db, where),
  ]);
  const hosts = new Map((await findUsers(ctx.db, [...new Set(rows.map((r) => r.hostId))])).map((u) => [u.id, u]));
  return {
    items: rows.map((r) => {
      const h = hosts.get(r.hostId);
      return { ...toInvoice(r), host: { id: r.hostId, name: h?.name ?? '', email: h?.email ?? '' } };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * A document's PDF: the host's own (another host's is "not found"), or any for staff (`hostId`
 * null); in `lang`, its reader's (issue 34; English unless given).
 */
export async function invoicePdf(
  ctx: AppContext,
  id: string,
  hostId: string | null,
  lang: Language = DEFAULT_LANGUAGE,
) {
  const row = await repo.byId(ctx.db, id);
  if (!row || (hostId !== null && row.hostId !== hostId)) throw new AppError(ErrorCode.notFound, m.notFound);
  const { general } = await ctx.settings.get();
  const pdf = await renderInvoicePdf(toInvoiceRecord(row), general.timezone, { lang });
  return { pdf, filename: `${row.number}.pdf` };
}

export async function taxDetails(ctx: AppContext, hostId: string): Promise<TaxDetailsView> {
  return { tin: (await repo.tin(ctx.db, hostId))?.tin ?? null };
}

/** PUT /api/host/tax-details: the TIN kept normalised, or removed when empty. Invoices issued keep theirs. */
export async function saveTaxDetails(ctx: AppContext, hostId: string, input: { tin: string }): Promise<TaxDetailsView> {
  const tin = input.tin.trim() === '' ? null : normaliseTin(input.tin);
  if (input.tin.trim() !== '' && !tin)
    throw new AppError(ErrorCode.validation, m.tax.tinInvalid, { tin: m.tax.tinInvalid });
  await repo.setTin(ctx.db, hostId, tin, ctx.clock.now());
  return { tin };
}

/** GET /api/host/withholding: the year's payouts with tax withheld, per quarter (BIR Form 2307). */
export async function withholdingSummary(ctx: AppContext, hostId: string, year: number): Promise<WithholdingSummary> {
  const { general } = await ctx.settings.get();
  const quarters = quarterBounds(year, general.timezone);
  const [rows, any] = await Promise.all([
    repo.withheldPayouts(ctx.db, hostId, quarters[0].start, quarters[3].end),
    repo.anyWithheld(ctx.db, hostId),
  ]);
  const byQuarter = withholdingByQuarter(
    rows.map((r) => ({
      processedAt: new Date(r.processedAt!),
      amount: r.amount,
      withholding: r.withholding,
    })),
    general.timezone,
  );
  const total = byQuarter.reduce(
    (t, q) => ({ gross: t.gross + q.gross, withheld: t.withheld + q.withheld, payouts: t.payouts + q.payouts }),
    { gross: 0, withheld: 0, payouts: 0 },
  );
  return { year, quarters: byQuarter, total, any };
}
