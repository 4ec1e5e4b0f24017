import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn, monthBounds, monthIn } from '@espasyo/domain';
import { createUser, clockOf, multipartFile, signIn, type BuiltUser } from '../test/builders';
import { useTestApp } from '../test/hooks';
import { newId } from '../lib/ids';
import { setSettings } from '../test/settings-helpers';
import { as, dayFromToday, photo } from '../modules/listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking, paymentsOf } from '../modules/payments/payments.fixtures';
import { later, openAs, uploadPhoto } from '../modules/disputes/disputes.fixtures';
import { review } from '../modules/reviews/reviews.fixtures';
import { inviteTokenFor } from '../modules/bookings/handover/handover.fixtures';
import {
  checklistUrl,
  drawing as checklistDrawing,
  readyChecklist,
} from '../modules/bookings/checklists/checklists.fixtures';

/**
 * The role table (issue 29): every booking, payment, payout, invoice, dispute and review action
 * of the API, as each of eight callers, on real records, with the status each gets (the access
 * policy, domain/src/access/policy.ts, decision 0058). A cell expected to succeed acts on a record
 * of its own where the action changes it, so the cells do not depend on their order. Runs on
 * PGlite, and on PostgreSQL with DATABASE_URL.
 */
const t = useTestApp();
const TZ = 'Asia/Manila';

const actors = ['visitor', 'client', 'host', 'otherClient', 'otherHost', 'gateKeeper', 'moderator', 'admin'] as const;
type Actor = (typeof actors)[number];
/**
 * The statuses in the order of `actors`: visitor, the booking's client, its host, another client,
 * another host, the gate keeper of the host's listing (an ordinary client account, issue 33),
 * moderator, admin.
 */
type Statuses = [number, number, number, number, number, number, number, number];

const who = {} as Record<Exclude<Actor, 'visitor'>, BuiltUser>;
/** The records the table acts on (made in beforeAll). */
const fx = {
  requestListing: '',
  instantListing: '',
  /** A monthly tenancy awaiting payment, its agreement signed, and its bill 0 (issue 32). */
  tenancy: '',
  billId: '',
  /** Awaiting the host's answer. */
  pending: '',
  /** Awaiting payment, the agreement not signed yet. */
  unsigned: '',
  /** Awaiting payment, signed: ready for checkout. */
  signed: '',
  /** Paid and confirmed, the agreement signed by drawing. */
  confirmed: '',
  paymentId: '',
  reconciliationId: '',
  invoiceId: '',
  month: '',
  /** A confirmed booking with an open dispute and a photo in it. */
  disputed: '',
  disputeId: '',
  disputePhotoId: '',
  /** Completed, no review yet. */
  completed: '',
  /** More completed bookings, for the reviews the table makes. */
  ended: [] as string[],
  /** A visible client review of the host (no reply yet). */
  reviewId: '',
  hostMethodId: '',
  /** Each host's first payout method. */
  methods: {} as Partial<Record<Actor, string>>,
  pendingPayoutId: '',
  /** The client's saved card (issue 32's autopay). */
  savedCard: '',
  /** The gate (issue 33): a pass valid today, an open check-in, a keeper and an invite not accepted. */
  passCode: '',
  /** Paid bookings running at the table's now (days 1–10 from before the last move of the clock), for passes. */
  running: [] as string[],
  checkInId: '',
  keeperId: '',
  inviteToken: '',
  /** A booking of tomorrow whose move-in checklist the client filled in, with a photo (issue 33). */
  handover: '',
  handoverArea: '',
  handoverPhoto: '',
  /** One whose move-in checklist the client signed by drawing. */
  handoverSigned: '',
  /** A force majeure event covering days 60–63 in Metro Manila (made with the first covered booking). */
  eventId: '',
  /** A listing asking a deposit; a paid booking of it holding one, with a claim photo; one claimed (issue 33). */
  depositListing: '',
  held: '',
  depositPhotoId: '',
  claimed: '',
};
const KEEPER_PHONE = '+639185550142';
let events = 0;
let legalVersions = 0;

const name = (u: BuiltUser) => `${u.user.firstName} ${u.user.lastName}`;
const post = async (u: BuiltUser, url: string, body?: object, ok = 201) => {
  const res = await as(t, u.cookie).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(ok);
  return res.json();
};
const drawing = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** Makers of a fresh record, for a cell that changes the one it acts on. */
const make = {
  pending: async () =>
    (
      await post(who.client, '/api/bookings', {
        listingId: fx.requestListing,
        startDate: await dayFromToday(t, 20),
        endDate: await dayFromToday(t, 20),
      })
    ).id as string,
  unsigned: async () =>
    (
      await post(who.client, '/api/bookings', {
        listingId: fx.instantListing,
        startDate: await dayFromToday(t, 21),
        endDate: await dayFromToday(t, 21),
      })
    ).id as string,
  paid: async (fromDay = 22) => {
    const id = await bookingToPay(t, who.client, fx.instantListing, fromDay, fromDay);
    await payBooking(t, who.client, id);
    return id;
  },
  dispute: async () => (await openAs(t, who.client, await make.paid(23))).json().id as string,
  payout: async () =>
    (await post(who.host, '/api/host/payouts', { amount: 10_000, payoutMethodId: fx.hostMethodId })).id as string,
  method: async () =>
    (
      await post(who.host, '/api/host/payout-methods', {
        type: 'maya',
        accountName: name(who.host),
        accountNumber: '0918 765 4321',
      })
    ).id as string,
  review: async () => {
    const booking = fx.ended.pop()!;
    const byClient = await review(t, who.client, booking, 4);
    await review(t, who.host, booking, 5);
    return byClient.id;
  },
  /** A new tenancy's first bill, open (issue 32). */
  openBill: async () => {
    const id = (
      await post(who.client, '/api/bookings', {
        listingId: fx.instantListing,
        startDate: await dayFromToday(t, 28),
        monthly: true,
      })
    ).id as string;
    return (await as(t, who.admin.cookie).get(`/api/bookings/${id}/bills`)).json().items[0].id as string;
  },
  /** A card kept for the client at the sandbox (as a paid checkout that asked to save it leaves one). */
  savedCard: async () => {
    const id = newId();
    await t.db
      .insertInto('savedCards')
      .values({
        id,
        userId: who.client.user.id,
        gateway: 'sandbox',
        customerRef: `cus_${id}`,
        methodRef: `card_${id}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
      })
      .execute();
    return id;
  },
  /** The PIN of a pass valid now: a paid booking from before the clock's last move, running now. */
  passToday: async () => {
    const id = fx.running.pop()!;
    return (await as(t, who.client.cookie).get(`/api/bookings/${id}/pass`)).json().code as string;
  },
  checkIn: async () =>
    (await post(who.host, '/api/host/check-ins', { code: await make.passToday() }, 200)).id as string,
  keeper: async () =>
    (await post(who.host, `/api/host/listings/${fx.instantListing}/gate-keepers`, { phone: '0917 000 1234' }))
      .id as string,
  /** An invite of the gate keeper's number to the other listing (again: a new link), its token. */
  invite: async () => {
    await post(who.host, `/api/host/listings/${fx.requestListing}/gate-keepers`, { phone: KEEPER_PHONE });
    return inviteTokenFor(t, KEEPER_PHONE);
  },
  /** A booking of tomorrow, its move-in checklist filled in by the client with one photo: [booking, photo]. */
  handover: async () => {
    const id = await make.paid(1);
    const c = await readyChecklist(t, who.client, id, await photo('jpeg', 400, 300));
    return [id, c.moveIn.photos[0].id] as const;
  },
  /** A paid booking a force majeure event covers (issue 33): days 61–62, Metro Manila. */
  covered: async () => {
    if (!fx.eventId) fx.eventId = await make.event('Typhoon Signal No. 2');
    return make.paid(61);
  },
  /** A new event for Metro Manila on days 60–63 (each its own name, so each is new). */
  event: async (label = `Typhoon ${++events}`) =>
    (
      await post(who.admin, '/api/admin/force-majeure', {
        name: label,
        places: ['1300000000'],
        startDate: await dayFromToday(t, 60),
        endDate: await dayFromToday(t, 63),
      })
    ).id as string,
  /** A paid booking holding a ₱1,000 deposit, with a photo for a claim. */
  held: async (fromDay = 30) => {
    const id = await bookingToPay(t, who.client, fx.depositListing, fromDay, fromDay);
    await payBooking(t, who.client, id);
    const body = multipartFile('file', 'photo.jpg', 'image/jpeg', await photo('jpeg', 400, 300));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/deposit/photos`,
      payload: body.payload,
      headers: { ...body.headers, cookie: who.host.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  },
  claimed: async (fromDay = 31) => {
    const id = await make.held(fromDay);
    await post(who.host, `/api/bookings/${id}/deposit/claim`, depositClaim);
    return id;
  },
  hiddenReview: async () => {
    const id = await make.review();
    await post(who.admin, `/api/admin/reviews/${id}/hide`, { reason: 'Off topic' }, 200);
    return id;
  },
};

beforeAll(async () => {
  for (const [actor, type] of [
    ['client', 'client'],
    ['host', 'host'],
    ['otherClient', 'client'],
    ['otherHost', 'host'],
    ['gateKeeper', 'client'],
    ['moderator', 'moderator'],
    ['admin', 'admin'],
  ] as const) {
    who[actor] = await createUser(t, { type, ...(actor === 'gateKeeper' ? { phone: '0918 555 0142' } : {}) });
  }
  await setSettings(t, who.admin.cookie, 'financial', {
    companyName: 'Espasyo Technologies Inc.',
    companyAddress: '8 Rockwell Drive, Makati City',
    companyTin: '123456789 00000',
  });
  fx.instantListing = await instantListing(t, who.host.user.id, { capacity: 100 });
  fx.requestListing = await instantListing(t, who.host.user.id, { capacity: 100, instantBook: false });
  // Last month: a paid booking (the host's fee invoice) and payout methods past their first day.
  fx.month = monthIn(TZ, t.clock.now());
  const firstDay = calendarDayIn(TZ, t.clock.now());
  await make.paid(3);
  for (const host of [who.host, who.otherHost]) {
    await post(host, '/api/host/payout-methods', {
      type: 'gcash',
      accountName: name(host),
      accountNumber: '0917 123 4567',
    });
  }
  clockOf(t).set(new Date(monthBounds(fx.month, TZ).end.getTime() + 2 * 86_400_000));
  for (const u of Object.values(who)) u.cookie = (await signIn(t, u.email, u.password)).cookie!;
  // Bookings running at the table's now, whose passes the gate's rows check in (issue 33).
  for (let i = 0; i < 6; i++) {
    const id = await bookingToPay(t, who.client, fx.instantListing, 1, 10);
    await payBooking(t, who.client, id);
    fx.running.push(id);
  }
  // Bookings of tomorrow, completed three days later (the last move of the clock: payouts wait on it).
  for (let i = 0; i < 6; i++) fx.ended.push(await make.paid(1));
  await later(t, 3, ...Object.values(who));
  fx.completed = fx.ended.pop()!;

  await post(who.admin, '/api/admin/invoices/issue', { month: fx.month }, 200);
  fx.invoiceId = (await as(t, who.host.cookie).get('/api/host/invoices')).json().items[0].id;
  fx.reconciliationId = (
    await post(who.admin, '/api/admin/payments/reconciliation', { day: firstDay }, 200)
  ).reports[0].id;
  for (const host of [who.host, who.otherHost]) {
    await post(who.admin, `/api/admin/hosts/${host.user.id}/adjustments`, { amount: 1_000_000, reason: 'Float' });
  }
  for (const host of ['host', 'otherHost'] as const) {
    fx.methods[host] = (await as(t, who[host].cookie).get('/api/host/payout-methods')).json().items[0].id;
  }
  fx.hostMethodId = fx.methods.host!;
  fx.pendingPayoutId = await make.payout();

  fx.pending = await make.pending();
  fx.unsigned = await make.unsigned();
  fx.signed = await bookingToPay(t, who.client, fx.instantListing, 24, 24);
  fx.tenancy = (
    await post(who.client, '/api/bookings', {
      listingId: fx.instantListing,
      startDate: await dayFromToday(t, 26),
      monthly: true,
    })
  ).id;
  await post(who.client, `/api/bookings/${fx.tenancy}/agreement`, { kind: 'typed', name: name(who.client) });
  fx.billId = (await as(t, who.client.cookie).get(`/api/bookings/${fx.tenancy}/bills`)).json().items[0].id;
  fx.confirmed = await make.unsigned();
  await post(who.client, `/api/bookings/${fx.confirmed}/agreement`, { kind: 'drawn', image: await drawing() });
  await payBooking(t, who.client, fx.confirmed);
  fx.paymentId = (await paymentsOf(t, fx.confirmed))[0].id;

  fx.disputed = await make.paid(25);
  fx.disputeId = (await openAs(t, who.client, fx.disputed)).json().id;
  const shown = await uploadPhoto(t, who.client.cookie, fx.disputeId, await photo('jpeg', 400, 300));
  expect(shown.statusCode, shown.body).toBe(201);
  fx.disputePhotoId = shown.json().photos[0].id;

  fx.reviewId = await make.review();
  fx.savedCard = await make.savedCard();

  // The gate (issue 33): the keeper accepts the host's invite for the instant listing.
  await post(who.host, `/api/host/listings/${fx.instantListing}/gate-keepers`, { phone: KEEPER_PHONE });
  await post(who.gateKeeper, `/api/gate-keepers/invites/${await inviteTokenFor(t, KEEPER_PHONE)}/accept`, {}, 200);
  fx.passCode = await make.passToday();
  fx.checkInId = await make.checkIn();
  fx.keeperId = await make.keeper();
  fx.inviteToken = await make.invite();

  [fx.handover, fx.handoverPhoto] = await make.handover();
  fx.handoverArea = (
    await as(t, who.client.cookie).get(`/api/bookings/${fx.handover}/checklists`)
  ).json().moveIn.template.areas[0].key;
  [fx.handoverSigned] = await make.handover();
  await post(who.client, `${checklistUrl(fx.handoverSigned)}/sign`, { kind: 'drawn', image: await checklistDrawing() });

  fx.depositListing = await instantListing(t, who.host.user.id, { capacity: 100, securityDeposit: 100_000 });
  fx.held = await make.held(32);
  fx.depositPhotoId = (await as(t, who.host.cookie).get(`/api/bookings/${fx.held}/deposit`)).json().photos[0].id;
  fx.claimed = await make.claimed(33);
}, 300_000);

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
interface Row {
  /** The operation as /api/openapi.json names it. */
  op: string;
  expected: Statuses;
  /** The request; `fresh` when the cell is expected to succeed (a record of its own where it changes it). */
  call: (fresh: boolean, actor: Actor) => Promise<Partial<Call>> | Partial<Call>;
}

/** A row: `op` is 'METHOD /path' (OpenAPI's {id} form); the call's method is the op's. */
const row = (op: string, expected: Statuses, call: Row['call'] = () => ({})): Row => ({ op, expected, call });
/** The record for a cell: a fresh one when it is expected to succeed, else the shared one. */
const pick = async (fresh: boolean, shared: string, maker: () => Promise<string>) => (fresh ? maker() : shared);

const id = (path: string, ...ids: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => ids[i++]);
};
const at =
  (path: string, ...ids: (() => string)[]) =>
  () => ({ url: id(path, ...ids.map((f) => f())) });
const reason = { reason: 'Checked with both sides' };
const depositClaim = { amount: 50_000, reason: 'The door lock was broken and had to be replaced.' };

// prettier-ignore
const table: Row[] = [
  //                                                       visitor client host  o-client o-host keeper moderator admin
  // Bookings
  row('POST /api/bookings/',                               [401, 201, 403, 201, 403, 201, 403, 403], async () => ({
    url: '/api/bookings',
    payload: { listingId: fx.instantListing, startDate: await dayFromToday(t, 27), endDate: await dayFromToday(t, 27) },
  })),
  row('GET /api/bookings/',                                [401, 200, 200, 200, 200, 200, 200, 200]),
  row('GET /api/bookings/{id}',                            [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}', () => fx.confirmed)),
  row('GET /api/bookings/{id}/cancellation',               [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/cancellation', () => fx.confirmed)),
  row('POST /api/bookings/{id}/accept',                    [401, 409, 200, 404, 404, 404, 404, 200], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.pending, make.pending)}/accept`,
  })),
  row('POST /api/bookings/{id}/decline',                   [401, 409, 200, 404, 404, 404, 404, 200], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.pending, make.pending)}/decline`,
    payload: reason,
  })),
  row('POST /api/bookings/{id}/cancel',                    [401, 200, 200, 404, 404, 404, 404, 200], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.confirmed, make.paid)}/cancel`,
    payload: reason,
  })),
  row('GET /api/bookings/{id}/force-majeure',              [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/force-majeure', () => fx.confirmed)),
  row('POST /api/bookings/{id}/force-majeure/cancel',       [401, 200, 200, 404, 404, 404, 404, 200], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.confirmed, make.covered)}/force-majeure/cancel`,
  })),
  row('GET /api/admin/force-majeure',                      [401, 403, 403, 403, 403, 403, 403, 200]),
  row('POST /api/admin/force-majeure',                     [401, 403, 403, 403, 403, 403, 403, 201], async () => ({
    payload: {
      name: `Signal No. 4, ${++events}`,
      places: ['1300000000'],
      startDate: await dayFromToday(t, 90),
      endDate: await dayFromToday(t, 91),
    },
  })),
  row('POST /api/admin/force-majeure/{id}/end',            [401, 403, 403, 403, 403, 403, 403, 200], async (fresh) => ({
    url: `/api/admin/force-majeure/${fresh ? await make.event() : 'x'}/end`,
    payload: { mode: 'withdraw', reason: 'Declared in error.' },
  })),
  row('GET /api/advisories',                               [200, 200, 200, 200, 200, 200, 200, 200]),
  // The legal texts and the consent log (issue 34): the texts for everyone, each person their own
  // consents (no route takes another's id), staff's page and publishing for admins only.
  row('GET /api/legal/{kind}',                             [200, 200, 200, 200, 200, 200, 200, 200], () => ({ url: '/api/legal/terms?lang=fil' })),
  row('GET /api/legal/{kind}/versions',                    [200, 200, 200, 200, 200, 200, 200, 200], () => ({ url: '/api/legal/privacy/versions' })),
  row('GET /api/me/consents',                              [401, 200, 200, 200, 200, 200, 200, 200]),
  row('POST /api/me/consents',                             [401, 200, 200, 200, 200, 200, 200, 200], () => ({
    payload: { kind: 'privacy', version: '2026-01' },
  })),
  row('GET /api/admin/legal',                              [401, 403, 403, 403, 403, 403, 403, 200]),
  row('POST /api/admin/legal/{kind}/versions',             [401, 403, 403, 403, 403, 403, 403, 201], () => ({
    url: '/api/admin/legal/terms/versions',
    // Far ahead, so the version in effect (and the cells above) stays the same.
    payload: {
      label: `v-role-${++legalVersions}`,
      effectiveOn: addCalendarDays(calendarDayIn(TZ, t.clock.now()), 400),
      bodyEn: '## Changes\nPlain words.',
      bodyFil: '## Mga pagbabago\nSimpleng salita.',
    },
  })),
  row('GET /api/bookings/{id}/agreement',                  [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/agreement', () => fx.confirmed)),
  row('POST /api/bookings/{id}/agreement',                 [401, 201, 409, 404, 404, 404, 404, 409], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.unsigned, make.unsigned)}/agreement`,
    payload: { kind: 'typed', name: name(who.client) },
  })),
  row('GET /api/bookings/{id}/agreement/signature',        [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/agreement/signature', () => fx.confirmed)),
  // Move-in and move-out checklists (issue 33): the two sides; admins read only.
  row('GET /api/bookings/{id}/checklists',                 [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/checklists', () => fx.handover)),
  row('PUT /api/bookings/{id}/checklists/{kind}',          [401, 200, 200, 404, 404, 404, 404, 403], () => ({
    url: checklistUrl(fx.handover),
    payload: { items: [], meters: [], notes: 'Two keys handed over.' },
  })),
  row('POST /api/bookings/{id}/checklists/{kind}/photos',  [401, 201, 201, 404, 404, 404, 404, 403], async () => {
    const body = multipartFile('file', 'photo.jpg', 'image/jpeg', await photo('jpeg', 400, 300));
    return { url: `${checklistUrl(fx.handover)}/photos?area=${fx.handoverArea}`, payload: body.payload, headers: body.headers };
  }),
  row('GET /api/bookings/{id}/checklists/{kind}/photos/{photoId}', [401, 200, 200, 404, 404, 404, 404, 200], () => ({
    url: `${checklistUrl(fx.handover)}/photos/${fx.handoverPhoto}`,
  })),
  // A side removes the photos it added: the client's photo is not the host's to remove.
  row('DELETE /api/bookings/{id}/checklists/{kind}/photos/{photoId}', [401, 200, 404, 404, 404, 404, 404, 403], async (fresh) => {
    const [id, photoId] = fresh ? await make.handover() : [fx.handover, fx.handoverPhoto];
    return { url: `${checklistUrl(id)}/photos/${photoId}` };
  }),
  row('POST /api/bookings/{id}/checklists/{kind}/sign',    [401, 201, 201, 404, 404, 404, 404, 403], async (fresh, actor) => ({
    url: `${checklistUrl(fresh ? (await make.handover())[0] : fx.handover)}/sign`,
    payload: actor === 'visitor' ? {} : { kind: 'typed', name: name(who[actor]) },
  })),
  row('GET /api/bookings/{id}/checklists/{kind}/signatures/{side}', [401, 200, 200, 404, 404, 404, 404, 200], () => ({
    url: `${checklistUrl(fx.handoverSigned)}/signatures/client`,
  })),
  row('GET /api/host/bookings',                            [401, 403, 200, 403, 200, 403, 403, 403]),
  row('GET /api/host/bookings/summary',                    [401, 403, 200, 403, 200, 403, 403, 403]),
  row('GET /api/admin/bookings',                           [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/bookings/summary',                   [401, 403, 403, 403, 403, 403, 403, 200]),
  // Payments
  row('POST /api/bookings/{id}/checkout',                  [401, 200, 403, 404, 404, 404, 404, 403], at('/api/bookings/{id}/checkout', () => fx.signed)),
  row('GET /api/bookings/{id}/bills',                      [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/bills', () => fx.tenancy)),
  row('POST /api/bookings/{id}/bills/{billId}/checkout',   [401, 200, 403, 404, 404, 404, 404, 403], at('/api/bookings/{id}/bills/{billId}/checkout', () => fx.tenancy, () => fx.billId)),
  // Autopay is the tenancy's client's own choice (issue 32): the host and admins see there is nothing for them.
  row('GET /api/bookings/{id}/autopay',                    [401, 200, 403, 404, 404, 404, 404, 403], at('/api/bookings/{id}/autopay', () => fx.tenancy)),
  row('PUT /api/bookings/{id}/autopay',                    [401, 200, 403, 404, 404, 404, 404, 403], () => ({
    url: `/api/bookings/${fx.tenancy}/autopay`,
    payload: { enabled: false },
  })),
  row('DELETE /api/bookings/{id}/autopay',                 [401, 200, 403, 404, 404, 404, 404, 403], at('/api/bookings/{id}/autopay', () => fx.tenancy)),
  // Notice is for a running tenancy: the sides reach it (and are refused for a booking of dates), no one else does.
  row('POST /api/bookings/{id}/notice',                    [401, 409, 409, 404, 404, 404, 404, 409], () => ({
    url: `/api/bookings/${fx.confirmed}/notice`,
    payload: reason,
  })),
  row('PUT /api/bookings/{id}/monthly-price',              [401, 403, 409, 403, 404, 403, 404, 403], () => ({
    url: `/api/bookings/${fx.confirmed}/monthly-price`,
    payload: { monthlyPrice: 300000 },
  })),
  row('GET /api/bookings/{id}/payments',                   [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/payments', () => fx.confirmed)),
  row('GET /api/me/payments',                              [401, 200, 403, 200, 403, 200, 403, 403]),
  row('GET /api/me/payments/{id}/receipt',                 [401, 200, 403, 404, 403, 404, 403, 403], at('/api/me/payments/{id}/receipt', () => fx.paymentId)),
  row('GET /api/me/payments/{id}/receipt.pdf',             [401, 200, 403, 404, 403, 404, 403, 403], at('/api/me/payments/{id}/receipt.pdf', () => fx.paymentId)),
  row('GET /api/me/saved-cards',                           [401, 200, 403, 200, 403, 200, 403, 403]),
  // A saved card is its client's: another client is told there is no such card.
  row('DELETE /api/me/saved-cards/{id}',                   [401, 200, 403, 404, 403, 404, 403, 403], async (fresh) => ({
    url: `/api/me/saved-cards/${await pick(fresh, fx.savedCard, make.savedCard)}`,
  })),
  row('GET /api/admin/payments',                           [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/payments/{id}',                      [401, 403, 403, 403, 403, 403, 403, 200], at('/api/admin/payments/{id}', () => fx.paymentId)),
  row('POST /api/admin/payments/{id}/refunds',             [401, 403, 403, 403, 403, 403, 403, 201], () => ({
    url: `/api/admin/payments/${fx.paymentId}/refunds`,
    payload: { amount: 100, ...reason },
  })),
  row('GET /api/admin/bills',                              [401, 403, 403, 403, 403, 403, 403, 200], () => ({ url: '/api/admin/bills?status=open' })),
  row('POST /api/admin/bills/{id}/void',                   [401, 403, 403, 403, 403, 403, 403, 200], async (fresh) => ({
    url: `/api/admin/bills/${await pick(fresh, fx.billId, make.openBill)}/void`,
    payload: reason,
  })),
  row('GET /api/admin/payments/reconciliation',            [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/payments/reconciliation/{id}',       [401, 403, 403, 403, 403, 403, 403, 200], at('/api/admin/payments/reconciliation/{id}', () => fx.reconciliationId)),
  row('POST /api/admin/payments/reconciliation',           [401, 403, 403, 403, 403, 403, 403, 200], () => ({
    url: '/api/admin/payments/reconciliation',
    payload: { day: calendarDayIn(TZ, new Date(t.clock.now().getTime() - 86_400_000)) },
  })),
  // Payouts: the host's money and staff's queue
  row('GET /api/host/wallet',                              [401, 403, 200, 403, 200, 403, 403, 403]),
  row('GET /api/host/wallet/entries',                      [401, 403, 200, 403, 200, 403, 403, 403]),
  row('GET /api/host/payout-methods',                      [401, 403, 200, 403, 200, 403, 403, 403]),
  row('POST /api/host/payout-methods',                     [401, 403, 201, 403, 201, 403, 403, 403], () => ({
    url: '/api/host/payout-methods',
    payload: { type: 'maya', accountName: 'Maria Santos', accountNumber: '0918 765 4321' },
  })),
  row('POST /api/host/payout-methods/{id}/default',        [401, 403, 200, 403, 404, 403, 403, 403], at('/api/host/payout-methods/{id}/default', () => fx.hostMethodId)),
  row('DELETE /api/host/payout-methods/{id}',              [401, 403, 204, 403, 404, 403, 403, 403], async (fresh) => ({
    url: `/api/host/payout-methods/${await pick(fresh, fx.hostMethodId, make.method)}`,
  })),
  row('GET /api/host/payouts',                             [401, 403, 200, 403, 200, 403, 403, 403]),
  row('POST /api/host/payouts',                            [401, 403, 201, 403, 201, 403, 403, 403], (_fresh, actor) => ({
    url: '/api/host/payouts',
    payload: { amount: 10_000, payoutMethodId: fx.methods[actor] ?? fx.methods.host },
  })),
  row('GET /api/admin/hosts/{id}/balances',                [401, 403, 403, 403, 403, 403, 403, 200], () => ({ url: `/api/admin/hosts/${who.host.user.id}/balances` })),
  row('POST /api/admin/hosts/{id}/adjustments',            [401, 403, 403, 403, 403, 403, 403, 201], () => ({
    url: `/api/admin/hosts/${who.host.user.id}/adjustments`,
    payload: { amount: 100, ...reason },
  })),
  row('GET /api/admin/payouts',                            [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/payouts.csv',                        [401, 403, 403, 403, 403, 403, 403, 200]),
  row('POST /api/admin/payouts/{id}/processed',            [401, 403, 403, 403, 403, 403, 403, 200], async (fresh) => ({
    url: `/api/admin/payouts/${await pick(fresh, fx.pendingPayoutId, make.payout)}/processed`,
    payload: { reference: 'INSTAPAY-1' },
  })),
  row('POST /api/admin/payouts/{id}/failed',               [401, 403, 403, 403, 403, 403, 403, 200], async (fresh) => ({
    url: `/api/admin/payouts/${await pick(fresh, fx.pendingPayoutId, make.payout)}/failed`,
    payload: { reason: 'Wrong account' },
  })),
  // Invoices
  row('GET /api/host/invoices',                            [401, 403, 200, 403, 200, 403, 403, 403]),
  row('GET /api/host/invoices/{id}.pdf',                   [401, 403, 200, 403, 404, 403, 403, 403], at('/api/host/invoices/{id}.pdf', () => fx.invoiceId)),
  row('GET /api/host/tax-details',                         [401, 403, 200, 403, 200, 403, 403, 403]),
  row('PUT /api/host/tax-details',                         [401, 403, 200, 403, 200, 403, 403, 403], () => ({ url: '/api/host/tax-details', payload: { tin: '987 654 321 000' } })),
  row('GET /api/host/withholding',                         [401, 403, 200, 403, 200, 403, 403, 403], () => ({ url: `/api/host/withholding?year=${fx.month.slice(0, 4)}` })),
  row('GET /api/admin/invoices',                           [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/invoices/{id}.pdf',                  [401, 403, 403, 403, 403, 403, 403, 200], at('/api/admin/invoices/{id}.pdf', () => fx.invoiceId)),
  row('POST /api/admin/invoices/issue',                    [401, 403, 403, 403, 403, 403, 403, 200], () => ({ url: '/api/admin/invoices/issue', payload: { month: fx.month } })),
  // Disputes
  row('POST /api/disputes',                                [401, 201, 201, 404, 404, 404, 404, 403], async (fresh) => ({
    url: '/api/disputes',
    payload: {
      bookingId: await pick(fresh, fx.confirmed, () => make.paid(26)),
      reason: 'damage',
      description: 'The gate was broken when I arrived and the guard refused entry.',
    },
  })),
  row('GET /api/disputes',                                 [401, 200, 200, 200, 200, 200, 403, 403]),
  row('GET /api/disputes/booking/{bookingId}',             [401, 200, 200, 404, 404, 404, 404, 200], at('/api/disputes/booking/{bookingId}', () => fx.disputed)),
  row('GET /api/disputes/{id}',                            [401, 200, 200, 404, 404, 404, 404, 200], at('/api/disputes/{id}', () => fx.disputeId)),
  row('POST /api/disputes/{id}/messages',                  [401, 201, 201, 404, 404, 404, 404, 201], () => ({
    url: `/api/disputes/${fx.disputeId}/messages`,
    payload: { body: 'Here is what happened.' },
  })),
  row('POST /api/disputes/{id}/photos',                    [401, 201, 201, 404, 404, 404, 404, 404], async () => {
    const body = multipartFile('file', 'photo.jpg', 'image/jpeg', await photo('jpeg', 400, 300));
    return { url: `/api/disputes/${fx.disputeId}/photos`, payload: body.payload, headers: body.headers };
  }),
  row('GET /api/disputes/{id}/photos/{photoId}',           [401, 200, 200, 404, 404, 404, 404, 200], at('/api/disputes/{id}/photos/{photoId}', () => fx.disputeId, () => fx.disputePhotoId)),
  row('GET /api/admin/disputes',                           [401, 403, 403, 403, 403, 403, 403, 200]),
  row('GET /api/admin/disputes/{id}',                      [401, 403, 403, 403, 403, 403, 403, 200], at('/api/admin/disputes/{id}', () => fx.disputeId)),
  row('POST /api/admin/disputes/{id}/messages',            [401, 403, 403, 403, 403, 403, 403, 201], () => ({
    url: `/api/admin/disputes/${fx.disputeId}/messages`,
    payload: { body: 'Please send photos.' },
  })),
  row('POST /api/admin/disputes/{id}/resolve',             [401, 403, 403, 403, 403, 403, 403, 200], async (fresh) => ({
    url: `/api/admin/disputes/${await pick(fresh, fx.disputeId, make.dispute)}/resolve`,
    payload: { decision: 'All back: the space could not be used.', refund: 'full' },
  })),
  // Deposits (issue 33)
  row('GET /api/bookings/{id}/deposit',                    [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/deposit', () => fx.held)),
  row('POST /api/bookings/{id}/deposit/photos',            [401, 403, 201, 404, 404, 404, 404, 403], async () => {
    const body = multipartFile('file', 'photo.jpg', 'image/jpeg', await photo('jpeg', 400, 300));
    return { url: `/api/bookings/${fx.held}/deposit/photos`, payload: body.payload, headers: body.headers };
  }),
  row('GET /api/bookings/{id}/deposit/photos/{photoId}',   [401, 200, 200, 404, 404, 404, 404, 200], at('/api/bookings/{id}/deposit/photos/{photoId}', () => fx.held, () => fx.depositPhotoId)),
  row('POST /api/bookings/{id}/deposit/claim',             [401, 403, 201, 404, 404, 404, 404, 403], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.held, () => make.held(34))}/deposit/claim`,
    payload: depositClaim,
  })),
  row('POST /api/bookings/{id}/deposit/accept',            [401, 200, 403, 404, 404, 404, 404, 403], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.claimed, () => make.claimed(35))}/deposit/accept`,
  })),
  row('POST /api/bookings/{id}/deposit/dispute',           [401, 201, 403, 404, 404, 404, 404, 403], async (fresh) => ({
    url: `/api/bookings/${await pick(fresh, fx.claimed, () => make.claimed(36))}/deposit/dispute`,
    payload: { description: 'The lock was already broken when I moved in.' },
  })),
  // Reviews
  row('POST /api/bookings/{id}/reviews',                   [401, 201, 201, 404, 404, 404, 404, 404], () => ({
    url: `/api/bookings/${fx.completed}/reviews`,
    payload: { rating: 4, comment: 'Clean, dry and easy to reach.' },
  })),
  row('GET /api/me/reviews',                               [401, 200, 200, 200, 200, 200, 200, 200]),
  row('POST /api/reviews/{id}/reply',                      [401, 404, 200, 404, 404, 404, 404, 404], () => ({
    url: `/api/reviews/${fx.reviewId}/reply`,
    payload: { body: 'Thank you for storing with us.' },
  })),
  row('POST /api/reviews/{id}/report',                     [401, 403, 200, 200, 200, 200, 200, 200], () => ({
    url: `/api/reviews/${fx.reviewId}/report`,
    payload: { reason: 'It names a guard of the building.' },
  })),
  row('GET /api/listings/{id}/reviews',                    [200, 200, 200, 200, 200, 200, 200, 200], at('/api/listings/{id}/reviews', () => fx.instantListing)),
  row('GET /api/admin/reviews',                            [401, 403, 403, 403, 403, 403, 200, 200]),
  row('POST /api/admin/reviews/{id}/hide',                 [401, 403, 403, 403, 403, 403, 200, 200], async (fresh) => ({
    url: `/api/admin/reviews/${await pick(fresh, fx.reviewId, make.review)}/hide`,
    payload: reason,
  })),
  row('POST /api/admin/reviews/{id}/restore',              [401, 403, 403, 403, 403, 403, 200, 200], async (fresh) => ({
    url: `/api/admin/reviews/${await pick(fresh, fx.reviewId, make.hiddenReview)}/restore`,
  })),
  row('POST /api/admin/reviews/recompute',                 [401, 403, 403, 403, 403, 403, 403, 200]),
  // The access pass and the gate (issue 33): the gate keeper is an ordinary client account the host named for fx.instantListing.
  row('GET /api/bookings/{id}/pass',                       [401, 200, 404, 404, 404, 404, 404, 404], at('/api/bookings/{id}/pass', () => fx.confirmed)),
  row('GET /api/bookings/{id}/scans',                      [401, 200, 200, 404, 404, 404, 404, 404], at('/api/bookings/{id}/scans', () => fx.confirmed)),
  row('GET /api/host/check-in/listings',                   [401, 200, 200, 200, 200, 200, 403, 403]),
  // Who is checked in now at the instant listing's gate: its host and keeper; a client or another host may not check it.
  row('GET /api/host/check-ins',                           [401, 404, 200, 404, 404, 200, 403, 403], () => ({
    url: `/api/host/check-ins?listingId=${fx.instantListing}`,
  })),
  row('POST /api/host/check-ins',                          [401, 404, 200, 404, 404, 200, 403, 403], async (fresh) => ({
    url: '/api/host/check-ins',
    payload: { code: await pick(fresh, fx.passCode, make.passToday) },
  })),
  row('POST /api/host/check-ins/{id}/check-out',           [401, 404, 200, 404, 404, 200, 403, 403], async (fresh) => ({
    url: `/api/host/check-ins/${await pick(fresh, fx.checkInId, make.checkIn)}/check-out`,
    payload: {},
  })),
  row('GET /api/host/listings/{id}/gate-keepers',          [401, 403, 200, 403, 404, 403, 403, 403], at('/api/host/listings/{id}/gate-keepers', () => fx.instantListing)),
  row('POST /api/host/listings/{id}/gate-keepers',         [401, 403, 201, 403, 404, 403, 403, 403], () => ({
    url: `/api/host/listings/${fx.instantListing}/gate-keepers`,
    payload: { phone: '0917 000 5678' },
  })),
  row('DELETE /api/host/listings/{id}/gate-keepers/{keeperId}', [401, 403, 204, 403, 404, 403, 403, 403], async (fresh) => ({
    url: `/api/host/listings/${fx.instantListing}/gate-keepers/${await pick(fresh, fx.keeperId, make.keeper)}`,
  })),
  // Anyone signed in may read an invite they hold the link of; only the invited number's account accepts.
  row('GET /api/gate-keepers/invites/{token}',             [401, 200, 200, 200, 200, 200, 403, 403], at('/api/gate-keepers/invites/{token}', () => fx.inviteToken)),
  row('POST /api/gate-keepers/invites/{token}/accept',     [401, 403, 409, 403, 403, 200, 403, 403], async (fresh) => ({
    url: `/api/gate-keepers/invites/${await pick(fresh, fx.inviteToken, make.invite)}/accept`,
  })),
];

/** The areas of the table: every operation with one of these tags (the gateways' own calls aside). */
const areas = [
  'bookings',
  'payments',
  'money',
  'disputes',
  'admin disputes',
  'reviews',
  'access pass',
  'force majeure',
  'deposits',
  'legal', // the legal texts and each person's consents (issue 34)
];

async function send(r: Row, actor: Actor, expected: number) {
  const method = r.op.split(' ')[0] as Call['method'];
  const call = { url: r.op.split(' ')[1], ...(await r.call(expected < 300, actor)) };
  const cookie = actor === 'visitor' ? {} : { cookie: who[actor].cookie };
  return t.app.inject({ method, url: call.url, payload: call.payload, headers: { ...call.headers, ...cookie } });
}

describe('the role table: every booking, payment, payout, invoice, dispute and review action × 8 callers', () => {
  it('has a row for every operation of those areas in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/webhooks/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod)
          .filter(([, op]) => op.tags?.some((tag) => areas.includes(tag)))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(table.map((r) => r.op).sort()).toEqual(ops.sort());
  });

  it.each(table.map((r) => [r.op, r] as const))('%s', async (_op, r) => {
    const got: number[] = [];
    for (const [i, actor] of actors.entries()) got.push((await send(r, actor, r.expected[i])).statusCode);
    expect(got, actors.join(', ')).toEqual(r.expected);
  });
});
