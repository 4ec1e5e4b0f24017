import {
  AppError,
  ErrorCode,
  accessPassMessages as m,
  checkInSchema,
  passScansSchema,
  passTokenPattern,
  passWindowState,
  passWindowWords,
  pinGuard,
  type CheckIn,
  type CheckInRequest,
  type OpenCheckIns,
  type ScanResult,
} from '@espasyo/domain';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import { authorize, authorizeRole } from '../../../http/access';
import { messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../users/user.mapper';
import { handoverRepository as repo, type CheckableListing, type CheckInRow } from './handover.repository';
import { tellHostLocked } from './gate-notify.service';
import { windowOf } from './pass.service';

/*
 * The gate (issue 33, decision 0087): a host or a gate keeper checks a pass in by its QR token or
 * PIN, among the listings they may check; every attempt is a scan. Wrong PINs are counted per
 * listing (each listing checked among: "All my gates" counts toward all of them) and per host in the
 * database; 50 within 15 minutes lock a listing's check-in, 200 all the host's.
 */

const DAY = 86_400_000;
/** A phone's clock a little ahead of the server's is not "in the future". */
const CLOCK_SKEW_MS = 2 * 60_000;
/** What wrong PINs lock: a listing after pinGuard.maxWrong, all the host's gates after this many (ours). */
const HOST_MAX_WRONG = 200;

const notFound = () => new AppError(ErrorCode.notFound, m.notFound);
const listingKey = (id: string) => `listing:${id}`;
const hostKey = (id: string) => `host:${id}`;

export async function checkableListings(ctx: AppContext, user: AuthUser) {
  authorizeRole(user, 'gate', 'check');
  const items = await repo.checkableListings(ctx.db, user.id);
  return { items: items.map(({ id, title, as }) => ({ id, title, as })) };
}

/** When the check-in happened: now, or the time it was typed offline (the last 24 hours, not ahead). */
function whenOf(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const t = new Date(at);
  if (t.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new AppError(ErrorCode.validation, 'A check-in cannot be in the future', {
      at: 'A check-in cannot be in the future',
    });
  if (t.getTime() < now.getTime() - DAY)
    throw new AppError(ErrorCode.validation, 'A check-in typed offline must be sent within 24 hours', {
      at: 'A check-in typed offline must be sent within 24 hours',
    });
  return t.getTime() > now.getTime() ? now : t;
}

/**
 * The guards a wrong PIN counts against: each listing whose passes it was checked among — the one
 * named, or in "All my gates" every listing the checker may check (a PIN typed there could have
 * been any of theirs, so 50 wrong ones lock each of them: otherwise the mode would let a guesser
 * past the listing's limit) — and the host whose passes those are (a keeper of several hosts'
 * gates: the checker). Sorted by key, so that concurrent upserts lock the rows in one order.
 */
function guardsOf(user: AuthUser, scope: CheckableListing[]) {
  const hosts = new Set(scope.map((l) => l.hostId));
  const host = hosts.size === 1 ? [...hosts][0] : user.id;
  return [
    ...scope.map((listing) => ({ key: listingKey(listing.id), max: pinGuard.maxWrong, listing })),
    { key: hostKey(host), max: HOST_MAX_WRONG, listing: undefined },
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const lockedError = () => new AppError(ErrorCode.checkInLocked, m.locked(pinGuard.lockMinutes));

/**
 * The 422 of a pass outside its dates, in `lang` (issue 34): English as the specification words it;
 * in another language whole, its dates with that language's day and month names (the answer's
 * lookup, http/answer-language.ts, would keep the English dates it was given).
 */
function outsideDates(w: ReturnType<typeof windowOf>, timeZone: string, lang: Language) {
  if (lang === DEFAULT_LANGUAGE) {
    const words = passWindowWords(w, timeZone);
    return m.outsideDates(words.from, words.until);
  }
  const local = messagesFor(lang, 'apiGate');
  return local.outsideDates(passWindowWords(w, timeZone, lang, local.openEnd));
}

/** Checks a pass in; a refusal's dates in `lang`, the caller's (English unless given). */
export async function checkIn(
  ctx: AppContext,
  user: AuthUser,
  req: CheckInRequest,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<CheckIn> {
  authorizeRole(user, 'gate', 'check');
  const now = ctx.clock.now();
  const at = whenOf(req.at, now);
  const byToken = passTokenPattern.test(req.code);
  const method = byToken ? 'qr' : 'pin';
  const mine = await repo.checkableListings(ctx.db, user.id);
  const named = req.listingId ? mine.find((l) => l.id === req.listingId) : undefined;
  if (!mine.length || (req.listingId && !named)) throw notFound();
  const scope = named ? [named] : mine;
  const ids = scope.map((l) => l.id);
  const roleAt = (listingId: string | null) =>
    (listingId ? mine.find((l) => l.id === listingId)?.as : (named?.as ?? scope[0].as)) ?? 'gate_keeper';
  const scan = (result: ScanResult, bookingId: string | null, listingId: string | null) =>
    repo.insertScan(ctx.db, {
      id: newId(),
      bookingId,
      listingId,
      byUserId: user.id,
      byRole: roleAt(listingId),
      at,
      receivedAt: now,
      result,
      method,
    });

  const guards = guardsOf(user, scope);
  // The gate a refusal is recorded at: the listing checked at, when there is one.
  const guardedListing = scope.length === 1 ? scope[0].id : null;
  if (
    (
      await repo.locked(
        ctx.db,
        guards.map((g) => g.key),
        now,
      )
    ).length
  ) {
    await scan('locked', null, guardedListing);
    throw lockedError();
  }

  const pass = await repo.findValid(ctx.db, req.code, byToken, ids);
  if (!pass) {
    if (req.at) {
      const cancelled = await repo.findCancelled(ctx.db, req.code, byToken, ids, at);
      if (cancelled) {
        await scan('cancelled', cancelled.bookingId, cancelled.listingId);
        throw new AppError(ErrorCode.passCancelled, m.cancelled);
      }
    }
    if (!byToken) await countWrongPin(ctx, guards, now);
    await scan('not_found', null, guardedListing);
    throw notFound();
  }

  const b = (await repo.booking(ctx.db, pass.bookingId))!;
  const settings = await ctx.settings.get();
  const w = windowOf(b, settings);
  if (passWindowState(w, at) !== 'within') {
    await scan('outside_dates', b.id, b.listingId);
    throw new AppError(ErrorCode.passOutsideDates, outsideDates(w, settings.general.timezone, lang));
  }
  const row = await repo.insertCheckIn(ctx.db, {
    id: newId(),
    bookingId: b.id,
    listingId: b.listingId,
    checkedInBy: user.id,
    checkedInAt: at,
    receivedAt: now,
    method,
    checkedOutAt: null,
    checkedOutBy: null,
  });
  if (!row) {
    await scan('already_in', b.id, b.listingId);
    throw new AppError(ErrorCode.alreadyCheckedIn, m.alreadyIn);
  }
  await scan('checked_in', b.id, b.listingId);
  return toCheckIn(ctx, row);
}

/**
 * Counts a wrong PIN against every guard at once (one statement); the statement whose count locks
 * a guard tells its host (once a lock and a listing: only one statement reaches a guard's maximum).
 * A guard found locked meanwhile, or locked now, answers 423.
 */
async function countWrongPin(ctx: AppContext, guards: ReturnType<typeof guardsOf>, now: Date) {
  const rows = await repo.countWrong(
    ctx.db,
    guards.map(({ key, max }) => ({ key, max })),
    now,
    new Date(now.getTime() - pinGuard.windowMinutes * 60_000),
    new Date(now.getTime() + pinGuard.lockMinutes * 60_000),
  );
  const lockedNow = rows.filter((r) => r.lockedUntil && r.failures === r.maxFailures);
  for (const r of lockedNow) {
    await tellHostLocked(ctx, r.key, guards.find((g) => g.key === r.key)?.listing, r.maxFailures);
  }
  if (rows.length < guards.length || lockedNow.length) throw lockedError();
}

/** POST /api/host/check-ins/:id/check-out: closes an open check-in of a listing the caller may check. */
export async function checkOut(ctx: AppContext, user: AuthUser, id: string, atText?: string): Promise<CheckIn> {
  authorizeRole(user, 'gate', 'check');
  const now = ctx.clock.now();
  const at = whenOf(atText, now);
  const row = await repo.checkIn(ctx.db, id);
  const mine = await repo.checkableListings(ctx.db, user.id);
  const listing = row && mine.find((l) => l.id === row.listingId);
  if (!row || !listing) throw new AppError(ErrorCode.notFound, 'Check-in not found');
  // A check-out typed offline before the check-in it closes (two phones' clocks) is taken as now.
  const out = at < new Date(row.checkedInAt) ? now : at;
  const closed = await repo.closeCheckIn(ctx.db, id, out, user.id);
  if (!closed) throw new AppError(ErrorCode.checkInClosed, m.notCheckedIn);
  await repo.insertScan(ctx.db, {
    id: newId(),
    bookingId: row.bookingId,
    listingId: row.listingId,
    byUserId: user.id,
    byRole: listing.as,
    at: out,
    receivedAt: now,
    result: 'checked_out',
    method: row.method,
  });
  return toCheckIn(ctx, closed);
}

/**
 * GET /api/host/check-ins?listingId: who is checked in now at that gate, or at every gate the
 * caller may check (their own listings, those they keep). A listing they may not check: 404.
 */
export async function openCheckIns(ctx: AppContext, user: AuthUser, listingId?: string): Promise<OpenCheckIns> {
  authorizeRole(user, 'gate', 'check');
  const mine = await repo.checkableListings(ctx.db, user.id);
  const ids = listingId ? mine.filter((l) => l.id === listingId).map((l) => l.id) : mine.map((l) => l.id);
  if (listingId && !ids.length) throw notFound();
  const rows = await repo.openCheckIns(ctx.db, ids);
  return { items: await Promise.all(rows.map((r) => toCheckIn(ctx, r))) };
}

async function toCheckIn(ctx: AppContext, row: CheckInRow): Promise<CheckIn> {
  const b = (await repo.booking(ctx.db, row.bookingId))!;
  const w = windowOf(b, await ctx.settings.get());
  return checkInSchema.parse({
    id: row.id,
    bookingId: b.id,
    listing: { id: b.listingId, title: b.listingTitle },
    renter: { name: `${b.renterFirstName} ${b.renterLastName}`.trim(), photoUrl: b.renterPhoto },
    units: b.units,
    validUntil: w.validUntil?.toISOString() ?? null,
    checkedInAt: new Date(row.checkedInAt).toISOString(),
    checkedOutAt: row.checkedOutAt ? new Date(row.checkedOutAt).toISOString() : null,
  });
}

/** GET /api/bookings/:id/scans: every scan of the booking's pass, newest first, for its two sides. */
export async function scansOf(ctx: AppContext, user: AuthUser, bookingId: string) {
  const b = await repo.booking(ctx.db, bookingId);
  const missing = () => new AppError(ErrorCode.notFound, 'Booking not found');
  if (!b) throw missing();
  authorize(user, 'pass', 'scans', { clientId: b.clientId, hostId: b.hostId }, { not_found: missing });
  const rows = await repo.scansOf(ctx.db, bookingId);
  return passScansSchema.parse({
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      receivedAt: new Date(r.receivedAt).toISOString(),
      result: r.result,
      method: r.method,
      by: { id: r.byUserId, name: `${r.firstName} ${r.lastName}`.trim(), role: r.byRole },
    })),
  });
}
