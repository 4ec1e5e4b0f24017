import { randomBytes, randomInt } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  accessPassSchema,
  hasPass,
  passWindow,
  type AccessPass,
  type PlatformSettings,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import { qrSvg } from '../../../lib/qr';
import type { AuthUser } from '../../users/user.mapper';
import { handoverRepository as repo, type PassBookingRow, type PassRow } from './handover.repository';

/*
 * The access pass (issue 33, decision 0087): made the first time its booking's client opens it
 * (or a check-in looks for it: never, as a code exists only once shown), race-safely, with a PIN
 * unique among the valid passes of all the host's listings.
 */

const notFound = () => new AppError(ErrorCode.notFound, 'Booking not found');
/** How many PINs are drawn before giving up (1,000,000 PINs; a host with thousands of valid passes collides rarely). */
const PIN_TRIES = 8;

export const newPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** 'EP1.' and 128 random bits in url-safe base64 (22 characters). */
export const newToken = () => `EP1.${randomBytes(16).toString('base64url')}`;

/** The window of `b`'s pass under the platform's margin for hourly bookings. */
export const windowOf = (b: PassBookingRow, settings: PlatformSettings) =>
  passWindow({ kind: b.kind, startsAt: b.startsAt, endsAt: b.endsAt }, settings.security.passMarginMinutes);

/**
 * The booking's pass, made if it has none: an insert that does nothing on any conflict, then a
 * read. The booking's pass made meanwhile (two phones at once) is read back; a PIN taken is drawn
 * again, after freeing the PINs of the host's passes whose bookings hold none any more.
 */
export async function ensurePass(db: Executor, b: PassBookingRow, now: Date): Promise<PassRow> {
  const existing = await repo.passOf(db, b.id);
  if (existing) return existing;
  for (let i = 0; i < PIN_TRIES; i++) {
    if (i === 1) await repo.releaseStale(db, b.hostId, now);
    const made = await repo.insertPass(db, {
      id: newId(),
      bookingId: b.id,
      hostId: b.hostId,
      listingId: b.listingId,
      pin: newPin(),
      token: newToken(),
      createdAt: now,
      releasedAt: null,
    });
    if (made) return made;
    const raced = await repo.passOf(db, b.id);
    if (raced) return raced;
  }
  throw new AppError(ErrorCode.conflict, 'No free PIN was found for this pass. Try again.');
}

export const addressOf = (b: PassBookingRow) =>
  [b.street, b.barangayName, b.cityName, b.provinceName].filter((x) => x && x.trim()).join(', ');

/** GET /api/bookings/:id/pass: the client's pass; anyone else 404; a booking with no pass 409. */
export async function getPass(ctx: AppContext, user: AuthUser, bookingId: string): Promise<AccessPass> {
  const b = await repo.booking(ctx.db, bookingId);
  if (!b) throw notFound();
  authorize(user, 'pass', 'read', { clientId: b.clientId, hostId: b.hostId }, { not_found: notFound });
  if (!hasPass(b.status))
    throw new AppError(ErrorCode.conflict, 'This booking has no access pass: a pass is given once it is confirmed');
  const now = ctx.clock.now();
  const [pass, settings] = await Promise.all([ensurePass(ctx.db, b, now), ctx.settings.get()]);
  const w = windowOf(b, settings);
  return accessPassSchema.parse({
    bookingId: b.id,
    code: pass.pin,
    qrPayload: pass.token,
    qrSvg: await qrSvg(pass.token),
    validFrom: w.validFrom.toISOString(),
    validUntil: w.validUntil?.toISOString() ?? null,
    listing: { id: b.listingId, title: b.listingTitle, address: addressOf(b) },
    renter: { name: `${b.renterFirstName} ${b.renterLastName}`.trim(), photoUrl: b.renterPhoto },
    units: b.units,
    startDate: b.startDate,
    endDate: b.endDate,
    startsAt: new Date(b.startsAt).toISOString(),
    endsAt: b.endsAt ? new Date(b.endsAt).toISOString() : null,
    kind: b.kind === 'tenancy' ? 'tenancy' : 'booking',
    issuedAt: now.toISOString(),
  });
}
