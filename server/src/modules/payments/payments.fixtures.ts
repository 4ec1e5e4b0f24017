import { expect } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from '../../test/app';
import type { BuiltUser } from '../../test/builders';
import { newId } from '../../lib/ids';
import { as, dayFromToday } from '../listings/core/listings.fixtures';
import { cities, insertListing, type LiveListingOptions } from '../listings/search/listings-search.fixtures';
import type { GatewayCheckout } from '../gateways/gateway.types';
import { SANDBOX_SIGNATURE_HEADER, sandboxGatewayOf, sandboxWebhookSecret } from '../gateways/sandbox.gateway';
import { signatureHeader } from '../gateways/webhook-signature';

/** An instant-book listing (so a booking awaits payment at once), ₱100 a day unless told. */
export const instantListing = (t: TestApp, hostId: string, o: Partial<LiveListingOptions> = {}) =>
  insertListing(t, hostId, { city: cities.makati, instantBook: true, capacity: 10, ...o });

/** A booking awaiting payment from `fromDay` to `toDay` days ahead, its agreement signed by typing. */
export async function bookingToPay(t: TestApp, client: BuiltUser, listingId: string, fromDay = 10, toDay = fromDay) {
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId,
    startDate: await dayFromToday(t, fromDay),
    endDate: await dayFromToday(t, toDay),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const name = `${client.user.firstName} ${client.user.lastName}`;
  const signed = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name });
  expect(signed.statusCode, signed.body).toBe(201);
  return id;
}

export async function openCheckout(t: TestApp, client: BuiltUser, bookingId: string) {
  const res = await as(t, client.cookie).post(`/api/bookings/${bookingId}/checkout`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { paymentId: string; checkoutUrl: string; expiresAt: string; testMode: boolean };
}

/** The hosted page as a browser gets it, and its form's token. */
export async function sandboxPage(t: TestApp, checkoutUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: checkoutUrl });
  const token = /name="token" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return { res, token };
}

/** Submits the hosted page's form as a browser would (same origin, form-encoded). */
export async function submitSandbox(
  t: TestApp,
  checkoutUrl: string,
  fields: { outcome: 'authorise' | 'fail'; method?: string; token?: string; card?: string },
  headers: Record<string, string> = {},
) {
  const token = fields.token ?? (await sandboxPage(t, checkoutUrl)).token;
  const form = new URLSearchParams({
    token,
    outcome: fields.outcome,
    ...(fields.method ? { method: fields.method } : {}),
    ...(fields.card ? { card: fields.card } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    payload: form.toString(),
  });
}

/** Pays a booking through the sandbox page with GCash; answers the checkout. */
export async function payBooking(t: TestApp, client: BuiltUser, bookingId: string, method = 'gcash') {
  const c = await openCheckout(t, client, bookingId);
  const res = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method });
  expect(res.statusCode, res.body).toBe(303);
  return c;
}

const checkoutIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

/** A sandbox event about a checkout, as the sandbox would send it (the checkout's state can be changed). */
export async function sandboxEvent(t: TestApp, checkoutUrl: string, change: Partial<GatewayCheckout> = {}) {
  const checkout = (await sandboxGatewayOf(t.ctx).retrieveCheckout(checkoutIdOf(checkoutUrl)))!;
  const c = { ...checkout, ...change };
  const id = newId();
  return {
    id,
    type: `checkout.${c.status}`,
    created: Math.floor(t.clock.now().getTime() / 1000),
    livemode: false,
    data: { checkout: { ...c, expiresAt: c.expiresAt.toISOString(), paidAt: c.paidAt?.toISOString() ?? null } },
  };
}

/** Posts `event` to the sandbox webhook endpoint, signed with the sandbox's secret (or `secret`) at `at`. */
export function postWebhook(t: TestApp, event: object, opts: { at?: Date; secret?: string; body?: string } = {}) {
  const body = opts.body ?? JSON.stringify(event);
  const ts = Math.floor((opts.at ?? t.clock.now()).getTime() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signatureHeader(opts.secret ?? sandboxWebhookSecret(t.ctx.env), ts, body),
    },
    payload: body,
  });
}

/** Makes the sandbox's webhooks get lost (true) or arrive again (false). */
export function loseWebhooks(t: TestApp, lost: boolean) {
  const g = sandboxGatewayOf(t.ctx);
  const saved = (g as unknown as { savedTransport?: typeof g.transport }).savedTransport ?? g.transport;
  (g as unknown as { savedTransport?: typeof g.transport }).savedTransport = saved;
  g.transport = lost ? async () => 503 : saved;
}

export const statusOf = async (t: TestApp, bookingId: string) =>
  (await t.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow()).status;

export const paymentsOf = (t: TestApp, bookingId: string) =>
  t.db
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const refundsOf = (t: TestApp, bookingId: string) =>
  t.db
    .selectFrom('refunds')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** A ledger's transactions as sorted `kind:sum` (each sum must be 0). */
export const kindsOf = (ledger: { transactions: { kind: string; sum: number }[] }) =>
  ledger.transactions.map((x) => `${x.kind}:${x.sum}`).sort();

/** Every ledger transaction's sum (each must be 0), and each account's balance, for a booking or all. */
export async function ledgerOf(t: TestApp, bookingId?: string) {
  const where = bookingId ? sql`where booking_id = ${bookingId}` : sql``;
  const { rows: sums } = await sql<{ transactionId: string; kind: string; sum: number }>`
    select transaction_id as "transactionId", kind, sum(amount)::bigint as sum from ledger_entries ${where}
    group by transaction_id, kind`.execute(t.db);
  const { rows: accounts } = await sql<{ account: string; balance: number }>`
    select account, sum(amount)::bigint as balance from ledger_entries ${where} group by account`.execute(t.db);
  return {
    transactions: sums.map((s) => ({ ...s, sum: Number(s.sum) })),
    balances: Object.fromEntries(accounts.map((a) => [a.account, Number(a.balance)])) as Record<string, number>,
  };
}
