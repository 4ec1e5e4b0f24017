import {
  AppError,
  calendarDayIn,
  centavos,
  daysBetween,
  ErrorCode,
  eventSpan,
  forceMajeureMessages as m,
  forceMajeureRefund,
  forceMajeureState,
  processOfKind,
  shareRefund,
  sumCentavos,
  type AdminForceMajeure,
  type AdminForceMajeurePage,
  type Advisories,
  type Advisory,
  type BookingDetail,
  type BookingForceMajeure,
  type BookingStatus,
  type ForceMajeureEnd,
  type ForceMajeurePlace,
  type Span,
} from '@espasyo/domain';
import { findCity, findProvince } from '@espasyo/domain/places/index';
import type { z } from 'zod';
import type { forceMajeureFormSchema } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import type { AuthUser } from '../../users/user.mapper';
import { bookingsRepository as bookings, type BookingRow } from '../core/bookings.repository';
import { stayOf } from '../core/effects';
import { getBooking } from '../core/bookings.service';
import { applyTransition, bookingNotFound } from '../core/transition.service';
import type { ForceMajeureFacts } from '../core/transition.types';
import { paidBillsOf } from '../tenancies/bills.service';
import { tellTenancySide } from '../tenancies/tenancy-notify.service';
import { forceMajeureRepository as repo, type ForceMajeureEventRow } from './force-majeure.repository';

/**
 * Typhoon and force majeure events (issue 33, decision 0090): an admin declares one for provinces
 * or cities and days; every booking and tenancy there on those days may then be cancelled by either
 * side with the covered days refunded in full (the booking's `cancel_force_majeure`), and both sides
 * of each are told at once — once, however often the declaration is sent.
 */

/** Events are days in Manila (the place data is the Philippines'). */
const ZONE = 'Asia/Manila';
const today = (ctx: AppContext) => calendarDayIn(ZONE, ctx.clock.now());
const notFound = () => new AppError(ErrorCode.notFound, m.notFound);

/** The declared places with their names: a province's or a city's code from the place data, else a field error. */
function placesOf(codes: string[]): ForceMajeurePlace[] {
  const seen = new Set<string>();
  return codes.flatMap((code): ForceMajeurePlace[] => {
    if (seen.has(code)) return [];
    seen.add(code);
    const province = findProvince(code);
    if (province) return [{ code, name: province.name, kind: 'province' as const }];
    const city = findCity(code);
    if (city) return [{ code, name: city.name, kind: 'city' as const }];
    throw new AppError(ErrorCode.validation, m.field.place, { places: m.field.place });
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAdvisory(e: ForceMajeureEventRow, day: string): Advisory {
  return {
    id: e.id,
    name: e.name,
    details: e.details,
    places: e.places,
    startDate: e.startDate,
    endDate: e.endDate,
    state: forceMajeureState(e, day),
    declaredAt: iso(e.declaredAt)!,
  };
}

const toAdmin = (e: ForceMajeureEventRow, day: string): AdminForceMajeure => ({
  ...toAdvisory(e, day),
  declaredBy: { id: e.declaredBy, name: e.declaredByName },
  affected: e.affected,
  endedAt: iso(e.endedAt),
  withdrawnAt: iso(e.withdrawnAt),
  endReason: e.endReason,
});

/** Both sides of each newly covered booking told, in the declaration's transaction (notification, email, push). */
async function tellSides(ctx: AppContext, tx: Executor, e: ForceMajeureEventRow, ids: string[]) {
  for (const id of ids) {
    const b = await bookings.lock(tx, id);
    if (!b) continue;
    for (const to of ['client', 'host'] as const) {
      await tellTenancySide(ctx, tx, b, to, {
        say: (lang) => {
          const w = messagesFor(lang, 'mailBookings').forceMajeure;
          return {
            subject: w.subject({ event: e.name }),
            message: w.message({ event: e.name, listing: b.listingTitle }),
            linkLabel: w.link,
          };
        },
        topic: 'booking',
        priority: 'high',
        requiresAction: false,
      });
    }
  }
}

/**
 * POST /api/admin/force-majeure: the event declared, every booking and tenancy it covers recorded
 * and both sides told, audited — in one transaction. The same declaration again (a retry) answers
 * the standing event and tells only bookings it had not covered yet (made since).
 */
export async function declareEvent(
  ctx: AppContext,
  admin: AuthUser,
  form: z.output<typeof forceMajeureFormSchema>,
  ip: string | null,
): Promise<{ event: AdminForceMajeure; created: boolean }> {
  const places = placesOf(form.places);
  const codes = places.map((p) => p.code).sort();
  const dedupeKey = [form.name.toLowerCase(), form.startDate, form.endDate, codes.join(',')].join('|');
  const now = ctx.clock.now();
  const event = await ctx.db.transaction().execute(async (tx) => {
    const made = await repo.insert(tx, {
      id: newId(),
      name: form.name,
      details: form.details,
      places: JSON.stringify(places),
      placeCodes: codes,
      startDate: form.startDate,
      endDate: form.endDate,
      declaredEndDate: form.endDate,
      dedupeKey,
      declaredBy: admin.id,
      declaredByName: `${admin.firstName} ${admin.lastName}`.trim(),
      declaredAt: now,
    });
    const e = made ?? (await repo.standing(tx, dedupeKey));
    if (!e) throw notFound();
    const told = await repo.recordCovered(tx, e, eventSpan(e.startDate, e.endDate), now);
    await tellSides(ctx, tx, e, told);
    await repo.setAffected(tx, e.id);
    if (made) {
      await record(tx, {
        actorId: admin.id,
        action: 'force_majeure.declare',
        targetType: 'force_majeure_event',
        targetId: e.id,
        before: null,
        after: { name: e.name, places: codes, startDate: e.startDate, endDate: e.endDate, affected: told.length },
        ip,
        at: now,
      });
    }
    return { row: (await repo.find(tx, e.id))!, created: made !== null };
  });
  return { event: toAdmin(event.row, today(ctx)), created: event.created };
}

export async function listEvents(
  ctx: AppContext,
  q: { page: number; pageSize: number },
): Promise<AdminForceMajeurePage> {
  const { rows, total } = await repo.page(ctx.db, q.pageSize, (q.page - 1) * q.pageSize);
  const day = today(ctx);
  return { items: rows.map((r) => toAdmin(r, day)), total, page: q.page, pageSize: q.pageSize };
}

/**
 * POST /api/admin/force-majeure/{id}/end: ended early (its last day becomes today) or withdrawn
 * (declared in error: it covers nothing more), with the admin's reason, audited. Cancellations
 * already made stand.
 */
export async function endEvent(
  ctx: AppContext,
  admin: AuthUser,
  id: string,
  body: ForceMajeureEnd,
  ip: string | null,
): Promise<AdminForceMajeure> {
  const day = today(ctx);
  const row = await ctx.db.transaction().execute(async (tx) => {
    const e = await repo.lock(tx, id);
    if (!e) throw notFound();
    const state = forceMajeureState(e, day);
    if (state === 'withdrawn' || (body.mode === 'end' && state === 'over')) {
      throw new AppError(ErrorCode.conflict, m.alreadyOver);
    }
    const now = ctx.clock.now();
    const patch =
      body.mode === 'withdraw'
        ? { withdrawnAt: now, endReason: body.reason }
        : { endDate: day < e.startDate ? e.startDate : day, endedAt: now, endReason: body.reason };
    const updated = await repo.update(tx, id, patch);
    await record(tx, {
      actorId: admin.id,
      action: `force_majeure.${body.mode}`,
      targetType: 'force_majeure_event',
      targetId: id,
      before: { endDate: e.endDate, state },
      after: { endDate: updated.endDate, state: forceMajeureState(updated, day), reason: body.reason },
      ip,
      at: now,
    });
    return updated;
  });
  return toAdmin(row, day);
}

/** GET /api/advisories: the public page's list. */
export async function publicAdvisories(ctx: AppContext): Promise<Advisories> {
  const day = today(ctx);
  return { items: (await repo.listPublic(ctx.db)).map((e) => toAdvisory(e, day)) };
}

type Viewer = 'client' | 'host' | 'admin';

/** The facts a cancellation for `event` is fired with; a running tenancy's end from the first covered day (or today). */
function factsOf(
  b: BookingRow,
  event: { id: string; startDate: string; endDate: string },
  day: string,
): ForceMajeureFacts {
  const span = eventSpan(event.startDate, event.endDate);
  const running = b.kind === 'tenancy' && (b.status === 'active' || b.status === 'notice_given');
  if (!running) return { eventId: event.id, event: span };
  const from = [event.startDate, day, b.startDate].sort()[2];
  const endsAt = eventSpan(from, from).from;
  const endDate = from > b.startDate ? calendarDayIn(ZONE, new Date(endsAt.getTime() - 1)) : b.startDate;
  return { eventId: event.id, event: span, end: { from, endDate, endsAt } };
}

/** What cancelling now would give back to the client, as the effects will compute it. */
async function refundOf(ctx: AppContext, db: Executor, b: BookingRow, facts: ForceMajeureFacts, by: Viewer) {
  if (facts.end) {
    let paid = centavos(0);
    let refund = centavos(0);
    for (const bill of await paidBillsOf(db, b.id)) {
      paid = sumCentavos(paid, bill.quote.total);
      if (bill.periodEnd < facts.end.from) continue;
      const days = daysBetween(bill.periodStart, bill.periodEnd) + 1;
      const covered = days - Math.max(0, daysBetween(bill.periodStart, facts.end.from));
      const split = shareRefund({ ...bill.quote, cancellationFeePercentage: 0, firstDay: centavos(0) }, covered, days);
      refund = sumCentavos(refund, split.refund);
    }
    return { paid, refund, days: [] as string[] };
  }
  const split = forceMajeureRefund({
    quote: b.quote,
    policy: b.cancellationPolicy,
    by,
    status: b.status as BookingStatus,
    stay: stayOf(b),
    event: facts.event,
    at: ctx.clock.now(),
  });
  return { paid: split.paid, refund: split.refund, days: split.affectedDays };
}

const sideOf = (user: AuthUser, b: BookingRow) =>
  authorize(user, 'booking', 'cancelForceMajeure', b, { not_found: bookingNotFound });

/** GET /api/bookings/{id}/force-majeure: the event covering it and what cancelling now gives back (the banner). */
export async function bookingForceMajeure(ctx: AppContext, user: AuthUser, id: string): Promise<BookingForceMajeure> {
  const b = await bookings.lock(ctx.db, id);
  if (!b) throw bookingNotFound();
  const viewer = sideOf(user, b);
  const event = await repo.covering(ctx.db, id);
  const canFire = processOfKind(b.kind).canFire('cancel_force_majeure' as never, b.status as never, viewer);
  if (!event || !canFire) return { event: null, affectedDays: [], paid: 0, refund: 0, canCancel: false };
  const facts = factsOf(b, event, today(ctx));
  const r = await refundOf(ctx, ctx.db, b, facts, viewer);
  const stay: Span = stayOf(b);
  const days = r.days.length ? r.days : daysCovered(stay, facts);
  return {
    event: { id: event.id, name: event.name, startDate: event.startDate, endDate: event.endDate },
    affectedDays: days,
    paid: r.paid,
    refund: r.refund,
    canCancel: true,
  };
}

/** A running tenancy's covered days: from the first covered day (or today) to the event's last. */
function daysCovered(stay: Span, facts: ForceMajeureFacts): string[] {
  const from = facts.end?.from ?? calendarDayIn(ZONE, stay.from);
  const last = calendarDayIn(ZONE, new Date(facts.event.until.getTime() - 1));
  const days: string[] = [];
  for (let d = from; d <= last; d = calendarDayIn(ZONE, new Date(eventSpan(d, d).until.getTime() + 1))) days.push(d);
  return days;
}

/**
 * POST /api/bookings/{id}/force-majeure/cancel: a side (or an admin) cancels a booking, or ends a
 * tenancy, that a standing event covers; the booking's `cancel_force_majeure` transition refunds the
 * covered days (its effects), tells the other side, and never counts against the host.
 */
export async function cancelForceMajeure(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  ip: string | null,
): Promise<BookingDetail> {
  await ctx.db.transaction().execute(async (tx) => {
    const b = await bookings.lock(tx, id);
    if (!b) throw bookingNotFound();
    const viewer = sideOf(user, b);
    const event = await repo.covering(tx, id);
    if (!event) throw new AppError(ErrorCode.invalidTransition, m.notAffected);
    const facts = factsOf(b, event, today(ctx));
    const done = await applyTransition(ctx, tx, id, 'cancel_force_majeure', { role: viewer, userId: user.id }, null, {
      kind: b.kind,
      forceMajeure: facts,
    });
    if (viewer === 'admin') {
      await record(tx, {
        actorId: user.id,
        action: 'booking.cancel_force_majeure',
        targetType: 'booking',
        targetId: id,
        before: { status: done.from },
        after: { status: done.row.status, event: event.id },
        ip,
        at: ctx.clock.now(),
      });
    }
  });
  return getBooking(ctx, user, id);
}
