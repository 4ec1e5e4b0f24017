import { adminLegalRoutes, legalRoutes } from './consents/consents.routes';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { guard } from '../http/guards';
import { requireSession } from '../http/openapi';
import type { App, Module } from '../http/types';
import { bindProcess } from '../process/engine';
import { realtimeRoutes } from '../realtime/ws.routes';
import { adminUsersRoutes } from './admin/admin-users.routes';
import { adminDashboardRoutes } from './admin/dashboard.routes';
import { adminToolsRoutes } from './admin/tools.routes';
import { adminAnnouncementsRoutes, myAnnouncementsRoutes } from './announcements/announcements.routes';
import {
  adminForceMajeureRoutes,
  advisoriesRoutes,
  bookingForceMajeureRoutes,
} from './bookings/force-majeure/force-majeure.routes';
import { announcementHandlers } from './announcements/announcements.service';
import { adminAnalyticsRoutes, hostAnalyticsRoutes } from './analytics/analytics.routes';
import { accountRoutes } from './account/account.routes';
import { privacyRoutes } from './account/privacy.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { agreementRoutes } from './bookings/agreement/agreement.routes';
import { checklistsRoutes } from './bookings/checklists/checklists.routes';
import { checklistLifecycle } from './bookings/checklists/checklist-lifecycle.service';
import { adminExportsRoutes } from './bookings/exports/exports.routes';
import { adminBookingsRoutes, bookingsRoutes, hostBookingsRoutes } from './bookings/core/bookings.routes';
import { bookingLifecycle } from './bookings/core/transition.service';
import { billLifecycle } from './bookings/tenancies/bill-lifecycle.service';
import { tenancyLifecycle } from './bookings/tenancies/tenancy-lifecycle.service';
import { adminBillsRoutes, tenanciesRoutes } from './bookings/tenancies/tenancies.routes';
import {
  checkInRoutes,
  gateKeeperInviteRoutes,
  hostGateKeepersRoutes,
  passRoutes,
} from './bookings/handover/handover.routes';
import { adminBookingsSummaryRoutes, hostBookingsSummaryRoutes } from './bookings/dashboard/dashboard.routes';
import { adminPaymentsRoutes } from './payments/admin/admin-payments.routes';
import { paymentEffectHandlers } from './payments/refunds/payment-effects.service';
import { webhookHandlers } from './payments/webhooks/webhooks.service';
import { sandboxPageRoutes } from './gateways/sandbox-page.routes';
import { paymentsRoutes, paymentWebhookRoutes } from './payments/payments.routes';
import { myPaymentsRoutes } from './payments/receipts/receipts.routes';
import { savedCardsRoutes } from './payments/autopay/saved-cards.routes';
import { reconciliationRoutes } from './payments/reconciliation/reconciliation.routes';
import { contactCheckRoutes, contactVerificationRoutes } from './auth/contact-verification.routes';
import { emailChangeConfirmRoutes, emailChangeRoutes } from './auth/email-change.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import { setupRoutes } from './auth/setup.routes';
import { hostListingBlocksRoutes } from './listings/availability/listing-blocks.routes';
import { hostListingsRoutes } from './listings/core/listings.routes';
import { listingViewRoutes, myListingsRoutes } from './listings/favorites/listing-favorites.routes';
import { hostListingPhotosRoutes, listingFileRoutes } from './listings/photos/listing-photos.routes';
import { listingsAdminRoutes } from './listings/review/listing-review.routes';
import { publicListingsRoutes } from './listings/search/listings-public.routes';
import { mailboxRoutes } from './mailbox/mailbox.routes';
import { adminChatRoutes, conversationsRoutes } from './messaging/messaging.routes';
import { adminDisputesRoutes, disputesRoutes } from './disputes/disputes.routes';
import { depositsRoutes } from './deposits/deposits.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { staffNoticesRoutes } from './notifications/staff/staff-notices.routes';
import { staffNoticeHandlers } from './notifications/staff/staff-notices.service';
import { alertDeliveryGivenUp } from './notifications/staff/system-alerts.service';
import { pushRoutes } from './push/push.routes';
import { pushHandlers } from './push/push.service';
import {
  adminRatingsRoutes,
  adminReviewsRoutes,
  bookingReviewsRoutes,
  listingReviewsRoutes,
  myReviewsRoutes,
  reviewsRoutes,
} from './reviews/reviews.routes';
import { adminInvoicesRoutes, hostInvoicesRoutes } from './money/invoices/invoices.routes';
import { adminPayoutsRoutes, hostMoneyRoutes } from './money/money.routes';
import { payoutHandlers } from './money/payouts/payouts.service';
import { outboxRoutes } from './outbox/outbox.routes';
import { outboxHandlers, type Delivery } from './outbox/outbox.service';
import { placeholderRoutes } from './placeholder/placeholder.routes';
import { placesRoutes } from './places/places.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { seoRoutes } from './seo/seo.routes';
import { maintenanceNoticeHandlers } from './settings/maintenance-notice.service';
import { settingsAdminRoutes } from './settings/settings-admin.routes';
import { settingsRoutes } from './settings/settings.routes';
import { createChallenge, requiresChallenge } from './two-factor/two-factor-challenge.service';
import { twoFactorRoutes, twoFactorSignInRoutes } from './two-factor/two-factor.routes';
import { avatarFileRoutes, avatarRoutes } from './users/avatar.routes';
import { languageRoutes } from './users/language.routes';
import {
  myVerificationRoutes,
  verificationAdminRoutes,
  verificationFileRoutes,
} from './verification/verification.routes';

/**
 * The outbox's deliveries (decision 0070): the outbox's own kinds and each module's, declared with
 * the module that delivers them, composed here once; the compiler refuses a kind without its
 * handler. A task given up after its last attempt alerts the admins (decision 0045).
 */
export const outboxDelivery: Delivery = {
  handlers: {
    ...outboxHandlers,
    ...paymentEffectHandlers,
    ...webhookHandlers,
    ...payoutHandlers,
    ...staffNoticeHandlers,
    ...pushHandlers,
    ...announcementHandlers,
    ...maintenanceNoticeHandlers,
  },
  givenUp: alertDeliveryGivenUp,
};

/**
 * The processes a module below their owner moves by name (engine.ts `fire`, decision 0078): the
 * payments module fires a booking's `pay` (a tenancy's bill's) without importing bookings, whose effects reach payments.
 */
bindProcess(bookingLifecycle);
bindProcess(tenancyLifecycle);
bindProcess(billLifecycle);
bindProcess(checklistLifecycle);

type Check = (req: FastifyRequest) => Promise<void>;

/**
 * A scope: an encapsulated plugin whose `check` (a guard of http/guards.ts) runs on every
 * request to its modules before their own hooks, validation and handlers. Each module is
 * registered with its URL prefix.
 */
function scope(check: Check | null, modules: [Module, string][]): Module {
  return async (app, { ctx }) => {
    if (check) app.addHook('onRequest', check);
    // /api/openapi.json: the scope's routes need the session cookie (401 without), and a role (403).
    if (check) requireSession(app, { role: check !== guard.user });
    for (const [module, prefix] of modules) await app.register(module, { prefix, ctx });
  };
}

/**
 * Every capability, by who may call it (decision 0021). A route that needs more than its
 * scope checks that itself (the WebSocket checks the origin before the session). Within the
 * scopes, every booking, payment, payout, invoice, dispute and review action asks the access
 * policy (domain/src/access/policy.ts through http/access.ts, decision 0058), which agrees
 * with the scope it sits in (server/src/http/access-policy.test.ts).
 */
export async function registerModules(app: App, ctx: AppContext) {
  // Anyone, signed in or not.
  await app.register(
    scope(null, [
      [settingsRoutes, '/api/settings'],
      [languageRoutes, '/api'], // the language chosen in a switcher: a cookie, and the account's when signed in (issue 34)
      [setupRoutes, '/api/setup'],
      [authRoutes({ required: requiresChallenge, challenge: createChallenge }), '/api/auth'],
      [passwordResetRoutes, '/api/auth'],
      [contactVerificationRoutes, '/api/auth'],
      [emailChangeConfirmRoutes, '/api/auth'],
      [twoFactorSignInRoutes, '/api/auth'],
      [pricingRoutes, '/api/pricing'],
      [placesRoutes, '/api/places'], // the address picker's PSGC lists, a level at a time
      [avatarFileRoutes, '/api/files'],
      [listingFileRoutes, '/api/files'],
      [placeholderRoutes, '/api/placeholder'], // neutral pictures where a listing has no photo
      [publicListingsRoutes, '/api'], // search and listing pages; the host and staff read their own non-live ones
      [listingViewRoutes, '/api'], // a listing page's view: kept in a signed-in client's recently viewed only
      [listingReviewsRoutes, '/api'], // a listing's visible reviews; a listing not live for its host and staff only
      [mailboxRoutes, '/api/dev'], // its own rule: this machine only, unless DEV_MAILBOX says otherwise
      [realtimeRoutes, '/api'],
      [seoRoutes, ''], // /sitemap.xml and /robots.txt
      [advisoriesRoutes, '/api'], // the typhoon and force majeure advisories (issue 33)
      [legalRoutes, '/api/legal'], // the Terms of Service and the Privacy Policy, every version (issue 34)
      [paymentWebhookRoutes, '/api/webhooks'], // gateways' signed events, checked on the raw body
      [sandboxPageRoutes, ''], // /sandbox/checkout/{id}: the sandbox gateway's hosted checkout page
    ]),
    { ctx },
  );

  // A signed-in user, acting on their own account only.
  await app.register(
    scope(guard.user, [
      [contactCheckRoutes, '/api/auth'],
      [accountRoutes, '/api/me'],
      [avatarRoutes, '/api/me'],
      [privacyRoutes, '/api/me'],
      [emailChangeRoutes, '/api/me'],
      [twoFactorRoutes, '/api/me'],
      [myVerificationRoutes, '/api/me'],
      [myListingsRoutes, '/api/me'], // favourites and recently viewed: clients only (the service checks)
      [notificationsRoutes, '/api/me'], // the user's own in-app notifications
      [myAnnouncementsRoutes, '/api/me'], // the banners for this user, and dismissing one
      [pushRoutes, '/api/me'], // Web Push: the server's key, the user's own subscribed devices
      [myPaymentsRoutes, '/api/me'], // a client's payments, refunds and receipts: clients only (the service checks)
      [savedCardsRoutes, '/api/me'], // a client's saved cards and removing one: clients only (the service checks)
      [verificationFileRoutes, '/api/verification'], // the service lets only the owner and admins read a file
      [tenanciesRoutes, '/api/bookings'], // a tenancy's bills and its notice (issue 32)
      [passRoutes, '/api/bookings'], // the access pass for the booking's client, its scans for both sides (issue 33)
      // The gate: a host or a gate keeper, who is any account a host named for a listing, so not in the
      // host scope below; the service finds the pass among the listings the caller may check (issue 33).
      [checkInRoutes, '/api/host'],
      [gateKeeperInviteRoutes, '/api/gate-keepers'], // a gate keeper invite, seen and accepted by the invited account
      [bookingForceMajeureRoutes, '/api/bookings'], // a typhoon covers it: either side cancels, the covered days refunded
      [bookingsRoutes, '/api/bookings'], // clients book; a booking's client, host and admins read it and act on it (http/access.ts)
      [agreementRoutes, '/api/bookings'], // the rental agreement: the booking's client signs it, both sides and admins read it
      [checklistsRoutes, '/api/bookings'], // move-in and move-out checklists: both sides fill in and sign, admins read (issue 33)
      [paymentsRoutes, '/api/bookings'], // checkout for the booking's client; its payments for both sides and admins
      [depositsRoutes, '/api/bookings'], // the security deposit: both sides and admins read it, the host claims, the client answers (issue 33)
      [conversationsRoutes, '/api/conversations'], // a user's conversations: each call checks they belong to it
      [disputesRoutes, '/api/disputes'], // a booking's two sides open and discuss disputes; photos for them and admins
      [bookingReviewsRoutes, '/api/bookings'], // a side of a completed booking reviews the other (the service checks)
      [myReviewsRoutes, '/api/me'], // the user's reviews to write, written and received
      [reviewsRoutes, '/api/reviews'], // the listing's host replies; anyone reports a visible review
    ]),
    { ctx },
  );

  // /api/host: hosts only (a client, admin or moderator gets 403), each acting on their own listings.
  await app.register(
    scope(guard.role('host'), [
      [hostListingsRoutes, '/api/host'],
      [hostListingPhotosRoutes, '/api/host'],
      [hostListingBlocksRoutes, '/api/host'], // the listing's calendar: availability and blocks
      [hostBookingsRoutes, '/api/host'],
      [hostBookingsSummaryRoutes, '/api/host'], // the host dashboard's figures, the host's own
      [hostMoneyRoutes, '/api/host'], // the wallet, payout methods and payouts, the host's own
      [hostInvoicesRoutes, '/api/host'], // the platform's fee invoices to the host, their TIN, tax withheld
      [hostAnalyticsRoutes, '/api/host'], // the host's own analytics: earnings, occupancy, views → bookings
      [hostGateKeepersRoutes, '/api/host'], // a listing's gate keepers: invited by mobile number, removed (issue 33)
    ]),
    { ctx },
  );

  // /api/admin: staff (admins and moderators). docs/product/roles.md: listing review is for both;
  // everything else there is admin only.
  await app.register(
    scope(guard.staff, [
      [listingsAdminRoutes, ''],
      [adminReviewsRoutes, ''], // /reviews: moderation (design §8: moderators hide reviews too)
      [
        scope(guard.admin, [
          [adminDashboardRoutes, ''],
          [adminUsersRoutes, ''],
          [verificationAdminRoutes, ''],
          [settingsAdminRoutes, ''],
          [auditRoutes, ''],
          [adminToolsRoutes, ''],
          [adminExportsRoutes, ''], // /exports/{bookings,payments}.csv on /admin-tools: streamed, audited
          [adminBookingsRoutes, ''],
          [adminBookingsSummaryRoutes, ''], // the admin dashboard's booking and money figures
          [adminPaymentsRoutes, ''], // /payments: every payment, its detail, refunds by staff
          [adminBillsRoutes, ''], // /bills: tenancies' bills by status (overdue), voiding one with a reason
          [reconciliationRoutes, ''], // /payments/reconciliation: the daily reports, a run for a day
          [outboxRoutes, ''], // /tools/deliveries on /admin-tools
          [adminPayoutsRoutes, ''], // the payout queue: mark processed or failed, CSV for the bank
          [adminInvoicesRoutes, ''], // the fee invoices issued to hosts; a month issued now
          [adminChatRoutes, ''], // /chat: the support inbox shared by admins, who answered
          [adminAnnouncementsRoutes, ''], // /announcements: write, publish, unpublish
          [adminForceMajeureRoutes, ''], // /force-majeure: declare a typhoon, end or withdraw it (issue 33)
          [adminLegalRoutes, ''], // /legal: the legal texts' versions and who agrees; publish one (issue 34)
          [staffNoticesRoutes, ''], // /notifications: send to a user or a group; what was sent; system alerts
          [adminDisputesRoutes, ''], // /disputes: the queue, a dispute with its booking at hand, replies, resolve
          [adminRatingsRoutes, ''], // /admin-tools: recompute every rating from the visible reviews
          [adminAnalyticsRoutes, ''], // /analytics: the platform's figures over months
        ]),
        '',
      ],
    ]),
    { prefix: '/api/admin', ctx },
  );
}
