/**
 * Every page URL of the web app, in one place (design rule 10): the route tables take `path`,
 * links, redirects, `navigate()` and the server's emails take `getHref()`. API URLs (/api/…)
 * are not pages and live with their modules.
 */

type QueryValue = string | number | boolean | null | undefined;

/** Form encoding, as URLSearchParams writes it (domain has no DOM): space as +, only *-._ left bare. */
const encodeQuery = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** A page address: `path`, then `?query` (empty values left out, URL-encoded), then `#hash`. */
export function href(path: string, query?: Record<string, QueryValue>, hash?: string): string {
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(String(value))}`)
    .join('&');
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A page with no parameters. */
const page = (path: string) => ({ path, getHref: () => path }) as const;

/** A page whose address may carry a #section (profile checks, landing sections). */
const sectioned = (path: string) => ({ path, getHref: (section?: string) => href(path, undefined, section) }) as const;

/** A messages page, opened on one conversation when given (`?c=<id>`). */
const conversations = (path: string) =>
  ({ path, getHref: (conversationId?: string) => href(path, { c: conversationId }) }) as const;

/** A reviews page, opened on the form for one booking's review when given (`?write=<bookingId>`). */
const reviewsPage = (path: string) =>
  ({ path, getHref: (writeFor?: string) => href(path, { write: writeFor }) }) as const;

/** A page opened through a link that carries a one-time token (emails). */
const withToken = (path: string) =>
  ({ path, getHref: ({ token }: { token: string }) => href(path, { token }) }) as const;

/** A dispute's page under `base` (a side's or staff's). */
const disputePage = (base: string) => ({
  path: `${base}/:disputeId`,
  getHref: (disputeId: string) => `${base}/${encodeURIComponent(disputeId)}`,
});

export const paths = {
  /** The landing page; its sections are #how-it-works, #pricing, #safety, #support, … */
  home: sectioned('/'),
  onboarding: page('/onboarding'),
  tutorial: page('/tutorial'),
  auth: {
    signIn: page('/signin'),
    signUp: {
      path: '/signup',
      getHref: (params?: { type?: 'client' | 'host' }) => href('/signup', params),
    },
    forgotPassword: page('/forgot-password'),
    resetPassword: withToken('/reset-password'),
    verifyEmail: withToken('/verify-email'),
    confirmEmailChange: withToken('/confirm-email-change'),
    adminSignIn: page('/admin'),
    createAdmin: page('/create-admin'),
  },
  /** The legal texts: the version in effect, or an earlier one (`?version=`; issue 34). */
  legal: {
    terms: { path: '/terms', getHref: (version?: string) => href('/terms', { version }) },
    privacy: { path: '/privacy', getHref: (version?: string) => href('/privacy', { version }) },
  },
  /** The typhoon and force majeure advisories, public and listed in /sitemap.xml (issue 33). */
  advisories: page('/advisories'),
  /** The installed app's start page (issue 35): the server, or offline its service worker, sends each person home. */
  start: page('/start'),
  dev: {
    mailbox: page('/dev/mailbox'),
    testAuth: page('/test-auth'),
    testSignature: page('/test-signature'),
    debugListings: page('/debug/listings'),
  },
  /** Public, indexable search and listing pages (issue 11): readable without an account, listed in /sitemap.xml. */
  spaces: {
    search: {
      path: '/spaces',
      getHref: (params?: { q?: string; type?: string }) => href('/spaces', params),
    },
    listing: {
      path: '/spaces/:listingId',
      getHref: (listingId: string) => `/spaces/${encodeURIComponent(listingId)}`,
    },
  },
  /** The gate (issue 33): where a host or gate keeper checks passes in, and a gate keeper's invite link. */
  gate: {
    /** `listingId`: the gate chosen (?listing=), when the person checks several. */
    checkIn: {
      path: '/host/check-in',
      getHref: (listingId?: string) => href('/host/check-in', { listing: listingId }),
    },
    invite: {
      path: '/gate-keepers/invites/:token',
      getHref: (token: string) => `/gate-keepers/invites/${encodeURIComponent(token)}`,
    },
  },
  /** The sandbox payment gateway's hosted checkout page (server-rendered; decision 0034). */
  sandbox: {
    checkout: {
      path: '/sandbox/checkout/:checkoutId',
      getHref: (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`,
    },
  },
  client: {
    dashboard: page('/client-dashboard'),
    browse: {
      path: '/client/browse',
      getHref: (params?: { q?: string; type?: string }) => href('/client/browse', params),
    },
    map: page('/client/map'),
    bookings: page('/client/bookings'),
    /** One of the client's bookings; `payment` says how the gateway's checkout ended (its return address). */
    booking: {
      path: '/client/bookings/:bookingId',
      getHref: (bookingId: string, query?: { payment?: string }) =>
        href(`/client/bookings/${encodeURIComponent(bookingId)}`, query),
    },
    /** Signing the booking's rental agreement, then on to the gateway's checkout. */
    bookingCheckout: {
      path: '/client/bookings/:bookingId/checkout',
      getHref: (bookingId: string) => `/client/bookings/${encodeURIComponent(bookingId)}/checkout`,
    },
    /** The booking's rental agreement as a printable page. */
    bookingAgreement: {
      path: '/client/bookings/:bookingId/agreement',
      getHref: (bookingId: string) => `/client/bookings/${encodeURIComponent(bookingId)}/agreement`,
    },
    /** A booking's move-in or move-out checklist (issue 33): `kind` is move-in or move-out. */
    bookingChecklist: {
      path: '/client/bookings/:bookingId/checklists/:kind',
      getHref: (bookingId: string, kind: 'move-in' | 'move-out') =>
        `/client/bookings/${encodeURIComponent(bookingId)}/checklists/${kind}`,
    },
    /** The booking's access pass full screen, to show at the gate (issue 33): kept on the phone once opened. */
    bookingPass: {
      path: '/client/bookings/:bookingId/pass',
      getHref: (bookingId: string) => `/client/bookings/${encodeURIComponent(bookingId)}/pass`,
    },
    favorites: page('/client/favorites'),
    payments: page('/client/payments'),
    /** A payment's or a refund's acknowledgement receipt as a printable page. */
    paymentReceipt: {
      path: '/client/payments/:paymentId/receipt',
      getHref: (paymentId: string) => `/client/payments/${encodeURIComponent(paymentId)}/receipt`,
    },
    reviews: reviewsPage('/client/reviews'),
    /** The client's resolution centre: the disputes on their bookings, open ones first. */
    disputes: page('/client/disputes'),
    /** A dispute the client is a side of: its thread, photos and decision. */
    dispute: disputePage('/client/disputes'),
    messages: conversations('/client/messages'),
    notifications: page('/client/notifications'),
    profile: sectioned('/client/profile'),
    settings: sectioned('/client/settings'),
    listing: {
      path: '/client/listing/:listingId',
      getHref: (listingId: string) => `/client/listing/${encodeURIComponent(listingId)}`,
    },
  },
  host: {
    dashboard: page('/host-dashboard'),
    /** The same dashboard under the host area's prefix. */
    dashboardAlias: page('/host/dashboard'),
    listings: page('/host/listings'),
    newListing: page('/host/listings/new'),
    /** The listing form; `step` opens one of its steps (?step=photos). */
    editListing: {
      path: '/host/listings/:listingId/edit',
      getHref: (listingId: string, step?: string) =>
        href(`/host/listings/${encodeURIComponent(listingId)}/edit`, { step }),
    },
    listingAvailability: {
      path: '/host/listings/:listingId/availability',
      getHref: (listingId: string) => `/host/listings/${encodeURIComponent(listingId)}/availability`,
    },
    /** The listing's gate keepers: invite by mobile number, remove (issue 33). */
    listingGateKeepers: {
      path: '/host/listings/:listingId/gate-keepers',
      getHref: (listingId: string) => `/host/listings/${encodeURIComponent(listingId)}/gate-keepers`,
    },
    bookings: page('/host/bookings'),
    booking: {
      path: '/host/bookings/:bookingId',
      getHref: (bookingId: string) => `/host/bookings/${encodeURIComponent(bookingId)}`,
    },
    /** The booking's rental agreement as a printable page. */
    bookingAgreement: {
      path: '/host/bookings/:bookingId/agreement',
      getHref: (bookingId: string) => `/host/bookings/${encodeURIComponent(bookingId)}/agreement`,
    },
    /** A booking's move-in or move-out checklist (issue 33): `kind` is move-in or move-out. */
    bookingChecklist: {
      path: '/host/bookings/:bookingId/checklists/:kind',
      getHref: (bookingId: string, kind: 'move-in' | 'move-out') =>
        `/host/bookings/${encodeURIComponent(bookingId)}/checklists/${kind}`,
    },
    analytics: page('/host/analytics'),
    /** The host's resolution centre: the disputes on their bookings, open ones first. */
    disputes: page('/host/disputes'),
    /** A dispute the host is a side of: its thread, photos and decision. */
    dispute: disputePage('/host/disputes'),
    messages: conversations('/host/messages'),
    notifications: page('/host/notifications'),
    reviews: reviewsPage('/host/reviews'),
    profile: sectioned('/host/profile'),
    settings: sectioned('/host/settings'),
    wallet: page('/host/wallet'),
  },
  admin: {
    dashboard: page('/dashboard'),
    users: {
      path: '/users',
      getHref: (params?: { type?: string; status?: string; user?: string }) => href('/users', params),
    },
    listings: page('/listings'),
    /** Every booking; the filters and the booking open in the drawer live in the query. */
    bookings: {
      path: '/bookings',
      getHref: (params?: {
        status?: string;
        kind?: string;
        listingId?: string;
        hostId?: string;
        clientId?: string;
        from?: string;
        to?: string;
        booking?: string;
      }) => href('/bookings', params),
    },
    /** A booking's rental agreement as a printable page, for staff. */
    bookingAgreement: {
      path: '/bookings/:bookingId/agreement',
      getHref: (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/agreement`,
    },
    chat: conversations('/chat'),
    announcements: page('/announcements'),
    /** Typhoon and force majeure events: declare, list, end or withdraw (issue 33). */
    forceMajeure: page('/force-majeure'),
    /** The Terms of Service and the Privacy Notice: every version, and publishing one (issue 34). */
    legal: page('/legal-texts'),
    settings: page('/settings'),
    payments: page('/payments'),
    analytics: page('/analytics'),
    audit: {
      path: '/audit',
      getHref: (params?: { targetId?: string }) => href('/audit', params),
    },
    disputes: page('/disputes'),
    /** One dispute with the booking, its money, messages and agreement at hand, and the resolve form. */
    dispute: disputePage('/disputes'),
    notifications: page('/notifications'),
    payouts: page('/payouts'),
    reviews: page('/reviews'),
    verification: page('/verification'),
    tools: page('/admin-tools'),
    makeAdmin: page('/make-admin'),
    account: page('/admin-account'),
    /** The staff member's own notifications (admins' and moderators'; /notifications is sending them). */
    myNotifications: page('/admin-notifications'),
  },
} as const;
