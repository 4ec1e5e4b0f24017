import {
  AppError,
  bookingMessages,
  depositOfBooking,
  calendarDayIn,
  checkBookingRequest,
  isTenancyRequest,
  kindTransitionRefused,
  describeAllTerms,
  discoveryMessages,
  ErrorCode,
  joinList,
  listingMessages,
  quoteBooking,
  refundFor,
  type AdminBookingsQuery,
  type BookingDetail,
  type BookingRequest,
  type BookingsPage,
  type BookingsQuery,
  type BookingViewer,
  type CancellationPreview,
  type PlatformSettings,
} from '@espasyo/domain';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import { termsWordsIn } from '../../../lib/document-words';
import { authorize, authorizeRole } from '../../../http/access';
import type { Executor } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { claimFits, lockListing } from '../../listings/availability/listing-claims.service';
import type { AuthUser } from '../../users/user.mapper';
import { myRequirements } from '../../verification/verification.service';
import { toBooking, toBookingEvent } from './bookings.mapper';
import { bookingsRepository as repo, type BookingListFilter, type BookingRow } from './bookings.repository';
import { applyTransition, bookingNotFound, createBookingRow } from './transition.service';
import { requestTenancy } from '../tenancies/tenancy-request.service';

export { bookingNotFound };

const m = bookingMessages;
const q = discoveryMessages.quote;

/**
 * Who `user` is to `booking` when the access policy lets them read it: its client, its host or an
 * admin; anyone else, moderators included, gets "not found" (ids cannot be probed).
 */
export const viewerOf = (user: AuthUser, b: Pick<BookingRow, 'clientId' | 'hostId'>): BookingViewer =>
  authorize(user, 'booking', 'read', b, { not_found: bookingNotFound });

async function detail(db: Executor, id: string, viewer: BookingViewer): Promise<BookingDetail> {
  const row = await repo.view(db, id);
  if (!row) throw bookingNotFound();
  return { ...toBooking(row, viewer), events: (await repo.events(db, id)).map(toBookingEvent) };
}

/** Who may book: a client account, verified as the security settings require. */
async function assertMayBook(ctx: AppContext, user: AuthUser) {
  authorizeRole(user, 'booking', 'create', { forbidden: () => new AppError(ErrorCode.forbidden, m.clientsOnly) });
  const req = await myRequirements(ctx, user);
  if (req.satisfied) return;
  const missing = (['email', 'phone', 'id'] as const).filter((k) => req[k].required && !req[k].done);
  throw new AppError(
    ErrorCode.verificationRequired,
    m.verificationRequired(joinList(missing.map((k) => listingMessages.verificationItems[k]))),
  );
}

/**
 * A request holds its units until the host answers or a day passes, so a client has at most
 * security.maxOpenRequests waiting for an answer, and maxOpenRequestsPerListing on one space
 * (issue 29). Instant bookings awaiting payment do not count: they lapse within the hour unpaid.
 * Counted under a lock on the client, taken after the listing's (decision 0081; nothing takes a
 * listing's lock while holding a client's, so no lock cycle): one client's requests are counted
 * one after the other, so a burst cannot pass the cap, and an instant booking takes no such lock.
 */
async function assertMayRequest(
  tx: Executor,
  clientId: string,
  listingId: string,
  limits: Pick<PlatformSettings['security'], 'maxOpenRequests' | 'maxOpenRequestsPerListing'>,
) {
  await repo.lockClientRequests(tx, clientId);
  const open = await repo.openRequests(tx, clientId, listingId);
  if (open.all >= limits.maxOpenRequests) throw new AppError(ErrorCode.openRequestsLimit, m.openRequests(open.all));
  if (open.here >= limits.maxOpenRequestsPerListing)
    throw new AppError(ErrorCode.openRequestsLimit, m.openRequestsHere(open.here));
}

/** Why a stay has no price (the minimum is checked with the request, before the quote). */
const unpriced = {
  noHourlyPrice: q.noHourlyPrice,
  noDailyPrice: q.noDailyPrice,
  tooLarge: q.tooLarge,
  belowMinimum: null,
};

/**
 * POST /api/bookings: a request to book (pending) or, on an instant-book listing, a booking
 * awaiting payment. Everything is checked before anything is written; the units are counted
 * under the listing's row lock in the transaction that inserts, so of bookings and blocks
 * arriving at once for the last unit exactly one gets it. A repeated Idempotency-Key answers
 * the first booking.
 */
export async function createBooking(
  ctx: AppContext,
  user: AuthUser,
  input: BookingRequest,
  idempotencyKey: string | null,
): Promise<{ booking: BookingDetail; created: boolean }> {
  if (idempotencyKey) {
    const earlier = await repo.findByIdempotencyKey(ctx.db, user.id, idempotencyKey);
    if (earlier) return { booking: await sameRequest(ctx.db, earlier, input), created: false };
  }
  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const listing = await lockListing(tx, input.listingId);
      if (!listing) throw new AppError(ErrorCode.notFound, listingMessages.notFound);
      // Submissions with one key wait on one listing's lock: the later ones find the first here.
      const earlier = idempotencyKey && (await repo.findByIdempotencyKey(tx, user.id, idempotencyKey));
      if (earlier) return { booking: await sameRequest(tx, earlier, input), created: false };
      if (listing.hostId === user.id) throw new AppError(ErrorCode.ownListing, m.ownListing);
      await assertMayBook(ctx, user);
      if (listing.status !== 'active') throw new AppError(ErrorCode.listingNotBookable, m.notBookable);
      if (!listing.instantBook) await assertMayRequest(tx, user.id, listing.id, settings.security);
      const now = ctx.clock.now();
      if (input.units > listing.capacity) {
        throw new AppError(ErrorCode.capacityExceeded, m.overCapacity(listing.capacity), {
          units: m.overCapacity(listing.capacity),
        });
      }
      if (isTenancyRequest(input)) {
        return {
          booking: await requestTenancy(ctx, tx, user, listing, input, { now, settings, idempotencyKey }),
          created: true,
        };
      }
      const checked = checkBookingRequest(input, {
        now,
        timeZone,
        minimum: { minDuration: listing.minDuration, minDurationUnit: listing.minDurationUnit },
      });
      if (!checked.ok) {
        throw new AppError(ErrorCode.validation, checked.issue.message, {
          [checked.issue.field]: checked.issue.message,
        });
      }
      const units = input.units;
      const quoted = quoteBooking({ prices: listing, stay: checked.stay, units, financial: settings.financial });
      if (!quoted.ok) throw new AppError(ErrorCode.validation, unpriced[quoted.problem] ?? q.tooLarge);
      if (!(await claimFits(tx, listing, { ...checked.range, units }, timeZone))) {
        throw new AppError(ErrorCode.capacityExceeded, m.unitsFull, { units: m.unitsFull });
      }
      const day = calendarDayIn(timeZone, checked.range.start);
      const days =
        'startDate' in input
          ? { startDate: input.startDate, endDate: input.endDate }
          : { startDate: day, endDate: day };
      const mode = listing.instantBook ? 'instant' : 'request';
      const values = {
        id: newId(),
        listingId: listing.id,
        clientId: user.id,
        hostId: listing.hostId,
        mode,
        kind: 'startDate' in input ? ('days' as const) : ('hours' as const),
        ...days,
        startsAt: checked.range.start,
        endsAt: checked.range.end,
        units,
        quote: JSON.stringify(quoted.quote),
        total: quoted.quote.total,
        // The deposit the listing asks now, kept as asked (issue 33): one a booking, whatever its units;
        // none for a booking by the hour.
        deposit: depositOfBooking('startDate' in input ? 'days' : 'hours', listing.securityDeposit),
        cancellationPolicy: listing.cancellationPolicy,
        listingTitle: listing.title ?? '',
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      } as const;
      // The process table's creation row whose guard the listing's booking mode meets: a request,
      // or an instant booking; the booking, its first event and the view answered in one statement,
      // then its effects (a request tells the host).
      const made = await createBookingRow(ctx, tx, values, { role: 'client', userId: user.id }, listing.instantBook);
      return { booking: { ...toBooking(made.answer, 'client'), events: [toBookingEvent(made.event)] }, created: true };
    });
  } catch (err) {
    // One key for two listings at the same moment: the unique key turns the second away.
    if (idempotencyKey && isUniqueViolation(err)) {
      const earlier = await repo.findByIdempotencyKey(ctx.db, user.id, idempotencyKey);
      if (earlier) return { booking: await sameRequest(ctx.db, earlier, input), created: false };
    }
    throw err;
  }
}

/** The booking an Idempotency-Key made first, when it was made for this same request. */
async function sameRequest(db: Executor, earlier: BookingRow, input: BookingRequest) {
  const same =
    earlier.listingId === input.listingId &&
    earlier.units === input.units &&
    (isTenancyRequest(input)
      ? earlier.kind === 'tenancy' && earlier.startDate === input.startDate
      : 'startDate' in input
        ? earlier.kind === 'days' && earlier.startDate === input.startDate && earlier.endDate === input.endDate
        : earlier.kind === 'hours' &&
          new Date(earlier.startsAt).getTime() === Date.parse(input.startAt) &&
          new Date(earlier.endsAt!).getTime() === Date.parse(input.endAt));
  if (!same) throw new AppError(ErrorCode.idempotencyConflict, m.idempotencyConflict);
  return detail(db, earlier.id, 'client');
}

/** GET /api/bookings/:id: for its client, its host and admins; "not found" for anyone else. */
export async function getBooking(ctx: AppContext, user: AuthUser, id: string): Promise<BookingDetail> {
  const row = await repo.view(ctx.db, id);
  if (!row) throw bookingNotFound();
  return detail(ctx.db, id, viewerOf(user, row));
}

/**
 * accept, decline or cancel by a side of the booking or an admin: the access policy says who may
 * (a moderator moves no booking: "not found", as to anyone else), the process table when
 * (applyTransition); a client cannot fire a host's action (409, as the process refuses it).
 */
export async function actOnBooking(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  action: 'accept' | 'decline' | 'cancel',
  reason: string | null,
  ip: string | null = null,
): Promise<BookingDetail> {
  const viewer = await ctx.db.transaction().execute(async (tx) => {
    const current = await repo.lock(tx, id);
    if (!current) throw bookingNotFound();
    const v = authorize(user, 'booking', action, current, {
      not_found: bookingNotFound,
      conflict: () => kindTransitionRefused(current.kind, action, current.status),
    });
    // A paid booking's refund, its open checkout closed, the emails: the transition's effects.
    const done = await applyTransition(ctx, tx, id, action, { role: v, userId: user.id }, reason, {
      kind: current.kind,
    });
    // Staff acting on someone's booking leave an audit row (ARCHITECTURE rule 8).
    if (v === 'admin') {
      await record(tx, {
        actorId: user.id,
        action: `booking.${action}`,
        targetType: 'booking',
        targetId: id,
        before: { status: done.from },
        after: { status: done.row.status, ...(reason ? { reason } : {}) },
        ip,
        at: ctx.clock.now(),
      });
    }
    return v;
  });
  return detail(ctx.db, id, viewer);
}

/** What cancelling now would give back, by the policy (shown before the client confirms). */
export async function cancellationPreview(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<CancellationPreview> {
  const row = await repo.view(ctx.db, id);
  if (!row) throw bookingNotFound();
  const viewer = viewerOf(user, row);
  const status = row.status;
  if (status !== 'pending' && status !== 'awaiting_payment' && status !== 'confirmed') {
    throw kindTransitionRefused(row.kind, 'cancel', status);
  }
  const quote = row.quote;
  // A tenancy before move-in is cancelled as a one-month booking (its quote is the first month).
  const split = refundFor({
    quote,
    policy: row.cancellationPolicy,
    by: viewer,
    status,
    start: new Date(row.startsAt),
    at: ctx.clock.now(),
  });
  const financial = (await ctx.settings.get()).financial;
  return {
    paid: split.paid,
    refund: split.refund,
    kept: split.paid - split.refund,
    terms: describeAllTerms(row.cancellationPolicy, financial.cancellationFeePercentage, termsWordsIn(lang)),
  };
}

const listPage = async (ctx: AppContext, f: BookingListFilter, q: BookingsQuery, viewer: BookingViewer) => {
  const list = { group: q.group, requestsApart: viewer === 'host' };
  const { total, rows } = await repo.page(ctx.db, f, list, ctx.clock.now(), q.pageSize, (q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => toBooking(r, viewer)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  } satisfies BookingsPage;
};

export const clientBookings = (ctx: AppContext, user: AuthUser, q: BookingsQuery) =>
  listPage(ctx, { clientId: user.id }, q, 'client');
export const hostBookings = (ctx: AppContext, host: AuthUser, q: BookingsQuery) =>
  listPage(ctx, { hostId: host.id }, q, 'host');
export const adminBookings = (ctx: AppContext, q: AdminBookingsQuery) => {
  const { group, page, pageSize, ...f } = q;
  return listPage(ctx, f, { group, page, pageSize }, 'admin');
};

/** A user's bookings, as client or host, still to come or under way (deleting an account waits for them). */
export async function openBookingsOf(db: Executor, userId: string, now: Date) {
  return repo.openFor(db, userId, now);
}

/**
 * A host suspended or disabled (in the admin's transaction): requests and unpaid bookings of
 * theirs are declined or cancelled with the reason, nothing having been charged; paid ones are
 * flagged for staff, who decide with the client. Each move goes through applyTransition and is
 * audited.
 */
export async function onHostSuspended(
  ctx: AppContext,
  tx: Executor,
  hostId: string,
  actor: { actorId: string; ip: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  for (const b of await repo.openFor(tx, hostId, now)) {
    if (b.hostId !== hostId) continue;
    if (b.status === 'confirmed' || b.status === 'active' || b.status === 'notice_given') {
      await repo.flag(tx, b.id, m.hostSuspendedFlag, now);
      await record(tx, {
        ...actor,
        action: 'booking.flag',
        targetType: 'booking',
        targetId: b.id,
        before: { status: b.status },
        after: { status: b.status, reason: m.hostSuspendedFlag },
        at: now,
      });
      continue;
    }
    const action = b.status === 'pending' ? 'decline' : 'cancel';
    const by = { role: 'admin' as const, userId: actor.actorId };
    // An open checkout closed at the gateway, the emails: the transition's effects, by the outbox.
    const done = await applyTransition(ctx, tx, b.id, action, by, m.hostSuspended, { kind: b.kind });
    await record(tx, {
      ...actor,
      action: `booking.${action}`,
      targetType: 'booking',
      targetId: b.id,
      before: { status: done.from },
      after: { status: done.row.status, reason: m.hostSuspended },
      at: now,
    });
  }
}
