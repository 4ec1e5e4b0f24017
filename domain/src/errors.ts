/**
 * Error codes shared by server and web. Every refusal has its own code; `errorStatus` below
 * is the one place a code gets its HTTP status. The server throws AppError(code, message,
 * fields?); the web acts on `code`, never on the English text or a bare status (decision 0033).
 */
export const ErrorCode = {
  // Requests and access
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** A state conflict with no code of its own yet; prefer a specific one. */
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  maintenance: 'maintenance',
  crossOrigin: 'cross_origin',
  payloadTooLarge: 'payload_too_large',
  /** The body's content type is not one the API reads. */
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',

  // Accounts and sign-in
  locked: 'account_locked',
  disabled: 'account_disabled',
  suspended: 'account_suspended',
  invalidCredentials: 'invalid_credentials',
  noAccount: 'no_account',
  /** The user's own password, asked again by a form (change password, delete account, 2FA off…), is wrong. */
  wrongPassword: 'wrong_password',
  /** Another account already uses this email address. */
  emailInUse: 'email_in_use',
  /** The new email address is the one the account already has. */
  emailUnchanged: 'email_unchanged',
  /** A sensitive change without the password, and no sign-in on this session in the last 5 minutes. */
  reauthRequired: 'reauth_required',
  tokenExpired: 'token_expired',
  tokenUsed: 'token_used',
  tokenInvalid: 'token_invalid',
  /** The email address or phone number is verified already. */
  alreadyVerified: 'already_verified',
  /** Phone verification: no code is waiting (none sent, or already used). */
  codeMissing: 'code_missing',
  codeWrong: 'code_wrong',
  codeExpired: 'code_expired',
  /** Phone verification: too many wrong codes; send a new one. */
  codeAttempts: 'code_attempts',
  /** The development mailbox answers only the server's own machine (DEV_MAILBOX). */
  mailboxLocalOnly: 'mailbox_local_only',
  /** The development mailbox is closed (SMTP, or DEV_MAILBOX=off). */
  mailboxOff: 'mailbox_off',

  // Staff actions
  adminExists: 'admin_exists',
  alreadyAdmin: 'already_admin',
  /** The only active administrator cannot delete their account. */
  lastAdmin: 'last_admin',
  /** Staff cannot suspend, demote or reset two-factor of their own account. */
  selfAction: 'self_action',
  /** A scheduled job already running cannot be started again. */
  jobRunning: 'job_running',
  /** Only a failed or waiting outbox delivery can be retried (decision 0032). */
  deliveryNotRetryable: 'delivery_not_retryable',

  // Verification
  /** Publishing (and later booking) before the checks the security settings require are done. */
  verificationRequired: 'verification_required',
  idAlreadyVerified: 'id_already_verified',
  /** The ID verification request has been decided or replaced already. */
  verificationNotPending: 'verification_not_pending',

  // Listings
  /** The action is not allowed from the current status (the status table says no). */
  invalidTransition: 'invalid_transition',
  /** The listing cannot change any more (archived). */
  listingNotEditable: 'listing_not_editable',
  /** Under review or live, or being submitted: the listing misses fields (`fields` says which) or a photo. */
  listingIncomplete: 'listing_incomplete',
  /** The listing has as many photos as it may have. */
  photoLimit: 'photo_limit',
  /** The only photo of a listing under review or live cannot be removed. */
  lastPhoto: 'last_photo',
  /** Blocks, bookings or a quote would need more units than are free on some day or hour. */
  capacityExceeded: 'capacity_exceeded',
  /** The client has as many requests waiting for a host's answer as the settings allow (in all or on the space). */
  openRequestsLimit: 'open_requests_limit',
  /** Capacity cannot drop below the units already blocked or booked. */
  capacityInUse: 'capacity_in_use',
  /** Favourites and recently viewed spaces are for client accounts. */
  clientsOnly: 'clients_only',
  /** A stay shorter than the listing's minimum duration. */
  belowMinimumDuration: 'below_minimum_duration',

  // Bookings (issue 19)
  /** The listing takes no bookings (not active: paused, under review, archived…). */
  listingNotBookable: 'listing_not_bookable',
  /** A host cannot book their own space. */
  ownListing: 'own_listing',
  /** The time to pay has run out; the booking has expired. */
  paymentExpired: 'payment_expired',
  /** The Idempotency-Key was used for a different request, or its first request is still running. */
  idempotencyConflict: 'idempotency_conflict',
  /** Bookings still to come or under way stop this (archiving a listing, deleting an account). */
  openBookings: 'open_bookings',

  // Payments (issue 19)
  /** The rental agreement is signed before paying. */
  agreementNotSigned: 'agreement_not_signed',
  /** The payment gateway did not answer or refused: nothing was charged, try again. */
  paymentGatewayUnavailable: 'payment_gateway_unavailable',
  /** A gateway's webhook whose signature or timestamp does not check out: nothing changed. */
  webhookRejected: 'webhook_rejected',
  /** No payment method takes the booking's amount in one payment (each method's limits, decision 0037). */
  noPaymentMethod: 'no_payment_method',
  /** Autopay asked for with no card saved at the gateway in use (issue 32, decision 0085). */
  noSavedCard: 'no_saved_card',
  /** A bill's checkout asked for while its saved card is being charged. */
  autopayCharging: 'autopay_charging',
  /** Staff refund a payment that is not paid (open, failed, expired or refunded in full already), or one under review. */
  paymentNotRefundable: 'payment_not_refundable',
  /** A checkout asked for while a payment of the booking is under review (decision 0061). */
  paymentUnderReview: 'payment_under_review',
  /** Staff refund more than is left of a payment (what was paid less every refund made of it). */
  refundExceedsPayment: 'refund_exceeds_payment',

  // Tenancies (issue 32)
  /** A notice's end date is before the earliest its notice period (or the minimum duration) allows. */
  noticeTooSoon: 'notice_too_soon',
  /** A notice would not bring the end of a tenancy nearer than the one an earlier notice set. */
  tenancyAlreadyEnding: 'tenancy_already_ending',

  // Money (issue 20)
  /** A payout below financial.minimumPayout. */
  payoutBelowMinimum: 'payout_below_minimum',
  /** A payout larger than the host's available balance (or two at once spending it twice). */
  payoutAboveAvailable: 'payout_above_available',
  /** The host owes money from a refund after a payout: no payout until it is paid. */
  hostOwes: 'host_owes',
  /** A payout method added less than 24 hours ago. */
  payoutMethodNotReady: 'payout_method_not_ready',
  /** A host keeps at most MAX_PAYOUT_METHODS methods. */
  payoutMethodLimit: 'payout_method_limit',
  /** Staff mark a payout that is no longer pending. */
  payoutNotPending: 'payout_not_pending',

  // Messaging (issue 21)
  /** Conversations about a listing are started by client accounts. */
  chatClientsOnly: 'chat_clients_only',
  /** Staff answer support conversations in /chat; they have none of their own. */
  chatStaffAnswer: 'chat_staff_answer',
  /** Too many messages from one user in the last minute or hour. */
  messageRateLimited: 'message_rate_limited',

  // Reviews (issue 22)
  /** Only a completed booking can be reviewed. */
  reviewNotAllowed: 'review_not_allowed',
  /** The 14 days to review a booking are over. */
  reviewWindowClosed: 'review_window_closed',
  /** This side has reviewed this booking already. */
  reviewExists: 'review_exists',
  /** The host has replied to this review already. */
  reviewReplyExists: 'review_reply_exists',
  /** The user has reported this review already. */
  reviewAlreadyReported: 'review_already_reported',

  // Announcements and staff's notices (decision 0045)
  /** A notice to one user whose email address is no account's. */
  noticeNoRecipient: 'notice_no_recipient',
  /** A notice to a group nobody is in. */
  noticeNoRecipients: 'notice_no_recipients',

  // Web Push (decision 0057)
  /** A push endpoint whose host leads to a loopback, private, link-local or reserved address. */
  pushEndpointRefused: 'push_endpoint_refused',
  /** A push endpoint another account has subscribed: it stays theirs. */
  pushEndpointTaken: 'push_endpoint_taken',

  // Disputes (issue 22)
  /** The booking is not confirmed, active or completed within the last 14 days. */
  disputeNotEligible: 'dispute_not_eligible',
  /** The booking already has an open dispute (one at a time). */
  disputeAlreadyOpen: 'dispute_already_open',
  /** The dispute is resolved: no more messages, photos or decisions. */
  disputeClosed: 'dispute_closed',

  /** The gate (issue 33): the pass is already checked in (409). */
  alreadyCheckedIn: 'already_checked_in',
  /** The pass is outside the dates it is valid for; the message says when it is (422). */
  passOutsideDates: 'pass_outside_dates',
  /** Too many wrong PINs for the listing: check-in locked for a while (423). */
  checkInLocked: 'check_in_locked',
  /** The check-in is already checked out (409). */
  checkInClosed: 'check_in_closed',
  /** The pass's booking was cancelled (an offline check-in sent later) (409). */
  passCancelled: 'pass_cancelled',

  /** A checklist outside its window (not open yet, closed, or none for this booking) (issue 33) (409). */
  checklistClosed: 'checklist_closed',
  /** Both sides signed (or one was taken to accept): it no longer changes (409). */
  checklistComplete: 'checklist_complete',
  /** The side signed already; the other signs next (409). */
  checklistAlreadySigned: 'checklist_already_signed',
  /** Signing before the checklist is filled in: `fields` says what is missing (422). */
  checklistIncomplete: 'checklist_incomplete',

  /** A legal text's version label taken already for its kind (issue 34) (409). */
  legalVersionExists: 'legal_version_exists',
  /** Agreeing to a legal text's version that is not the one in effect now (409). */
  legalVersionNotCurrent: 'legal_version_not_current',
} as const;

/** Error codes of two-factor sign-in, read by the web to pick the screen. */
export const TwoFactorErrorCode = {
  /** Admins and moderators must turn on 2FA before using anything else. */
  setupRequired: 'two_factor_setup_required',
  invalidCode: 'two_factor_invalid_code',
  challengeExpired: 'two_factor_challenge_expired',
  tooManyAttempts: 'two_factor_too_many_attempts',
  alreadyEnabled: 'two_factor_already_enabled',
  notEnabled: 'two_factor_not_enabled',
} as const;

type ValueOf<T> = T[keyof T];
/** Every code the API answers with, of every family. */
export type ErrorCode = ValueOf<typeof ErrorCode> | ValueOf<typeof TwoFactorErrorCode>;

/** The statuses the API's errors use. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

const C = ErrorCode;
const T = TwoFactorErrorCode;

/**
 * The one table of each code's HTTP status. A refusal that needs another status is another
 * code. Being a Record over ErrorCode, a code missing here fails the type check. Made by a call
 * marked pure, so that a bundle that never reads it (the web app's first download) drops it: an
 * object literal's computed keys would otherwise stay behind as property reads.
 */
export const errorStatus: Record<ErrorCode, ErrorStatus> = /* @__PURE__ */ (() => ({
  [C.validation]: 400,
  [C.unauthenticated]: 401,
  [C.forbidden]: 403,
  [C.notFound]: 404,
  [C.conflict]: 409,
  [C.rateLimited]: 429,
  [C.maintenance]: 503,
  [C.crossOrigin]: 403,
  [C.payloadTooLarge]: 413,
  [C.unsupportedMediaType]: 415,
  [C.internal]: 500,

  [C.locked]: 423,
  [C.disabled]: 403,
  [C.suspended]: 403,
  [C.invalidCredentials]: 401,
  [C.noAccount]: 404,
  [C.wrongPassword]: 400,
  [C.emailInUse]: 409,
  [C.emailUnchanged]: 400,
  [C.reauthRequired]: 403,
  [C.tokenExpired]: 400,
  [C.tokenUsed]: 400,
  [C.tokenInvalid]: 400,
  [C.alreadyVerified]: 400,
  [C.codeMissing]: 400,
  [C.codeWrong]: 400,
  [C.codeExpired]: 400,
  [C.codeAttempts]: 429,
  [C.mailboxLocalOnly]: 403,
  [C.mailboxOff]: 404,

  [C.adminExists]: 409,
  [C.alreadyAdmin]: 409,
  [C.lastAdmin]: 409,
  [C.selfAction]: 400,
  [C.jobRunning]: 409,
  [C.deliveryNotRetryable]: 409,

  [C.verificationRequired]: 403,
  [C.idAlreadyVerified]: 409,
  [C.verificationNotPending]: 409,

  [C.invalidTransition]: 409,
  [C.listingNotEditable]: 409,
  [C.listingIncomplete]: 400,
  [C.photoLimit]: 400,
  [C.lastPhoto]: 409,
  [C.capacityExceeded]: 409,
  [C.openRequestsLimit]: 409,
  [C.capacityInUse]: 409,
  [C.clientsOnly]: 403,
  [C.belowMinimumDuration]: 400,

  [C.listingNotBookable]: 409,
  [C.ownListing]: 403,
  [C.paymentExpired]: 409,
  [C.idempotencyConflict]: 409,
  [C.openBookings]: 409,

  [C.agreementNotSigned]: 409,
  [C.paymentGatewayUnavailable]: 502,
  [C.webhookRejected]: 400,
  [C.noPaymentMethod]: 409,
  [C.noSavedCard]: 409,
  [C.autopayCharging]: 409,
  [C.paymentNotRefundable]: 409,
  [C.paymentUnderReview]: 409,
  [C.refundExceedsPayment]: 409,

  [C.noticeTooSoon]: 400,
  [C.tenancyAlreadyEnding]: 409,

  [C.payoutBelowMinimum]: 400,
  [C.payoutAboveAvailable]: 409,
  [C.hostOwes]: 409,
  [C.payoutMethodNotReady]: 409,
  [C.payoutMethodLimit]: 409,
  [C.payoutNotPending]: 409,
  [C.noticeNoRecipient]: 400,
  [C.noticeNoRecipients]: 409,
  [C.pushEndpointRefused]: 400,
  [C.pushEndpointTaken]: 409,
  [C.disputeNotEligible]: 409,
  [C.disputeAlreadyOpen]: 409,
  [C.disputeClosed]: 409,
  [C.alreadyCheckedIn]: 409,
  [C.passOutsideDates]: 422,
  [C.checkInLocked]: 423,
  [C.checkInClosed]: 409,
  [C.passCancelled]: 409,
  [C.checklistClosed]: 409,
  [C.checklistComplete]: 409,
  [C.legalVersionExists]: 409,
  [C.legalVersionNotCurrent]: 409,
  [C.checklistAlreadySigned]: 409,
  [C.checklistIncomplete]: 422,

  [C.reviewNotAllowed]: 409,
  [C.reviewWindowClosed]: 409,
  [C.reviewExists]: 409,
  [C.reviewReplyExists]: 409,
  [C.reviewAlreadyReported]: 409,

  [C.chatClientsOnly]: 403,
  [C.chatStaffAnswer]: 403,
  [C.messageRateLimited]: 429,

  [T.setupRequired]: 403,
  [T.invalidCode]: 400,
  [T.challengeExpired]: 401,
  [T.tooManyAttempts]: 429,
  [T.alreadyEnabled]: 409,
  [T.notEnabled]: 400,
}))();

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

/** A refusal: its code, a message safe to show, and optionally a message under each form field. */
export class AppError extends Error {
  /** The code's HTTP status, from `errorStatus`. */
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
