import {
  AppError,
  ErrorCode,
  adjustmentPostings,
  availableFrom,
  centavos,
  minimumPayoutOf,
  moneyMessages as m,
  monthIn,
  releasePostings,
  type AdjustmentRequest,
  type Wallet,
  type WalletEntry,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../../context';
import { DAY, nextDailyRun } from '../../../jobs/job';
import { record } from '../../audit/audit.service';
import { findUser } from '../../users/accounts.service';
import { ledgerRepository as ledger } from '../ledger/ledger.repository';
import { hostEarningsByMonth, postLedger } from '../ledger/ledger.service';
import { walletRepository as repo, type EntryRow } from './wallet.repository';

const RECENT = 10;
/** When the daily money job runs (earnings released, automatic payouts), in the platform's zone. */
export const MONEY_DAILY_AT = { hour: 2, minute: 0 };
const RELEASE_BATCH = 500;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toWalletEntry(r: EntryRow): WalletEntry {
  return {
    id: r.id,
    kind: r.kind as WalletEntry['kind'],
    createdAt: iso(r.createdAt),
    bookingId: r.bookingId,
    listingTitle: r.listingTitle,
    payoutId: r.payoutId,
    memo: r.memo,
    change: {
      pending: r.pending,
      available: r.available,
      payoutPending: r.payoutPending,
      paidOut: r.paidOut,
      debt: r.debt,
      held: r.held,
    },
  };
}

/**
 * GET /api/host/wallet: the host's balances (kept with the ledger's entries), when each booking's
 * pending earnings become available (financial.hostPayoutDelay days after it starts, at the next
 * run of the daily job), the latest entries, and this month's earnings as the dashboard shows them.
 */
export async function getWallet(ctx: AppContext, hostId: string): Promise<Wallet> {
  const { financial, general } = await ctx.settings.get();
  const month = monthIn(general.timezone, ctx.clock.now());
  const [balances, pending, entries, [earnings]] = await Promise.all([
    ledger.balances(ctx.db, hostId),
    repo.pendingByBooking(ctx.db, hostId),
    repo.entries(ctx.db, hostId, RECENT, 0),
    hostEarningsByMonth(ctx.db, hostId, month, month),
  ]);
  const nextRunAt = nextDailyRun(ctx.clock.now(), MONEY_DAILY_AT, general.timezone);
  return {
    ...balances,
    upcoming: pending.map((p) => {
      const due = availableFrom(new Date(p.startsAt), financial.hostPayoutDelay);
      // Moved by the daily job: its first run at or after the moment it is due.
      const at =
        due <= nextRunAt ? nextRunAt : nextDailyRun(new Date(due.getTime() - 1), MONEY_DAILY_AT, general.timezone);
      return {
        bookingId: p.bookingId,
        listingTitle: p.listingTitle,
        amount: p.amount,
        availableAt: iso(at),
        onHold: Boolean(p.onHold),
      };
    }),
    entries: entries.map(toWalletEntry),
    minimumPayout: minimumPayoutOf(financial),
    autoPayouts: financial.autoPayouts,
    nextRunAt: iso(nextRunAt),
    month: earnings,
  };
}

export async function walletEntries(ctx: AppContext, hostId: string, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    repo.entries(ctx.db, hostId, pageSize, (page - 1) * pageSize),
    repo.countEntries(ctx.db, hostId),
  ]);
  return { items: items.map(toWalletEntry), total, page, pageSize };
}

/**
 * The daily job's first part: every booking whose earnings have been pending for
 * financial.hostPayoutDelay days from its start (a tenancy's: from the start of the last period paid
 * for) becomes available, a debt paid from it first.
 * Each booking in its own transaction under its host's balances lock, re-reading what is
 * pending there, so a run twice, or by two instances, or beside a refund, moves it once. A
 * booking under an open dispute is skipped until it is resolved (issue 22).
 */
export async function releaseDueEarnings(ctx: AppContext): Promise<{ released: number; amount: number }> {
  const { financial, general } = await ctx.settings.get();
  const now = ctx.clock.now();
  const startedBy = new Date(now.getTime() - financial.hostPayoutDelay * DAY);
  let released = 0;
  let amount = 0;
  for (;;) {
    const due = await repo.dueReleases(ctx.db, startedBy, RELEASE_BATCH, general.timezone);
    for (const d of due) {
      const moved = await ctx.db.transaction().execute(async (tx) => {
        const { debt } = await ledger.lockBalances(tx, d.hostId);
        // A dispute opened since the batch was read holds it (opening takes the same lock first).
        if (await repo.openDispute(tx, d.bookingId)) return 0;
        const pending = await ledger.bookingPending(tx, d.bookingId);
        if (pending <= 0) return 0;
        await postLedger(tx, releasePostings(pending, debt), { hostId: d.hostId, bookingId: d.bookingId, at: now });
        return pending;
      });
      if (moved) {
        released++;
        amount += moved;
      }
    }
    if (due.length < RELEASE_BATCH) return { released, amount };
  }
}

/**
 * A correction by staff (POST /api/admin/hosts/:id/adjustments): a positive amount adds to the
 * host's available balance, a negative one takes it back (then as a debt), with the reason on
 * the entries and in the audit log. Under the host's balances lock, like every other movement.
 */
export async function adjustHostBalance(ctx: AppContext, actor: Actor, hostId: string, input: AdjustmentRequest) {
  const host = await findUser(ctx.db, hostId);
  if (!host || host.userType !== 'host') throw new AppError(ErrorCode.notFound, m.hostNotFound);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const before = await ledger.lockBalances(tx, hostId);
    // adjustmentRequestSchema took a whole number of centavos.
    await postLedger(tx, adjustmentPostings(centavos(input.amount), before.available), {
      hostId,
      memo: input.reason,
      at: now,
    });
    const after = await ledger.balances(tx, hostId);
    await record(tx, {
      ...actor,
      action: 'host_balance.adjust',
      targetType: 'user',
      targetId: hostId,
      before,
      after: { ...after, amount: input.amount, reason: input.reason },
      at: now,
    });
    return after;
  });
}

/** Staff's view of a host's balances. */
export async function hostBalancesFor(ctx: AppContext, hostId: string) {
  const host = await findUser(ctx.db, hostId);
  if (!host || host.userType !== 'host') throw new AppError(ErrorCode.notFound, m.hostNotFound);
  return ledger.balances(ctx.db, hostId);
}
