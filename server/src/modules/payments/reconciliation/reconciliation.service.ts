import {
  AppError,
  ErrorCode,
  addCalendarDays,
  calendarDayIn,
  dayStartIn,
  reconcile,
  reconciliationMessages as m,
  sameJson,
  type Discrepancy,
  type PaymentGatewayName,
  type ReconciliationItem,
  type ReconciliationQuery,
  type ReconciliationReport,
  type ReconciliationReportDetail,
  type ReconciliationReportsPage,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { ledgerGatewayMovements } from '../../money/ledger/ledger.service';
import { checkoutGateway, configuredGateway, gatewayNamed } from '../../gateways/gateways.service';
import type { GatewaySettled } from '../../gateways/gateway.types';
import { alertAdmins } from './reconciliation-alert';
import { reconciliationRepository as repo, type ReportRow } from './reconciliation.repository';

/**
 * The daily reconciliation report (issue 20, decision 0040): for a day in the platform's time
 * zone and each gateway used, the ledger's payments and refunds against the gateway's own list
 * (domain/src/money/reconciliation.ts decides what matches). One report per day and gateway, a
 * rerun replacing it; admins are emailed when a run finds a mismatch it had not found before.
 */

const DAY_MS = 86_400_000;
const PAGE_SIZE = 20;

/** The daily job's time: after the money jobs of 02:00, in the platform's zone. */
export const RECONCILIATION_DAILY_AT = { hour: 2, minute: 30 };

const iso = (d: Date | string) => new Date(d).toISOString();

/** Discrepancies comparable whatever order jsonb gave their keys back in. */
const canonical = (ds: unknown) =>
  (Array.isArray(ds) ? ds : []).map((d: Record<string, unknown>) =>
    Object.entries(d).sort(([a], [b]) => a.localeCompare(b)),
  );

export function toReport(r: ReportRow): ReconciliationReport {
  return {
    id: r.id,
    day: r.day,
    gateway: r.gateway,
    status: r.status,
    matched: r.matched,
    discrepancyCount: r.discrepancyCount,
    ledger: {
      payments: r.ledgerPayments,
      paymentsTotal: r.ledgerPaymentsTotal,
      refunds: r.ledgerRefunds,
      refundsTotal: r.ledgerRefundsTotal,
    },
    gatewaySide: {
      payments: r.gatewayPayments,
      paymentsTotal: r.gatewayPaymentsTotal,
      refunds: r.gatewayRefunds,
      refundsTotal: r.gatewayRefundsTotal,
    },
    error: r.error,
    runs: r.runs,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** Our side, by gateway: the ledger's movements in the window with the ids the gateway knows. */
async function ledgerSide(ctx: AppContext, from: Date, to: Date) {
  const moves = await ledgerGatewayMovements(ctx.db, from, to);
  const ids = (k: 'paymentId' | 'refundId') => [...new Set(moves.map((x) => x[k]).filter((x): x is string => !!x))];
  const [payments, refunds] = await Promise.all([
    repo.payments(ctx.db, ids('paymentId')),
    repo.refunds(ctx.db, ids('refundId')),
  ]);
  const paymentOf = new Map(payments.map((p) => [p.id, p]));
  const refundOf = new Map(refunds.map((r) => [r.id, r]));
  const side = new Map<PaymentGatewayName, { items: ReconciliationItem[]; refundedPayments: Set<string> }>();
  const of = (g: PaymentGatewayName) => {
    let s = side.get(g);
    if (!s) side.set(g, (s = { items: [], refundedPayments: new Set() }));
    return s;
  };
  for (const mv of moves) {
    const base = { amount: mv.amount, fee: mv.fee, at: mv.at.toISOString(), bookingId: mv.bookingId };
    if (mv.kind === 'payment') {
      const p = paymentOf.get(mv.paymentId!);
      if (p) of(p.gateway).items.push({ ...base, kind: 'payment', ref: p.id, gatewayId: p.gatewayReference });
    } else {
      const r = refundOf.get(mv.refundId!);
      if (!r) continue;
      const s = of(r.gateway);
      s.items.push({ ...base, kind: 'refund', fee: null, ref: r.idempotencyKey, gatewayId: r.gatewayReference });
      if (r.paymentReference) s.refundedPayments.add(r.paymentReference);
    }
  }
  return side;
}

const gatewayItems = (s: GatewaySettled): ReconciliationItem[] => [
  ...s.payments.map((p) => ({
    kind: 'payment' as const,
    ref: p.reference,
    gatewayId: p.gatewayId,
    amount: p.amount,
    fee: p.fee,
    at: p.at.toISOString(),
    bookingId: p.bookingId,
  })),
  ...s.refunds.map((r) => ({
    kind: 'refund' as const,
    ref: r.reference,
    gatewayId: r.gatewayId,
    amount: r.amount,
    fee: null,
    at: r.at.toISOString(),
  })),
];

/** The gateways a day is reconciled with: those of its ledger and payments, the one in use, and those configured. */
async function gatewaysFor(ctx: AppContext, fromLedger: Iterable<PaymentGatewayName>, from: Date, to: Date) {
  const names = new Set<PaymentGatewayName>(fromLedger);
  for (const g of await repo.gatewaysUsed(ctx.db, from, to)) names.add(g);
  names.add((await checkoutGateway(ctx)).name);
  for (const g of ['stripe', 'paymongo'] as const) if (configuredGateway(ctx, g)) names.add(g);
  return [...names].sort();
}

/** [from, to) of a day in the platform's zone. */
async function dayBounds(ctx: AppContext, day: string) {
  const tz = (await ctx.settings.get()).general.timezone;
  return { tz, from: dayStartIn(day, tz), to: dayStartIn(addCalendarDays(day, 1), tz) };
}

/**
 * Reconciles `day` with every gateway used: both sides are read over the day and a day either
 * side (so a payment near midnight finds its other half), compared, and each gateway's report
 * written (replacing an earlier run's), with the alert and, for staff's run, the audit row in
 * the same transaction. Answers the reports.
 */
export async function reconcileDay(ctx: AppContext, day: string, by?: Actor): Promise<ReconciliationReport[]> {
  const { tz, from, to } = await dayBounds(ctx, day);
  if (to > ctx.clock.now()) {
    throw new AppError(ErrorCode.validation, m.run.future, { day: m.run.future });
  }
  const wide = { from: new Date(from.getTime() - DAY_MS), to: new Date(to.getTime() + DAY_MS) };
  const ours = await ledgerSide(ctx, wide.from, wide.to);
  const reports: ReconciliationReport[] = [];
  for (const name of await gatewaysFor(ctx, ours.keys(), from, to)) {
    const side = ours.get(name) ?? { items: [], refundedPayments: new Set<string>() };
    let theirs: ReconciliationItem[] | null = null;
    let error: string | null = null;
    try {
      const settled = await gatewayNamed(ctx, name).listSettled({
        ...wide,
        refundedPayments: [...side.refundedPayments],
      });
      theirs = gatewayItems(settled);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const result = reconcile({ ledger: side.items, gateway: theirs ?? [], from, to });
    const row = await saveReport(ctx, { day, tz, gateway: name, result, error, by });
    reports.push(toReport(row));
  }
  return reports;
}

async function saveReport(
  ctx: AppContext,
  o: {
    day: string;
    tz: string;
    gateway: PaymentGatewayName;
    result: ReturnType<typeof reconcile>;
    error: string | null;
    by?: Actor;
  },
) {
  const { result, error } = o;
  const now = ctx.clock.now();
  const discrepancies: Discrepancy[] = error ? [] : result.discrepancies;
  const status = error ? 'failed' : result.status;
  return ctx.db.transaction().execute(async (tx) => {
    const before = await repo.lockReport(tx, o.day, o.gateway);
    const row = await repo.saveReport(
      tx,
      {
        id: newId(),
        day: o.day,
        gateway: o.gateway,
        status,
        matched: error ? 0 : result.matched,
        discrepancyCount: discrepancies.length,
        ledgerPayments: result.ledger.payments,
        ledgerPaymentsTotal: result.ledger.paymentsTotal,
        ledgerRefunds: result.ledger.refunds,
        ledgerRefundsTotal: result.ledger.refundsTotal,
        gatewayPayments: error ? 0 : result.gateway.payments,
        gatewayPaymentsTotal: error ? 0 : result.gateway.paymentsTotal,
        gatewayRefunds: error ? 0 : result.gateway.refunds,
        gatewayRefundsTotal: error ? 0 : result.gateway.refundsTotal,
        discrepancies: JSON.stringify(discrepancies),
        error,
        updatedAt: now,
      },
      now,
    );
    // A rerun that finds what the last run found has told admins already.
    const news =
      !before ||
      before.status !== status ||
      before.error !== error ||
      !sameJson(canonical(before.discrepancies), canonical(discrepancies));
    if (status !== 'ok' && news) {
      await alertAdmins(ctx, tx, { reportId: row.id, day: o.day, gateway: o.gateway, discrepancies, error });
    }
    if (o.by) {
      await record(tx, {
        actorId: o.by.actorId,
        action: 'payments.reconcile',
        targetType: 'reconciliation_report',
        targetId: row.id,
        after: { day: o.day, gateway: o.gateway, status, discrepancies: discrepancies.length },
        ip: o.by.ip,
        at: now,
      });
    }
    return row;
  });
}

/** The daily job: yesterday in the platform's zone. */
export async function reconcileYesterday(ctx: AppContext) {
  const tz = (await ctx.settings.get()).general.timezone;
  const day = addCalendarDays(calendarDayIn(tz, ctx.clock.now()), -1);
  return { day, reports: await reconcileDay(ctx, day) };
}

export async function listReports(ctx: AppContext, q: ReconciliationQuery): Promise<ReconciliationReportsPage> {
  const { rows, total } = await repo.page(ctx.db, q.page, PAGE_SIZE);
  return { items: rows.map(toReport), total, page: q.page, pageSize: PAGE_SIZE };
}

export async function reportDetail(ctx: AppContext, id: string): Promise<ReconciliationReportDetail> {
  const row = await repo.report(ctx.db, id);
  if (!row) throw new AppError(ErrorCode.notFound, m.detail.notFound);
  return { ...toReport(row), discrepancies: row.discrepancies as Discrepancy[] };
}
