import {
  AppError,
  bookingNotFound,
  calendarDayIn,
  ErrorCode,
  formatDay,
  formatPesos,
  billQuote,
  billDay,
  billingPeriod,
  priceChangeFrom,
  tenancyMessages,
  type MonthlyPriceAnswer,
  type MonthlyPriceRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { transition } from '../../../process/engine';
import type { AuthUser } from '../../users/user.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { billLifecycle } from './bill-lifecycle.service';
import { billsRepository as repo } from './bills.repository';
import { tellTenancySide, tenancyWords } from './tenancy-notify.service';
import { monthlyOfBill, ratesOf, toBill } from './bills.service';

const m = tenancyMessages;

/**
 * PUT /api/bookings/:id/monthly-price (issue 32): the host changes a running tenancy's monthly
 * price, only from the first bill due at least 30 days ahead (priceChangeFrom); a bill already made
 * for then (upcoming) is repriced, later ones are made at the new price; the client is told, and
 * may give notice instead.
 */
export async function changeMonthlyPrice(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: MonthlyPriceRequest,
): Promise<MonthlyPriceAnswer> {
  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  const fromBill = await ctx.db.transaction().execute(async (tx) => {
    const t = await bookings.lock(tx, bookingId);
    if (!t) throw bookingNotFound();
    authorize(user, 'booking', 'changePrice', t, { not_found: bookingNotFound });
    if (t.kind !== 'tenancy' || (t.status !== 'confirmed' && t.status !== 'active')) {
      throw new AppError(ErrorCode.invalidTransition, m.price.notRunning);
    }
    const today = calendarDayIn(timeZone, ctx.clock.now());
    const from = priceChangeFrom(t.startDate, today);
    if (t.endDate !== null && billDay(t.startDate, from) > t.endDate) {
      throw new AppError(ErrorCode.invalidTransition, m.price.endsFirst);
    }
    await repo.setPrice(tx, {
      bookingId,
      fromBill: from,
      monthly: input.monthlyPrice,
      changedBy: user.id,
      at: ctx.clock.now(),
    });
    const prices = await repo.prices(tx, bookingId);
    for (const b of await repo.lockAll(tx, bookingId)) {
      if (b.number < from || b.status !== 'upcoming') continue;
      const period = billingPeriod(t.startDate, b.number);
      const q = billQuote({ monthly: monthlyOfBill(t, prices, b.number), units: t.units, rates: ratesOf(t), period });
      await transition(ctx, tx, billLifecycle, {
        id: b.id,
        action: 'reprice',
        actor: { role: 'system', userId: null },
        patch: { amount: q.total, quote: JSON.stringify(q) },
        input: { timeZone },
      });
    }
    await tellPriceChange(ctx, tx, t, input.monthlyPrice, billDay(t.startDate, from), timeZone);
    return from;
  });
  const t = await bookings.view(ctx.db, bookingId);
  if (!t) throw bookingNotFound();
  return {
    fromBill,
    fromDueOn: billDay(t.startDate, fromBill),
    monthlyPrice: input.monthlyPrice,
    bills: (await repo.list(ctx.db, bookingId)).map((b) => toBill(b, 'host')),
  };
}

/** The client hears of a new monthly price: the notification and the email, in the change's transaction. */
const tellPriceChange = (
  ctx: AppContext,
  tx: Executor,
  t: BookingRow,
  monthly: number,
  fromDueOn: string,
  timeZone: string,
) =>
  tellTenancySide(ctx, tx, t, 'client', {
    say: (lang) => {
      const w = tenancyWords(lang);
      const day = formatDay(fromDueOn, timeZone, lang);
      return {
        subject: w.price.subject({ title: t.listingTitle }),
        message: w.price.changed({ title: t.listingTitle, amount: formatPesos(monthly), day }),
        linkLabel: w.links.seeYourTenancy,
      };
    },
    topic: 'booking',
  });
