import { z } from 'zod';
import { limits } from '../schemas/limits';

/**
 * The access pass and the gate (issue 33, "The handover"). Every confirmed or active booking and
 * tenancy has a pass: a QR code and a 6-digit PIN. The QR carries the pass's token (unguessable);
 * the PIN is what a person types. Both find the booking among the valid passes of the host's
 * listings. The host, or a gate keeper the host named for the listing, checks a pass in at
 * /host/check-in.
 *
 * GET  /api/bookings/:id/pass                 the client's pass (client only; others 404)
 * POST /api/host/check-ins                    { code, listingId?, at? } → 200 CheckIn; 409 already checked in;
 *                                             422 outside its dates (with when it is valid);
 *                                             404 not a pass of a listing the caller may check;
 *                                             423 the listing's check-in locked after wrong PINs
 * POST /api/host/check-ins/:id/check-out      { at? } → 200 CheckIn (closed)
 * GET  /api/host/check-ins?listingId          the open check-ins at that gate (or every gate the caller checks)
 * GET  /api/bookings/:id/scans                every scan of the booking's pass (client or host)
 * GET  /api/host/listings/:id/gate-keepers    the listing's gate keepers (host only)
 * POST /api/host/listings/:id/gate-keepers    { phone } invite by SMS (and email when the number is a user's)
 * DELETE /api/host/listings/:id/gate-keepers/:keeperId
 * GET  /api/gate-keepers/invites/:token       the invite as its receiver sees it (signed in)
 * POST /api/gate-keepers/invites/:token/accept
 * GET  /api/host/check-in/listings            the listings the caller may check passes for (own + keeper)
 */

/** A 6-digit PIN as typed. */
export const passPinPattern = /^\d{6}$/;
/** The QR's content: 'EP1.' and 22 url-safe base64 characters (128 random bits). */
export const passTokenPattern = /^EP1\.[A-Za-z0-9_-]{22}$/;

export const accessPassMessages = {
  codeRequired: 'Enter the 6-digit PIN or scan the QR code',
  codeInvalid: 'A PIN has 6 digits',
  notFound: 'No valid pass with this code for your spaces',
  alreadyIn: 'already checked in',
  outsideDates: (from: string, until: string) => `This pass is valid from ${from} to ${until}`,
  locked: (minutes: number) => `Too many wrong PINs for this space. Check-in is locked for ${minutes} minutes.`,
  notCheckedIn: 'This check-in is already closed',
  cancelled: 'This pass was cancelled',
  phoneRequired: 'Enter the mobile number of the gate keeper',
  inviteNotFound: 'This invite was removed or has already been used',
  inviteOtherPhone: (masked: string) =>
    `This invite is for ${masked}. Sign in with the account whose verified mobile number it is, or verify it in your profile first.`,
  inviteOwnListing: 'You host this space: you can check its passes already',
  keeperNotFound: 'Gate keeper not found',
} as const;

/** POST /api/host/check-ins: the scanned token or the typed PIN; `at`, when a check-in typed offline is sent later. */
export const checkInRequestSchema = z.object({
  code: z
    .string({ error: accessPassMessages.codeRequired })
    .trim()
    .min(1, { error: accessPassMessages.codeRequired })
    .max(limits.token, { error: accessPassMessages.codeInvalid })
    .transform((v) => (passTokenPattern.test(v) ? v : v.replace(/[\s-]/g, '')))
    .refine((v) => passTokenPattern.test(v) || passPinPattern.test(v), {
      error: accessPassMessages.codeInvalid,
    }),
  /** The listing whose gate the checker stands at (the check-in page's choice): wrong PINs count against it. */
  listingId: z.string().max(limits.token).optional(),
  /** When the check-in was typed (offline queue); the server accepts it within the last 24 hours, never in the future. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const checkOutRequestSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export type CheckOutRequest = z.infer<typeof checkOutRequestSchema>;

/** GET /api/bookings/:id/pass: everything the pass draws, kept on the phone once opened. */
export const accessPassSchema = z.object({
  bookingId: z.string(),
  /** The 6-digit PIN. */
  code: z.string(),
  /** What the QR carries: the pass's token. */
  qrPayload: z.string(),
  /** The QR code as an SVG document (no scripts), drawn from qrPayload. */
  qrSvg: z.string(),
  /** ISO instants the pass opens and closes; validUntil null for a tenancy with no end yet. */
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  listing: z.object({ id: z.string(), title: z.string(), address: z.string() }),
  renter: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
  units: z.number().int(),
  /** The booking's dates as the booking shows them. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  kind: z.enum(['booking', 'tenancy']),
  /** When the server answered: the offline pass says "as of". */
  issuedAt: z.string(),
});
export type AccessPass = z.infer<typeof accessPassSchema>;

export const scanResults = [
  'checked_in',
  'checked_out',
  'already_in',
  'outside_dates',
  'not_found',
  'cancelled',
  'locked',
] as const;
export type ScanResult = (typeof scanResults)[number];

/** One scan: who checked, when, with what result (shown on the booking to both sides). */
export const passScanSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** When the server received it (differs from `at` for an offline check-in sent later). */
  receivedAt: z.string(),
  result: z.enum(scanResults),
  method: z.enum(['qr', 'pin']),
  by: z.object({ id: z.string(), name: z.string(), role: z.enum(['host', 'gate_keeper']) }),
});
export type PassScan = z.infer<typeof passScanSchema>;
export const passScansSchema = z.object({ items: z.array(passScanSchema) });

/** A check-in: the booking it is for, who and which units, until when; open until checked out. */
export const checkInSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  listing: z.object({ id: z.string(), title: z.string() }),
  renter: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
  units: z.number().int(),
  validUntil: z.string().nullable(),
  checkedInAt: z.string(),
  checkedOutAt: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** GET /api/host/check-ins?listingId: who is checked in now at one gate, or at every gate the caller may check. */
export const openCheckInsQuerySchema = z.object({ listingId: z.string().max(limits.token).optional() });
export const openCheckInsSchema = z.object({ items: z.array(checkInSchema) });
export type OpenCheckIns = z.infer<typeof openCheckInsSchema>;

/** POST /api/host/listings/:id/gate-keepers: the keeper's mobile number (the sign-up's phone rule). */
export const gateKeeperInviteSchema = z.object({
  phone: z
    .string({ error: accessPassMessages.phoneRequired })
    .trim()
    .min(1, { error: accessPassMessages.phoneRequired })
    .max(limits.phone),
});
export type GateKeeperInvite = z.infer<typeof gateKeeperInviteSchema>;

export const gateKeeperSchema = z.object({
  id: z.string(),
  phone: z.string(),
  /** The account's name once the invite is accepted; null while invited. */
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invitedAt: z.string(),
});
export type GateKeeper = z.infer<typeof gateKeeperSchema>;
export const gateKeepersSchema = z.object({ items: z.array(gateKeeperSchema) });

/** GET /api/host/check-in/listings: where the caller may check passes. */
export const checkInListingsSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), as: z.enum(['host', 'gate_keeper']) })),
});

/**
 * GET /api/gate-keepers/invites/:token (signed in): the invite as its receiver sees it (added by the
 * server helper). `phone` is the invited number, its middle hidden; `canAccept` whether the signed-in
 * account may accept it (its verified phone is that number), else `reason` says what to do.
 * POST …/accept answers the same with status 'active'.
 */
export const gateKeeperInviteViewSchema = z.object({
  listing: z.object({ id: z.string(), title: z.string() }),
  hostName: z.string(),
  phone: z.string(),
  status: z.enum(['invited', 'active']),
  canAccept: z.boolean(),
  reason: z.string().nullable(),
});
export type GateKeeperInviteView = z.infer<typeof gateKeeperInviteViewSchema>;

/** The routes' parameters: a listing's gate keeper, an invite's token. */
export const gateKeeperParamsSchema = z.object({
  id: z.string().min(1).max(100),
  keeperId: z.string().min(1).max(100),
});
export const gateKeeperTokenParamsSchema = z.object({ token: z.string().min(1).max(limits.token) });
