import type { ColumnType, Generated } from 'kysely';
import type {
  AnyBookingStatus,
  BillQuote,
  BillStatus,
  BookingQuote,
  Centavos,
  ChecklistContent,
  LedgerAccount,
  LedgerKind,
  PaymentStatus,
  PayoutMethodType,
  PayoutStatus,
  RefundReason,
} from '@espasyo/domain';

/**
 * Table types for Kysely. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Each module owns its tables; add a section per module, never query another module's tables.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;
/** Columns the database fills in when an insert leaves them out. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultJson<T> = ColumnType<T, string | T | undefined, string | T>;
/**
 * A money column: whole centavos (bigint). Read as `Centavos` (domain/src/money/amounts.ts): the
 * database keeps only amounts the domain made or a schema checked, so the brand is trusted here,
 * once per column, and no service casts what it reads. Written from any number the caller holds.
 */
type Money = ColumnType<Centavos, number, number>;
type NullableMoney = ColumnType<Centavos | null, number | null, number | null>;
/** A money column the database starts at 0. */
type DefaultMoney = ColumnType<Centavos, number | undefined, number>;

// --- accounts (modules/auth, modules/users) ---
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: string;
  type: string;
  role: string | null;
  permissions: DefaultJson<string[]>;
  status: Generated<'active' | 'suspended' | 'disabled'>;
  profileImageUrl: string | null;
  rating: Generated<number>;
  totalRatings: Generated<number>;
  verified: Generated<boolean>;
  isAdmin: Generated<boolean>;
  passwordHash: string;
  emailVerifiedAt: Timestamp | null;
  phoneVerifiedAt: Timestamp | null;
  idVerifiedAt: Timestamp | null;
  /** A host's background check recorded as passed by staff (security.backgroundCheckRequired). */
  backgroundCheckAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  backgroundCheckBy: ColumnType<string | null, string | null | undefined, string | null>;
  backgroundCheckReference: ColumnType<string | null, string | null | undefined, string | null>;
  failedLoginCount: Generated<number>;
  lockedUntil: Timestamp | null;
  termsAcceptedAt: Timestamp | null;
  termsVersion: string | null;
  /** The Privacy Policy's version last agreed to (issue 34; terms_version the Terms'): the re-consent check. */
  privacyVersion: ColumnType<string | null, string | null | undefined, string | null>;
  totpSecret: string | null;
  totpEnabledAt: Timestamp | null;
  /** The last TOTP time step accepted (modules/two-factor): a code works once. */
  totpLastStep: number | null;
  /** What the user changed of their NotificationPreferences (domain); the rest is the defaults. */
  notificationPreferences: DefaultJson<Record<string, unknown>>;
  /** The interface's language the user chose ('en', 'fil'), or null (decision 0092). */
  language: ColumnType<'en' | 'fil' | null, 'en' | 'fil' | null | undefined, 'en' | 'fil' | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  lastLoginAt: Timestamp | null;
}

export interface SessionsTable {
  id: string; // sha256 of the cookie value
  userId: string;
  createdAt: DefaultTimestamp;
  lastSeenAt: DefaultTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface AuthTokensTable {
  id: string;
  userId: string;
  kind: 'password_reset' | 'email_verify' | 'phone_code' | 'email_change';
  tokenHash: string;
  /** email_change only: the address that replaces the account's email when the link is opened. */
  newEmail: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  attempts: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface UserProgressTable {
  userId: string;
  guide: string;
  completed: DefaultJson<string[]>;
  updatedAt: DefaultTimestamp;
}

// --- outbound messages (lib/mailer) ---
export interface OutboxMessagesTable {
  id: string;
  kind: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  status: Generated<'stored' | 'sent' | 'failed'>;
  createdAt: DefaultTimestamp;
}

// --- the outbox of effects after a commit (modules/outbox, decision 0032) ---
export type OutboxTaskStatus = 'pending' | 'delivering' | 'delivered' | 'failed';
export interface OutboxTasksTable {
  id: string;
  kind: string;
  /** What the kind's handler needs; null once delivered. */
  payload: Json<unknown> | null;
  /** An email address or phone number (emails and text messages). */
  recipient: string | null;
  summary: string;
  status: Generated<OutboxTaskStatus>;
  attempts: Generated<number>;
  /** Due time; while delivering, the end of the claim's lease. */
  nextAttemptAt: Timestamp;
  lockedBy: string | null;
  lastError: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  deliveredAt: Timestamp | null;
}

// --- platform settings (modules/settings) ---
export interface SettingsTable {
  id: string;
  data: Json<Record<string, Record<string, unknown>>>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  lastUpdatedBy: string | null;
  importedAt: Timestamp | null;
}

export interface SettingsHistoryTable {
  id: string;
  category: string;
  changes: Json<Record<string, { before: unknown; after: unknown }>>;
  userId: string | null;
  timestamp: DefaultTimestamp;
  changeType: 'update' | 'action';
  /** For changeType 'action': what was done (import, reset). */
  action: ColumnType<string | null, string | null | undefined, string | null>;
}

// --- audit (modules/audit) ---
export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
}

// --- ID verification (modules/verification) ---
export interface VerificationRequestsTable {
  id: string;
  userId: string;
  idType: string;
  status: Generated<'pending' | 'approved' | 'rejected' | 'superseded'>;
  reason: string | null;
  autoApproved: Generated<boolean>;
  reviewedBy: string | null;
  reviewedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface VerificationFilesTable {
  id: string;
  requestId: string;
  kind: 'idFront' | 'idBack' | 'selfie';
  storageKey: string;
  mime: string;
  size: number;
  sha256: string;
  createdAt: DefaultTimestamp;
}

// --- two-factor sign-in (modules/two-factor; the secret lives in users.totp_*) ---
export interface TwoFactorRecoveryCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface TwoFactorChallengesTable {
  id: string; // sha256 of the challenge id handed to the browser
  userId: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: DefaultTimestamp;
}

// --- scheduled jobs (jobs/) ---
export interface JobRunsTable {
  name: string;
  nextRunAt: Timestamp;
  lockedUntil: Timestamp | null;
  lockedBy: string | null;
  lastStartedAt: Timestamp | null;
  lastFinishedAt: Timestamp | null;
  lastStatus: 'ok' | 'failed' | null;
  lastResult: string | null;
  lastDurationMs: number | null;
  runCount: Generated<number>;
}

// --- realtime fan-out (realtime/): payloads too large for a NOTIFY ---
export interface RealtimeMessagesTable {
  id: string;
  payload: Json<unknown>;
  createdAt: DefaultTimestamp;
}

// --- listings (modules/listings) ---
export interface ListingsTable {
  id: string;
  hostId: string;
  type: 'storage' | 'parking' | 'warehouse';
  status: Generated<'draft' | 'pending_review' | 'active' | 'paused' | 'rejected' | 'archived'>;
  title: string | null;
  description: string | null;
  regionCode: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  barangayCode: string | null;
  regionName: string | null;
  provinceName: string | null;
  cityName: string | null;
  barangayName: string | null;
  street: string | null;
  postalCode: string | null;
  /** The host's pin: shown only to the host and staff (and a client with a confirmed booking). */
  latitude: number | null;
  longitude: number | null;
  /**
   * The public point: the pin moved 200–500 m in a random direction, drawn by the database
   * when the pin is set or moved (migration 0008); every public place and distance uses it.
   * Only test fixtures give one on insert; no update can set it.
   */
  publicLatitude: ColumnType<number | null, number | null | undefined, never>;
  publicLongitude: ColumnType<number | null, number | null | undefined, never>;
  width: number | null;
  length: number | null;
  height: number | null;
  /** width × length, generated by the database. */
  area: ColumnType<number | null, never, never>;
  vehicleTypes: DefaultJson<string[]>;
  covered: boolean | null;
  features: DefaultJson<string[]>;
  accessHours: string | null;
  accessInstructions: string | null;
  pricePerHour: NullableMoney;
  pricePerDay: NullableMoney;
  pricePerMonth: NullableMoney;
  minDuration: number | null;
  minDurationUnit: 'hour' | 'day' | 'month' | null;
  capacity: Generated<number>;
  instantBook: Generated<boolean>;
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
  /** The days' notice a renter gives to end a monthly rental (migration 0040): 0, 7, 14 or 30, 7 unless chosen. */
  noticePeriodDays: Generated<0 | 7 | 14 | 30>;
  /** The security deposit asked (migration 0048): centavos, 0 for none. */
  securityDeposit: Generated<number>;
  rejectionReason: string | null;
  pausedByStaff: Generated<boolean>;
  submittedAt: Timestamp | null;
  approvedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** From visible reviews (0 and 0 until there are some). */
  rating: Generated<number>;
  totalRatings: Generated<number>;
  // search_vector (tsvector) and location (point), both generated, are left out: only search SQL reads them.
}

export interface ListingPhotosTable {
  id: string;
  listingId: string;
  position: number;
  isCover: Generated<boolean>;
  /** Storage keys (lib/storage) of the 1280, 640 and thumbnail WebP files. */
  displayKey: string;
  mediumKey: string;
  thumbKey: string;
  width: number;
  height: number;
  createdAt: DefaultTimestamp;
}

export interface ListingBlocksTable {
  id: string;
  listingId: string;
  /** Calendar dates 'YYYY-MM-DD', both included. */
  startDate: string;
  endDate: string;
  units: number;
  note: string | null;
  createdAt: DefaultTimestamp;
}

export interface FavoritesTable {
  userId: string;
  listingId: string;
  createdAt: DefaultTimestamp;
}

/** One row per user and listing: the last time they opened it ('Recently viewed'). */
export interface ListingViewsTable {
  userId: string;
  listingId: string;
  viewedAt: DefaultTimestamp;
}

/** A booking's status (domain bookingProcess) or a tenancy's (domain tenancyProcess: notice_given, ended). */
export type BookingStatusColumn = AnyBookingStatus;

/** A booking (migration 0010, domain/src/bookings): dates, instants, units, status, quote as made. */
export interface BookingsTable {
  id: string;
  listingId: string;
  clientId: string;
  hostId: string;
  status: BookingStatusColumn;
  mode: 'request' | 'instant';
  /** A booking of days or of hours, or a monthly tenancy (issue 32: no end until a notice sets one). */
  kind: 'days' | 'hours' | 'tenancy';
  /** Calendar dates 'YYYY-MM-DD', both included (an hourly booking's day twice); null: a tenancy with no end yet. */
  startDate: string;
  endDate: string | null;
  /** Half-open [startsAt, endsAt); endsAt null with endDate. */
  startsAt: Timestamp;
  endsAt: Timestamp | null;
  /** A tenancy's notice period, copied from its listing when asked for; null for a fixed booking. */
  noticePeriodDays: ColumnType<number | null, number | null | undefined, number | null>;
  units: number;
  /** The BookingQuote as made (centavos): trusted as the domain's quoteBooking wrote it. */
  quote: Json<BookingQuote>;
  /** What the client pays. */
  total: Money;
  /** The security deposit asked when it was booked (migration 0048): centavos, 0 for none; never part of `total`. */
  deposit: DefaultMoney;
  currency: Generated<string>;
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
  listingTitle: string;
  dueAction: string | null;
  dueAt: Timestamp | null;
  idempotencyKey: string | null;
  reason: string | null;
  acceptedAt: Timestamp | null;
  confirmedAt: Timestamp | null;
  cancelledAt: Timestamp | null;
  cancelledBy: 'client' | 'host' | 'admin' | 'system' | null;
  /** Staff must look at it (its host was suspended while it was paid for): when and why. */
  flaggedAt: Timestamp | null;
  flagReason: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A tenancy's bill (migration 0041, domain/src/tenancies): one billing period, its amounts as made, its status. */
export interface BillsTable {
  id: string;
  bookingId: string;
  /** n: 0 is the first month, paid through the booking's checkout. */
  number: number;
  periodStart: string;
  /** Its last day, included. */
  periodEnd: string;
  dueOn: string;
  /** What the client pays: the quote's total. */
  amount: Money;
  /** The BillQuote as made (trusted as the domain wrote it). */
  quote: Json<BillQuote>;
  status: BillStatus;
  dueAction: string | null;
  dueAt: Timestamp | null;
  reason: string | null;
  paidAt: Timestamp | null;
  /** The last reminder sent, in days before the due date (3, 1, 0); null: none yet. */
  remindedDaysBefore: ColumnType<number | null, number | null | undefined, number | null>;
  /** The day the saved card was last charged for it (migration 0044): at most one charge a day. */
  autopayTriedOn: ColumnType<string | null, string | null | undefined, string | null>;
  autopayAttempts: Generated<number>;
  /** How the last charge went ('charging' while it is at the gateway). */
  autopayOutcome: ColumnType<AutopayOutcome | null, AutopayOutcome | null | undefined, AutopayOutcome | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A running tenancy's monthly price from bill `fromBill` on (migration 0042): its host's change. */
export interface TenancyPricesTable {
  bookingId: string;
  fromBill: number;
  /** One unit's monthly price, centavos. */
  monthly: Money;
  changedBy: string;
  createdAt: DefaultTimestamp;
}

export type AutopayOutcome = 'charging' | 'paid' | 'requires_action' | 'failed' | 'error';

/** A client's card as a gateway vaulted it (migration 0044): its references there, what to show. */
export interface SavedCardsTable {
  id: string;
  userId: string;
  gateway: 'sandbox' | 'stripe' | 'paymongo';
  /** The gateway's customer the card is kept under, and the card's payment method there. */
  customerRef: string;
  methodRef: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  createdAt: DefaultTimestamp;
  removedAt: Timestamp | null;
}

/** A tenancy whose bills its saved card pays (migration 0044); no row: paid by checkout. */
export interface TenancyAutopayTable {
  bookingId: string;
  cardId: string;
  enabledAt: DefaultTimestamp;
}

/**
 * One transition of any process (migration 0038, decision 0075): a booking's, listing's, payment's,
 * refund's, payout's, dispute's or review's timeline. Written by server/src/process/engine.ts only.
 */
export interface ProcessEventsTable {
  id: string;
  /** The process's name: booking, listing, payment, refund, payout, dispute, review. */
  process: string;
  /** The row of the process's table. */
  recordId: string;
  action: string;
  actor: 'client' | 'host' | 'moderator' | 'admin' | 'system' | 'payment' | 'gateway';
  actorId: string | null;
  /** null: the transition made the record. */
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  createdAt: DefaultTimestamp;
}

/** A booking's signed rental agreement (migration 0012). */
export interface BookingAgreementsTable {
  bookingId: string;
  version: number;
  document: Json;
  text: string;
  sha256: string;
  signatureKind: 'drawn' | 'typed';
  signaturePng: Buffer | null;
  typedName: string | null;
  signerId: string | null;
  signerIp: string | null;
  signedAt: Timestamp;
}

/** A view: every claim on a listing's units over a range of dates (blocks, and bookings that hold units). */
export interface ListingUsedUnitsView {
  listingId: string;
  startDate: string;
  endDate: string;
  units: number;
  /** A booking's instants; null for a block (whole days in the platform's zone). */
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A checkout at a payment gateway for a booking, and what came of it (migration 0011). */
export interface PaymentsTable {
  id: string;
  bookingId: string;
  /** The tenancy's bill it pays (issue 32); null: a booking's payment. */
  billId: ColumnType<string | null, string | null | undefined, string | null>;
  gateway: 'sandbox' | 'stripe' | 'paymongo';
  /** The gateway's checkout; null until the gateway has answered its creation. */
  checkoutId: string | null;
  checkoutUrl: string | null;
  method: 'gcash' | 'maya' | 'card' | 'bank_transfer' | null;
  /** Asked: the booking's total. */
  amount: Money;
  currency: Generated<'PHP'>;
  /** What the gateway reported it took (a mismatch is under review, and flagged). */
  receivedAmount: NullableMoney;
  receivedCurrency: string | null;
  gatewayFee: NullableMoney;
  status: PaymentStatus;
  /** The checkout's status at the gateway, as last heard. */
  gatewayStatus: Generated<'open' | 'paid' | 'failed' | 'expired'>;
  gatewayReference: string | null;
  idempotencyKey: string;
  /** Why staff must look (an amount or currency that did not match); null when nothing is wrong. */
  flag: string | null;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  paidAt: Timestamp | null;
  updatedAt: DefaultTimestamp;
  /** The checkout asked the gateway to keep the card (migration 0044). */
  saveCard: Generated<boolean>;
  /** An off-session charge of this saved card (no checkout). */
  savedCardId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A booking's security deposit (migration 0048, issue 33): its status moves only through the engine. */
export interface DepositsTable {
  id: string;
  bookingId: string;
  paymentId: string;
  amount: Money;
  status: 'held' | 'claimed' | 'disputed' | 'returned' | 'settled';
  returnDueAt: Timestamp | null;
  claimAmount: NullableMoney;
  claimReason: string | null;
  claimedAt: Timestamp | null;
  responseDueAt: Timestamp | null;
  kept: NullableMoney;
  returned: NullableMoney;
  disputeId: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface DepositPhotosTable {
  id: string;
  depositId: string;
  storageKey: string;
  width: number;
  height: number;
  createdAt: DefaultTimestamp;
}

export interface RefundsTable {
  id: string;
  paymentId: string;
  bookingId: string;
  amount: Money;
  reason: RefundReason;
  /** Staff's written reason for an `admin` refund (migration 0017). */
  note: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  gatewayReference: string | null;
  idempotencyKey: string;
  attempts: Generated<number>;
  error: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** Every verified event a gateway sent, once per (gateway, event id). */
export interface WebhookEventsTable {
  id: string;
  gateway: string;
  eventId: string;
  type: string;
  bodySha256: string;
  payload: Json;
  receivedAt: DefaultTimestamp;
  processedAt: Timestamp | null;
  result: string | null;
  error: string | null;
  attempts: Generated<number>;
}

/** A line of the double-entry ledger: debits positive, each transaction sums to zero. */
export interface LedgerEntriesTable {
  id: string;
  transactionId: string;
  kind: LedgerKind;
  account: LedgerAccount;
  amount: Money;
  hostId: string | null;
  bookingId: string | null;
  paymentId: string | null;
  refundId: string | null;
  payoutId: string | null;
  memo: string | null;
  createdAt: DefaultTimestamp;
}

/** In-app notifications, one shape for every user (migration 0021, requirements §3). */
export interface NotificationsTable {
  id: string;
  userId: string;
  type: string;
  subType: string;
  title: string;
  message: string;
  priority: 'high' | 'normal';
  data: DefaultJson<Record<string, unknown>>;
  actionUrl: string | null;
  requiresAction: Generated<boolean>;
  soundAlert: Generated<boolean>;
  pushNotification: Generated<boolean>;
  isRead: Generated<boolean>;
  readAt: Date | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** The staff notice it was sent with (migration 0024), for its live push. */
  batchId: string | null;
}

/** An announcement by admins (migration 0024, decision 0045). */
/** A typhoon or force majeure event an admin declared (issue 33, migration 0049). */
export interface ForceMajeureEventsTable {
  id: string;
  name: string;
  details: string;
  /** [{ code, name, kind }] as declared (ForceMajeurePlace). */
  places: ColumnType<{ code: string; name: string; kind: 'province' | 'city' }[], string, string>;
  placeCodes: string[];
  startDate: string;
  endDate: string;
  declaredEndDate: string;
  dedupeKey: string;
  declaredBy: string | null;
  declaredByName: string;
  declaredAt: Timestamp;
  affected: Generated<number>;
  endedAt: Timestamp | null;
  withdrawnAt: Timestamp | null;
  endReason: string | null;
}

/** The bookings and tenancies an event covered when declared: each side told once. */
export interface ForceMajeureBookingsTable {
  eventId: string;
  bookingId: string;
  toldAt: Timestamp;
}

export interface AnnouncementsTable {
  id: string;
  title: string;
  body: string;
  audience: 'everyone' | 'clients' | 'hosts';
  status: 'draft' | 'published';
  /** The last day it is shown ('YYYY-MM-DD'), and the moment that day ends in the platform's zone. */
  endsOn: string | null;
  endsAt: Timestamp | null;
  publishedAt: Timestamp | null;
  authorId: string | null;
  /** Email it as news when first published (notifications.marketingEmails), and when that was queued. */
  emailSubscribers: Generated<boolean>;
  emailedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface AnnouncementDismissalsTable {
  announcementId: string;
  userId: string;
  dismissedAt: DefaultTimestamp;
}

/** A notice sent by staff, or a system alert to admins (migration 0024). */
export interface StaffNoticesTable {
  id: string;
  kind: 'notice' | 'alert';
  audience: 'user' | 'clients' | 'hosts' | 'staff' | 'admins';
  recipientId: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  title: string;
  message: string;
  actionUrl: string | null;
  recipients: number;
  sentBy: string | null;
  source: string | null;
  suppressed: Generated<number>;
  createdAt: DefaultTimestamp;
}

/** A system alert's source: its last alert and how many were held back since (migration 0024). */
export interface SystemAlertSourcesTable {
  source: string;
  lastAlertAt: Timestamp;
  suppressed: Generated<number>;
}

/** The server's VAPID key pair for Web Push, one row (migration 0023). */
export interface PushVapidKeysTable {
  id: Generated<number>;
  publicKey: string;
  privateKey: string;
  createdAt: DefaultTimestamp;
}

/** A user's device subscribed to Web Push: one row per push endpoint (migration 0023). */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
}

/** A host's balances in centavos, kept with the ledger's entries (migration 0016). */
export interface HostBalancesTable {
  hostId: string;
  pending: DefaultMoney;
  available: DefaultMoney;
  payoutPending: DefaultMoney;
  paidOut: DefaultMoney;
  debt: DefaultMoney;
  held: DefaultMoney;
  updatedAt: DefaultTimestamp;
}

/** A problem reported on a booking by a side of it, until staff resolve it (migration 0026). */
export interface DisputesTable {
  id: string;
  bookingId: string;
  openedBy: string | null;
  openedBySide: 'client' | 'host';
  reason: string;
  description: string;
  status: Generated<'open' | 'resolved'>;
  /** The booking's released earnings moved to host_held while open. */
  held: DefaultMoney;
  decision: string | null;
  refundAmount: number | null;
  resolvedBy: string | null;
  resolvedByName: string | null;
  resolvedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface DisputeMessagesTable {
  id: string;
  disputeId: string;
  senderId: string | null;
  senderSide: 'client' | 'host' | 'staff';
  senderName: string;
  body: string;
  createdAt: DefaultTimestamp;
}

export interface DisputePhotosTable {
  id: string;
  disputeId: string;
  uploaderId: string | null;
  uploaderName: string;
  storageKey: string;
  width: number;
  height: number;
  createdAt: DefaultTimestamp;
}

/** A booking's move-in or move-out checklist (migration 0047, issue 33); its status is the process engine's. */
export interface HandoverChecklistsTable {
  id: string;
  bookingId: string;
  kind: 'move_in' | 'move_out';
  status: 'draft' | 'signed_by_one' | 'complete';
  content: Json<ChecklistContent>;
  /** signed_by_one: when the side who has not signed is taken to accept. */
  dueAt: Timestamp | null;
  completedAt: Timestamp | null;
  createdBy: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A side's signature of a checklist (deemed: the platform accepted for it after 48 hours). */
export interface HandoverSignaturesTable {
  checklistId: string;
  side: 'client' | 'host';
  kind: 'drawn' | 'typed' | 'deemed';
  signaturePng: Buffer | null;
  typedName: string | null;
  signerId: string | null;
  signerIp: string | null;
  sha256: string;
  signedAt: Timestamp;
}

export interface HandoverPhotosTable {
  id: string;
  checklistId: string;
  area: string;
  uploadedBySide: 'client' | 'host';
  uploaderId: string | null;
  storageKey: string;
  width: number;
  height: number;
  createdAt: DefaultTimestamp;
}

/** A booking's host earnings still pending, kept with the ledger's entries (migration 0020). */
export interface BookingEarningsTable {
  bookingId: string;
  hostId: string;
  pending: DefaultMoney;
  updatedAt: DefaultTimestamp;
}

export interface PayoutMethodsTable {
  id: string;
  hostId: string;
  type: PayoutMethodType;
  accountName: string;
  accountNumber: string;
  bankCode: string | null;
  isDefault: Generated<boolean>;
  usableFrom: Date;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  removedAt: Date | null;
}

export interface PayoutsTable {
  id: string;
  hostId: string;
  payoutMethodId: string;
  /** The method as it was when asked: type, masked number, name, bank. */
  method: ColumnType<unknown, string, string>;
  amount: Money;
  withholding: DefaultMoney;
  status: PayoutStatus;
  requestedBy: 'host' | 'auto';
  reference: string | null;
  failureReason: string | null;
  processedBy: string | null;
  createdAt: DefaultTimestamp;
  processedAt: Date | null;
  updatedAt: DefaultTimestamp;
}

// --- the platform's fee invoices and credit memos (modules/money/invoices, migration 0018) ---
export interface InvoiceCountersTable {
  series: 'invoice' | 'credit_note';
  next: number;
}

export interface InvoicesTable {
  id: string;
  kind: 'invoice' | 'credit_note';
  serial: number;
  number: string;
  hostId: string;
  month: string;
  issuedAt: Date;
  amount: number;
  vatable: number;
  vat: number;
  /** The VAT rate (%) when tax calculation was on; null when the fee carried no VAT. */
  vatRate: number | null;
  seller: Json;
  buyer: Json;
  lines: Json;
  issuedBy: string | null;
}

export interface HostTaxDetailsTable {
  hostId: string;
  tin: string;
  updatedAt: DefaultTimestamp;
}

/** The sandbox gateway's own state (what a real gateway keeps on its side). */
export interface SandboxCheckoutsTable {
  id: string;
  idempotencyKey: string;
  reference: string;
  description: string;
  amount: number;
  currency: string;
  methods: Json<string[]>;
  metadata: Json<Record<string, string>>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'paid' | 'failed' | 'expired';
  method: string | null;
  paymentReference: string | null;
  fee: number | null;
  refunded: Generated<number>;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  completedAt: Timestamp | null;
  /** The payer was asked to save the card; the card saved (migration 0044). */
  saveCard: Generated<boolean>;
  customerRef: string | null;
  cardId: string | null;
}

/** The sandbox's vault: a test card and how it answers later charges. */
export interface SandboxCardsTable {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
  behaviour: 'approve' | 'authenticate' | 'decline';
  createdAt: DefaultTimestamp;
  /** When the client removed the card: never charged again. */
  detachedAt: Date | null;
}

/** The sandbox's off-session charges of saved cards. */
export interface SandboxChargesTable {
  id: string;
  idempotencyKey: string;
  cardId: string;
  reference: string;
  amount: number;
  currency: string;
  metadata: Json<Record<string, string>>;
  status: 'paid' | 'requires_action' | 'failed';
  fee: number | null;
  refunded: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface SandboxRefundsTable {
  id: string;
  /** The checkout refunded, or (migration 0044) the off-session charge. */
  checkoutId: string | null;
  chargeId: ColumnType<string | null, string | null | undefined, string | null>;
  amount: number;
  reason: string | null;
  idempotencyKey: string;
  createdAt: DefaultTimestamp;
}

export interface SandboxEventsTable {
  id: string;
  checkoutId: string;
  type: string;
  payload: Json;
  createdAt: DefaultTimestamp;
  deliveredAt: Timestamp | null;
  attempts: Generated<number>;
  nextAttemptAt: DefaultTimestamp;
  lastError: string | null;
}

/** A day's reconciliation of the ledger with one gateway (migration 0019, decision 0040). */
export interface ReconciliationReportsTable {
  id: string;
  /** 'YYYY-MM-DD' in the platform's time zone. */
  day: string;
  gateway: 'sandbox' | 'stripe' | 'paymongo';
  status: 'ok' | 'mismatch' | 'failed';
  matched: number;
  discrepancyCount: number;
  ledgerPayments: number;
  ledgerPaymentsTotal: number;
  ledgerRefunds: number;
  ledgerRefundsTotal: number;
  gatewayPayments: number;
  gatewayPaymentsTotal: number;
  gatewayRefunds: number;
  gatewayRefundsTotal: number;
  discrepancies: Json;
  error: string | null;
  runs: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** Conversations (migration 0022): a client and a listing's host, or a user and support. */
export interface ConversationsTable {
  id: string;
  kind: 'listing' | 'support';
  userId: string;
  hostId: string | null;
  listingId: string | null;
  userReadAt: Date | null;
  counterpartReadAt: Date | null;
  lastMessageAt: Date | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A picture uploaded into a conversation, attached to one message (migration 0022). */
export interface ChatImagesTable {
  id: string;
  conversationId: string;
  uploaderId: string;
  storageKey: string;
  width: number;
  height: number;
  createdAt: DefaultTimestamp;
}

/**
 * A message as stored: `body` masked before a booking is confirmed (migration 0022), and then the
 * text as typed in `originalBody`, never shown to the other side (migration 0030, decision 0059).
 */
export interface ChatMessagesTable {
  id: string;
  conversationId: string;
  senderId: string;
  senderRole: 'client' | 'host' | 'support';
  body: string;
  originalBody: string | null;
  imageId: string | null;
  masked: Generated<boolean>;
  clientMessageId: string | null;
  createdAt: DefaultTimestamp;
}

/** A review of a completed booking, one per side (migration 0025, decision 0046). */
export interface ReviewsTable {
  id: string;
  bookingId: string;
  listingId: string;
  direction: 'client_to_host' | 'host_to_client';
  authorId: string;
  subjectId: string;
  rating: number;
  comment: string;
  status: Generated<'blind' | 'visible' | 'hidden'>;
  replyBody: string | null;
  repliedAt: Timestamp | null;
  publishedAt: Timestamp | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
  hiddenAt: Timestamp | null;
  /** When its booking's window to review closes: a blind review's reveal timer (migration 0039). */
  windowClosesAt: Timestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A user's report of a review, one per review and user (migration 0025). */
export interface ReviewReportsTable {
  reviewId: string;
  reporterId: string;
  reason: string;
  createdAt: DefaultTimestamp;
}

/** A review reminder sent, once per booking, user and kind (migration 0025). */
export interface ReviewRemindersTable {
  bookingId: string;
  userId: string;
  kind: 'open' | 'closing';
  sentAt: Timestamp;
}

// --- the demo data (db/seed) ---

/** The demo data's one row, written once it is all made (migration 0031). */
export interface DemoDataTable {
  id: Generated<number>;
  madeAt: Timestamp;
}

// --- the platform summary report (modules/analytics) ---
export interface PlatformReportsTable {
  id: string;
  interval: 'daily' | 'weekly' | 'monthly';
  /** 'YYYY-MM-DD' in the platform's time zone, both included. */
  firstDay: string;
  lastDay: string;
  figures: Json;
  recipients: number;
  sentAt: Timestamp;
}

/** An access pass (migration 0046, issue 33): a booking's PIN and QR token; released once its booking holds none. */
export interface AccessPassesTable {
  id: string;
  bookingId: string;
  hostId: string;
  listingId: string;
  pin: string;
  token: string;
  createdAt: DefaultTimestamp;
  releasedAt: Timestamp | null;
}

/** An arrival at the gate (migration 0046): open until checked out; one open per booking. */
export interface CheckInsTable {
  id: string;
  bookingId: string;
  listingId: string;
  checkedInBy: string;
  checkedInAt: Timestamp;
  receivedAt: Timestamp;
  /** How the pass was read at check-in (its check-out's scan says the same). */
  method: 'qr' | 'pin';
  checkedOutAt: Timestamp | null;
  checkedOutBy: string | null;
}

/** Every attempt at the gate (migration 0046) and its result. */
export interface PassScansTable {
  id: string;
  bookingId: string | null;
  listingId: string | null;
  byUserId: string;
  byRole: 'host' | 'gate_keeper';
  at: Timestamp;
  receivedAt: Timestamp;
  result: 'checked_in' | 'checked_out' | 'already_in' | 'outside_dates' | 'not_found' | 'cancelled' | 'locked';
  method: 'qr' | 'pin';
}

/** Someone a host named for a listing's gate (migration 0046): invited by phone, an account once accepted. */
export interface GateKeepersTable {
  id: string;
  listingId: string;
  hostId: string;
  phone: string;
  userId: string | null;
  tokenHash: string;
  invitedAt: Timestamp;
  acceptedAt: Timestamp | null;
  removedAt: Timestamp | null;
}

/** Wrong PINs counted per listing and per host (migration 0046) and the lock they set. */
export interface PinGuardsTable {
  key: string;
  windowStartedAt: Timestamp;
  failures: number;
  maxFailures: number;
  lockedUntil: Timestamp | null;
}

export interface DB {
  accessPasses: AccessPassesTable;
  checkIns: CheckInsTable;
  passScans: PassScansTable;
  gateKeepers: GateKeepersTable;
  pinGuards: PinGuardsTable;
  users: UsersTable;
  sessions: SessionsTable;
  authTokens: AuthTokensTable;
  userProgress: UserProgressTable;
  outboxMessages: OutboxMessagesTable;
  outboxTasks: OutboxTasksTable;
  settings: SettingsTable;
  settingsHistory: SettingsHistoryTable;
  auditLog: AuditLogTable;
  jobRuns: JobRunsTable;
  realtimeMessages: RealtimeMessagesTable;
  verificationRequests: VerificationRequestsTable;
  verificationFiles: VerificationFilesTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
  listings: ListingsTable;
  listingPhotos: ListingPhotosTable;
  listingBlocks: ListingBlocksTable;
  favorites: FavoritesTable;
  listingViews: ListingViewsTable;
  listingUsedUnits: ListingUsedUnitsView;
  bookings: BookingsTable;
  processEvents: ProcessEventsTable;
  payments: PaymentsTable;
  bills: BillsTable;
  tenancyPrices: TenancyPricesTable;
  savedCards: SavedCardsTable;
  tenancyAutopay: TenancyAutopayTable;
  refunds: RefundsTable;
  webhookEvents: WebhookEventsTable;
  ledgerEntries: LedgerEntriesTable;
  deposits: DepositsTable;
  depositPhotos: DepositPhotosTable;
  hostBalances: HostBalancesTable;
  notifications: NotificationsTable;
  announcements: AnnouncementsTable;
  forceMajeureEvents: ForceMajeureEventsTable;
  legalTexts: LegalTextsTable;
  consents: ConsentsTable;
  forceMajeureBookings: ForceMajeureBookingsTable;
  announcementDismissals: AnnouncementDismissalsTable;
  staffNotices: StaffNoticesTable;
  systemAlertSources: SystemAlertSourcesTable;
  pushVapidKeys: PushVapidKeysTable;
  pushSubscriptions: PushSubscriptionsTable;
  bookingEarnings: BookingEarningsTable;
  payoutMethods: PayoutMethodsTable;
  payouts: PayoutsTable;
  invoiceCounters: InvoiceCountersTable;
  invoices: InvoicesTable;
  hostTaxDetails: HostTaxDetailsTable;
  sandboxCheckouts: SandboxCheckoutsTable;
  sandboxRefunds: SandboxRefundsTable;
  sandboxCards: SandboxCardsTable;
  sandboxCharges: SandboxChargesTable;
  sandboxEvents: SandboxEventsTable;
  reconciliationReports: ReconciliationReportsTable;
  bookingAgreements: BookingAgreementsTable;
  conversations: ConversationsTable;
  chatImages: ChatImagesTable;
  chatMessages: ChatMessagesTable;
  disputes: DisputesTable;
  disputeMessages: DisputeMessagesTable;
  disputePhotos: DisputePhotosTable;
  handoverChecklists: HandoverChecklistsTable;
  handoverSignatures: HandoverSignaturesTable;
  handoverPhotos: HandoverPhotosTable;
  reviews: ReviewsTable;
  reviewReports: ReviewReportsTable;
  reviewReminders: ReviewRemindersTable;
  demoData: DemoDataTable;
  platformReports: PlatformReportsTable;
}

/** A version of the Terms of Service or the Privacy Policy (issue 34, decision 0091). */
export interface LegalTextsTable {
  id: string;
  kind: 'terms' | 'privacy';
  label: string;
  /** 'YYYY-MM-DD': the day it takes effect, in the platform's time zone. */
  effectiveOn: ColumnType<string, string, string>;
  bodyEn: string;
  bodyFil: string;
  publishedBy: string | null;
  publishedAt: Timestamp;
}

/** The consent log: append-only (issue 34, decision 0091). */
export interface ConsentsTable {
  id: string;
  userId: string;
  kind: 'terms' | 'privacy' | 'marketing_emails' | 'web_push';
  action: 'given' | 'withdrawn';
  version: string | null;
  deviceId: string | null;
  userAgent: string;
  sessionId: string | null;
  ip: string | null;
  createdAt: Timestamp;
}
