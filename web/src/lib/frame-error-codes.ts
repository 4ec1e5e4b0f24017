import type { ErrorCode } from '@espasyo/domain/errors';

/**
 * The error codes that the public pages' first download acts on (the session, a limit, a page that
 * is not there, maintenance, and what a listing page's booking button answers), the same values
 * as the domain's ErrorCode, which the type below holds them to. The whole table (about 200 codes,
 * ~1 KiB compressed) then comes only with the pages that need more of it, not with every public
 * page (the JavaScript budget, issue 35).
 */
export const FrameErrorCode = {
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  notFound: 'not_found',
  maintenance: 'maintenance',
  capacityExceeded: 'capacity_exceeded',
  ownListing: 'own_listing',
  listingNotBookable: 'listing_not_bookable',
  idempotencyConflict: 'idempotency_conflict',
  verificationRequired: 'verification_required',
  openRequestsLimit: 'open_requests_limit',
} as const satisfies Pick<
  typeof ErrorCode,
  | 'unauthenticated'
  | 'forbidden'
  | 'rateLimited'
  | 'notFound'
  | 'maintenance'
  | 'capacityExceeded'
  | 'ownListing'
  | 'listingNotBookable'
  | 'idempotencyConflict'
  | 'verificationRequired'
  | 'openRequestsLimit'
>;
