import { sql, type ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { AutopayOutcome, DB } from '../../../db/schema';
import { tenanciesWithAutopay } from '../../payments/autopay/autopay.service';
import { chargeBillWithSavedCard, type AutopayResult } from '../../payments/autopay/autopay-charge.service';
import { bookingsRepository as bookings } from '../core/bookings.repository';
import { aboutTheSpace, billFacts, tellTenancySide } from './tenancy-notify.service';

/** A bill's saved card is charged at most this many times in all (the due day, then a day at a time while declined). */
export const MAX_AUTOPAY_TRIES = 5;
/** A charge still 'charging' this long after its claim was cut short (a crash): it is taken again, with its key. */
const STALE_CHARGE_MS = 10 * 60_000;
const PAGE = 200;

/**
 * The bills a saved card may be charged for now (decision 0085): open or overdue, due today or
 * before, tried fewer than MAX_AUTOPAY_TRIES times, never once the issuer wanted the card holder
 * (3-D Secure: only the holder can pay it, through the checkout), and not tried today — unless the
 * last try's answer was lost ('error', or 'charging' cut short), which is asked again with the same
 * idempotency key and so charges once. One conditional statement, so of two instances one claims it.
 */
function claimable(today: string, staleBefore: Date) {
  return (eb: ExpressionBuilder<DB, 'bills'>) =>
    eb.and([
      eb('status', 'in', ['open', 'overdue']),
      eb('dueOn', '<=', today),
      eb('autopayAttempts', '<', MAX_AUTOPAY_TRIES),
      eb.or([eb('autopayOutcome', 'is', null), eb('autopayOutcome', '<>', 'requires_action')]),
      eb.or([
        eb('autopayTriedOn', 'is', null),
        eb('autopayTriedOn', '<', today),
        eb('autopayOutcome', '=', 'error'),
        eb.and([eb('autopayOutcome', '=', 'charging'), eb('updatedAt', '<', staleBefore)]),
      ]),
    ]);
}

/** Tells the client why the due-day charge did not pay the bill, with the way to pay it. */
async function tellClient(ctx: AppContext, tx: Executor, billId: string, result: 'requires_action' | 'failed') {
  const bill = await tx.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirst();
  const t = bill && (await bookings.lock(tx, bill.bookingId));
  if (!bill || !t) return;
  const timeZone = (await ctx.settings.get()).general.timezone;
  const say = aboutTheSpace(
    t,
    (w, lang) =>
      (result === 'requires_action' ? w.autopay.needsApproval : w.autopay.declined)(billFacts(bill, timeZone, lang)),
    'payIt',
  );
  await tellTenancySide(ctx, tx, t, 'client', {
    say,
    topic: 'payment',
    priority: 'high',
    requiresAction: true,
    amount: bill.amount,
  });
}

/** What a charge's result leaves on its bill, in the transaction that applies it. */
async function recordResult(ctx: AppContext, tx: Executor, billId: string, result: AutopayResult) {
  const outcome: AutopayOutcome | null = result === 'skipped' ? null : result;
  await tx
    .updateTable('bills')
    .set({ autopayOutcome: outcome, updatedAt: ctx.clock.now() })
    .where('id', '=', billId)
    .execute();
  if (result === 'requires_action' || result === 'failed') await tellClient(ctx, tx, billId, result);
}

/**
 * The due-day charges of saved cards (issue 32, decision 0085): each bill of an autopay tenancy that
 * is claimable is claimed by one conditional update (its day, its count, 'charging'), then charged
 * (payments' chargeBillWithSavedCard), so a run twice, or by two instances at once, charges it once.
 * Answers how many were charged by outcome.
 */
export async function chargeSavedCards(
  ctx: AppContext,
  today: string,
): Promise<Partial<Record<AutopayResult, number>>> {
  const counts: Partial<Record<AutopayResult, number>> = {};
  const staleBefore = new Date(ctx.clock.now().getTime() - STALE_CHARGE_MS);
  let after = '';
  for (;;) {
    const page = await ctx.db
      .selectFrom('bills')
      .select(['id', 'bookingId'])
      .where(claimable(today, staleBefore))
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    const paying = await tenanciesWithAutopay(
      ctx.db,
      page.map((b) => b.bookingId),
    );
    for (const b of page.filter((x) => paying.has(x.bookingId))) {
      const claimed = await ctx.db
        .updateTable('bills')
        .set({
          autopayTriedOn: today,
          autopayAttempts: sql<number>`autopay_attempts + 1`,
          autopayOutcome: 'charging',
          updatedAt: ctx.clock.now(),
        })
        .where('id', '=', b.id)
        .where(claimable(today, staleBefore))
        .returning('id')
        .executeTakeFirst();
      if (!claimed) continue;
      const result = await chargeBillWithSavedCard(ctx, { bookingId: b.bookingId, billId: b.id }, (tx, r) =>
        recordResult(ctx, tx, b.id, r),
      );
      counts[result] = (counts[result] ?? 0) + 1;
    }
    if (page.length < PAGE) return counts;
    after = page[page.length - 1].id;
  }
}
