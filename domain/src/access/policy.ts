import { resolveRole, type RoleSource } from '../roles';

/**
 * Who may do what to a booking, a payment, a payout, an invoice, a dispute and a review, staff's
 * actions included (issue 29, decision 0058): the one table every route of those areas asks, through
 * the server's http/access.ts. docs/product/roles.md says who opens which page; this says what each
 * party may do through the API.
 *
 * A party is who the user is to what they act on:
 * - on a record (a booking and what hangs off it: its payments, agreement, disputes, reviews):
 *   `client` and `host` are the booking's two sides, `moderator` and `admin` staff by role, and
 *   `other` any other client or host;
 * - on the user's own things or the whole platform (lists, the wallet, staff's queues): the
 *   user's role. A host's own payout methods, payouts and invoices, and a client's receipts, are
 *   looked up with their id, so another's are "not found" by the query itself.
 * `visitor` is no one signed in.
 *
 * Moderators review listings and reviews (their pages: /listings, /reviews, /admin-account). They
 * read no booking, payment, payout, invoice or dispute, and move nothing: to those they are like
 * any other user. Only admins act for the platform on bookings and money (decision 0048: moderators
 * do not move money).
 */
export const accessParties = ['visitor', 'client', 'host', 'other', 'moderator', 'admin'] as const;
export type AccessParty = (typeof accessParties)[number];

/**
 * What a refused party is answered: `unauthenticated` 401 (sign in first), `forbidden` 403 (the
 * user may see it exists), `not_found` 404 (an id must tell nothing), `conflict` 409 (a side of the
 * booking whose move it is not: the booking process, bookings/process.ts, refuses it as it always did).
 */
export type AccessRefusal = 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

type Refuse = Partial<Record<AccessParty, AccessRefusal>>;

export interface AccessRule<P extends AccessParty = AccessParty, F extends Refuse = Refuse> {
  /** 'record': the parties are the record's sides (the caller names them); 'role': the user's role. */
  on: 'record' | 'role';
  allow: readonly P[];
  /** The refused parties' answers; one not named: 404 on a record, 403 by role; a visitor 401. */
  refuse: F;
  /** It moves a booking or money: never a moderator's (checked by the policy's test). */
  moves: boolean;
}

const rule =
  (on: AccessRule['on']) =>
  <const P extends AccessParty, const F extends Refuse = Record<never, never>>(
    allow: readonly P[],
    o: { refuse?: F; moves?: boolean } = {},
  ): AccessRule<P, NoInfer<F>> => ({ on, allow, refuse: o.refuse ?? ({} as F), moves: o.moves ?? false });
const onRecord = rule('record');
const byRole = rule('role');
const moves = { moves: true } as const;

const signedIn = ['client', 'host', 'moderator', 'admin'] as const;
const sides = ['client', 'host'] as const;
const sidesAndAdmin = ['client', 'host', 'admin'] as const;
/** The booking process's actors refuse the other side's moves (process.ts `by`). */
const hostsMove = { refuse: { client: 'conflict' }, moves: true } as const;

export const accessPolicy = {
  booking: {
    /** POST /api/bookings (the listing's own host is refused first, with its own message). */
    create: byRole(['client']),
    /** GET /api/bookings: the bookings the user made as a client (none for anyone else). */
    listMine: byRole(signedIn),
    /** GET /api/bookings/{id}, its cancellation preview, its agreement and drawn signature. */
    read: onRecord(sidesAndAdmin),
    accept: onRecord(['host', 'admin'], hostsMove),
    decline: onRecord(['host', 'admin'], hostsMove),
    cancel: onRecord(sidesAndAdmin, moves),
    /**
     * GET /api/bookings/{id}/force-majeure and POST …/force-majeure/cancel: a declared typhoon or
     * force majeure event covers it; either side, or an admin, cancels with the affected days refunded (issue 33).
     */
    cancelForceMajeure: onRecord(sidesAndAdmin, moves),
    /** POST /api/bookings/{id}/notice: either side ends a tenancy with notice, or an admin does (issue 32). */
    notice: onRecord(sidesAndAdmin, moves),
    /** PUT /api/bookings/{id}/monthly-price: the host changes a running tenancy's price, from a bill 30 days ahead. */
    changePrice: onRecord(['host'], { refuse: { client: 'forbidden', admin: 'forbidden' }, moves: true }),
    /** POST /api/bookings/{id}/agreement: the client signs; for the others it is not theirs to sign now. */
    sign: onRecord(['client'], { refuse: { host: 'conflict', admin: 'conflict' } }),
    /** GET /api/host/bookings and its summary: the host's own. */
    listAsHost: byRole(['host']),
    /** GET /api/admin/bookings and its summary. */
    listAll: byRole(['admin']),
  },
  payment: {
    /** POST /api/bookings/{id}/checkout: the client pays; the host and admins may see there is nothing for them. */
    checkout: onRecord(['client'], { refuse: { host: 'forbidden', admin: 'forbidden' }, moves: true }),
    /** GET /api/bookings/{id}/payments. */
    listOfBooking: onRecord(sidesAndAdmin),
    /** GET /api/me/payments and the receipts of the client's own payments and refunds. */
    mine: byRole(['client']),
    /** /api/admin/payments (every payment, one payment) and the reconciliation reports. */
    listAll: byRole(['admin']),
    /** POST /api/admin/payments/{id}/refunds. */
    refund: byRole(['admin'], moves),
    /**
     * GET, PUT and DELETE /api/bookings/{id}/autopay: a tenancy's bills paid by the client's saved
     * card; the client's own choice, the host and admins may see there is nothing for them (issue 32).
     */
    autopay: onRecord(['client'], { refuse: { host: 'forbidden', admin: 'forbidden' }, moves: true }),
    /** GET /api/admin/bills: tenancies' bills by status, the overdue ones for staff to chase (issue 32). */
    listBills: byRole(['admin']),
    /** POST /api/admin/bills/{id}/void: voiding a tenancy's unpaid bill, with a reason (issue 32). */
    voidBill: byRole(['admin'], moves),
    /** POST /api/admin/payments/reconciliation/run: checks the ledger against the gateways, moves nothing. */
    reconcile: byRole(['admin']),
  },
  payout: {
    /** The host's wallet, its entries, payouts and payout methods (listed, added, default, removed). */
    mine: byRole(['host']),
    /** POST /api/host/payouts. */
    request: byRole(['host'], moves),
    /** GET /api/admin/payouts, its CSV, a host's balances. */
    listAll: byRole(['admin']),
    /** POST /api/admin/payouts/{id}/processed|failed. */
    mark: byRole(['admin'], moves),
    /** POST /api/admin/hosts/{id}/adjustments. */
    adjust: byRole(['admin'], moves),
  },
  invoice: {
    /** The host's invoices and their PDFs, TIN and tax withheld. */
    mine: byRole(['host']),
    /** GET /api/admin/invoices and a PDF. */
    listAll: byRole(['admin']),
    /** POST /api/admin/invoices/issue. */
    issue: byRole(['admin']),
  },
  dispute: {
    /** POST /api/disputes: a side opens one; staff do not (decision 0048). */
    open: onRecord(sides, { refuse: { admin: 'forbidden' } }),
    /** GET /api/disputes: the disputes on the user's own bookings (their resolution centre; staff have /disputes). */
    mine: byRole(sides),
    /** A booking's disputes, a dispute and its photos. */
    read: onRecord(sidesAndAdmin),
    /** POST /api/disputes/{id}/messages (admins' carry their name, as on /api/admin/disputes). */
    write: onRecord(sidesAndAdmin),
    /** POST /api/disputes/{id}/photos: what a side shows. */
    addPhoto: onRecord(sides),
    /** /api/admin/disputes: the queue, a dispute with its booking at hand, replies. */
    staff: byRole(['admin']),
    /** POST /api/admin/disputes/{id}/resolve: the decision and its refund. */
    resolve: byRole(['admin'], moves),
  },
  handover: {
    /** GET /api/bookings/{id}/checklists, their photos and drawn signatures: the two sides and admins (issue 33). */
    read: onRecord(sidesAndAdmin),
    /** PUT a checklist, add or remove its photos: the two sides; staff read only. */
    write: onRecord(sides, { refuse: { admin: 'forbidden' } }),
    /** POST …/sign: the two sides; staff read only. */
    sign: onRecord(sides, { refuse: { admin: 'forbidden' } }),
  },
  forceMajeure: {
    /**
     * POST /api/admin/force-majeure and …/{id}/end: admins declare a typhoon or force majeure event,
     * end or withdraw it; moderators do not (it lets every booking there be refunded: it moves money).
     */
    declare: byRole(['admin'], moves),
    /** GET /api/admin/force-majeure: the events with who declared them and how many bookings each covered. */
    listAll: byRole(['admin']),
    /** GET /api/advisories: the public page's list, for everyone. */
    listPublic: byRole(['visitor', ...signedIn]),
  },
  deposit: {
    /** GET /api/bookings/{id}/deposit and its claim's photos: the booking's two sides and admins (issue 33). */
    read: onRecord(sidesAndAdmin),
    /** POST /api/bookings/{id}/deposit/photos and …/claim: the host claims part or all, with photos; the client may see it is not theirs. */
    claim: onRecord(['host'], { refuse: { client: 'forbidden', admin: 'forbidden' }, moves: true }),
    /** POST /api/bookings/{id}/deposit/accept and …/dispute: the client answers a claim. */
    answer: onRecord(['client'], { refuse: { host: 'forbidden', admin: 'forbidden' }, moves: true }),
  },
  review: {
    /** POST /api/bookings/{id}/reviews: a side of the completed booking. */
    write: onRecord(sides),
    /** GET /api/me/reviews. */
    mine: byRole(signedIn),
    /** POST /api/reviews/{id}/reply: the listing's host (the booking's host). */
    reply: onRecord(['host']),
    /** POST /api/reviews/{id}/report: anyone signed in (not their own review: the service's rule). */
    report: onRecord(['client', 'host', 'other', 'moderator', 'admin']),
    /** GET /api/listings/{id}/reviews. */
    ofListing: byRole(['visitor', ...signedIn]),
    /** /api/admin/reviews: the moderation list, hide, restore (design §8). */
    moderate: byRole(['moderator', 'admin']),
    /** POST /api/admin/reviews/recompute (admin tools). */
    recompute: byRole(['admin']),
  },
  /**
   * The access pass and the gate (issue 33, decision 0087). A gate keeper is no party of its own: an
   * ordinary account (a client or a host) the listing's host named; the listings a caller may check
   * (their own, those they keep) find the pass, so a code of another's listing is "not found".
   */
  pass: {
    /** GET /api/bookings/{id}/pass: the booking's client only (the host checks it, never shows it). */
    read: onRecord(['client']),
    /** GET /api/bookings/{id}/scans: every scan of the booking's pass, for its two sides. */
    scans: onRecord(sides),
  },
  gate: {
    /** POST /api/host/check-ins, its check-out, GET /api/host/check-in/listings: a host or a gate keeper (any account); staff check no gate. */
    check: byRole(sides),
    /** /api/host/listings/{id}/gate-keepers: the listing's host names, lists and removes its gate keepers. */
    keepers: byRole(['host']),
    /** /api/gate-keepers/invites/{token}: the invited person, signed in with their ordinary account. */
    accept: byRole(sides),
  },
  /** The Terms of Service and the Privacy Notice (issue 34, decision 0091). */
  legal: {
    /** GET /api/legal/{kind} and its versions: the texts, for everyone. */
    read: byRole(['visitor', ...signedIn]),
    /** GET /api/admin/legal: every version with how many people agree to it. */
    listAll: byRole(['admin']),
    /** POST /api/admin/legal/{kind}/versions: publish a version; every person agrees again once it takes effect. */
    publish: byRole(['admin']),
  },
} as const satisfies Record<string, Record<string, AccessRule>>;

export type AccessPolicy = typeof accessPolicy;
export type AccessResource = keyof AccessPolicy;
export type AccessAction<R extends AccessResource> = keyof AccessPolicy[R] & string;
/** The parties a rule lets through: what a caller knows the user is once it has said yes. */
export type AllowedParty<R extends AccessResource, A extends AccessAction<R>> =
  AccessPolicy[R][A] extends AccessRule<infer P, Refuse> ? P : never;

/** The refusals a rule names: a caller must bring its own error for a 'conflict'. */
export type NamedRefusal<R extends AccessResource, A extends AccessAction<R>> = AccessPolicy[R][A] extends {
  refuse: infer F;
}
  ? F[keyof F]
  : never;

/** The sides of a record: its booking's client and host (either may be unknown). */
export interface RecordSides {
  clientId?: string | null;
  hostId?: string | null;
}

/** Who `user` is to a record with these sides, or by role (`sides` null); null user: a visitor. */
export function accessPartyOf(user: (RoleSource & { id: string }) | null, sides: RecordSides | null): AccessParty {
  if (!user) return 'visitor';
  if (sides && sides.clientId === user.id) return 'client';
  if (sides && sides.hostId === user.id) return 'host';
  const role = resolveRole(user);
  if (role === 'admin' || role === 'moderator') return role;
  return sides ? 'other' : role;
}

/** What the policy answers `party` about `action` on `resource`: 'allow', or the refusal. */
export function accessDecision<R extends AccessResource>(
  resource: R,
  action: AccessAction<R>,
  party: AccessParty,
): 'allow' | AccessRefusal {
  const r = accessPolicy[resource][action] as AccessRule;
  if ((r.allow as readonly AccessParty[]).includes(party)) return 'allow';
  if (party === 'visitor') return r.refuse.visitor ?? 'unauthenticated';
  return r.refuse[party] ?? (r.on === 'record' ? 'not_found' : 'forbidden');
}
