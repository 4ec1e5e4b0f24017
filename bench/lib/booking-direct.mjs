// The booking transaction of POST /api/bookings without the server, for bench/booking.mjs: the
// statements the server's repositories run (bench/lib/booking-sql.ts captures their SQL) sent
// straight through `pg` or PGlite in this process: lock the listing's row, read the claims that
// overlap the dates, check that the units fit (the sweep of domain/src/bookings/capacity.ts),
// insert the booking with its event, read the two sides and queue a request's email to the host. The same refusals as the service (capacity_exceeded, …),
// each rolling the transaction back.
import { uuidv7 } from 'uuidv7';

const DAY = 86_400_000;
/** The platform's zone, Asia/Manila: UTC+8 all year. */
const ZONE_OFFSET_MS = 8 * 3_600_000;
const dayStart = (date) => Date.parse(`${date}T00:00:00Z`) - ZONE_OFFSET_MS;
/** A day booking's instants: 00:00 of its first day to 00:00 after its last, in the platform's zone. */
export const dayRange = (startDate, endDate) => ({ start: dayStart(startDate), end: dayStart(endDate) + DAY });

/** domain/src/bookings/capacity.ts mostInUse, on millisecond ranges. */
function mostInUse(claims, range) {
  const events = [];
  for (const c of claims) {
    if (c.units <= 0 || !(c.start < range.end && range.start < c.end)) continue;
    events.push([Math.max(c.start, range.start), c.units]);
    if (c.end < range.end) events.push([c.end, -c.units]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inUse = 0;
  let most = 0;
  for (const [, delta] of events) {
    inUse += delta;
    if (inUse > most) most = inUse;
  }
  return most;
}

const toClaim = (r) =>
  r.starts_at && r.ends_at
    ? { start: new Date(r.starts_at).getTime(), end: new Date(r.ends_at).getTime(), units: r.units }
    : { ...dayRange(r.start_date, r.end_date), units: r.units };

export class Refusal extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** A statement's parameters by name, in the order its SQL numbers them. */
const args = (st, values) =>
  st.params.map((p) => {
    if (!(p in values)) throw new Error(`no value for ${p}`);
    return values[p];
  });

/** Fees as the quote computes them with the default settings (9 % platform fee, no tax). */
function quoteOf(listing, days, units) {
  const amount = listing.price_per_day * days * units;
  const platformFee = Math.round((amount * 9) / 100);
  return {
    lines: [{ unit: 'day', count: days, price: listing.price_per_day, amount: listing.price_per_day * days }],
    units,
    subtotal: amount,
    taxRate: 0,
    tax: 0,
    total: amount,
    platformFeePercentage: 9,
    platformFee,
    hostEarnings: amount - platformFee,
  };
}

/**
 * One booking, `q(text, params)` running statements inside an open transaction: resolves with
 * the booking's id, or throws a Refusal (the caller rolls back).
 */
export async function bookIn(q, sql, { listingId, clientId, startDate, endDate, units }) {
  const listing = (await q(sql.lock.sql, args(sql.lock, { listingId }))).rows[0];
  if (!listing) throw new Refusal('not_found');
  if (listing.host_id === clientId) throw new Refusal('own_listing');
  if (listing.status !== 'active') throw new Refusal('listing_not_bookable');
  if (units > listing.capacity) throw new Refusal('capacity_exceeded');
  const range = dayRange(startDate, endDate);
  const claims = (await q(sql.claims.sql, args(sql.claims, { listingId, from: startDate, to: endDate }))).rows;
  if (mostInUse(claims.map(toClaim), range) + units > listing.capacity) throw new Refusal('capacity_exceeded');
  const now = new Date();
  const days = Math.round((range.end - range.start) / DAY);
  const quote = quoteOf(listing, days, units);
  const instant = listing.instant_book;
  const status = instant ? 'awaiting_payment' : 'pending';
  const startsAt = new Date(range.start);
  const due = instant
    ? { dueAction: 'expire_payment', dueAt: new Date(Math.min(now.getTime() + 30 * 60_000, range.start)) }
    : { dueAction: 'expire_request', dueAt: new Date(Math.min(now.getTime() + 24 * 3_600_000, range.start)) };
  const id = uuidv7();
  const eventOf = {
    id: uuidv7(),
    bookingId: id,
    action: instant ? 'book_instantly' : 'request',
    actor: 'client',
    actorId: clientId,
    fromStatus: null,
    toStatus: status,
    reason: null,
    createdAt: now,
  };
  await q(
    sql.insertBooking.sql,
    args(sql.insertBooking, {
      id,
      listingId,
      clientId,
      hostId: listing.host_id,
      mode: instant ? 'instant' : 'request',
      kind: 'days',
      startDate,
      endDate,
      startsAt,
      endsAt: new Date(range.end),
      units,
      quote: JSON.stringify(quote),
      total: quote.total,
      cancellationPolicy: listing.cancellation_policy,
      listingTitle: listing.title ?? '',
      idempotencyKey: null,
      createdAt: now,
      updatedAt: now,
      status,
      ...due,
      ...Object.fromEntries(Object.entries(eventOf).map(([k, v]) => [`event.${k}`, v])),
    }),
  );
  // The effects: a request's email to the host (an instant booking tells nobody until paid).
  const sides = (await q(sql.users.sql, args(sql.users, { clientId, hostId: listing.host_id }))).rows;
  const host = sides.find((u) => u.id === listing.host_id);
  if (!instant && host) {
    const text = `Hi ${host.first_name},\n\nA client asked to book “${listing.title}” from ${startDate} to ${endDate}.`;
    await q(
      sql.queueEmail.sql,
      args(sql.queueEmail, {
        taskId: uuidv7(),
        kind: 'email',
        payload: JSON.stringify({ to: host.email, subject: `New booking request: ${listing.title}`, text }),
        recipient: host.email,
        summary: `New booking request: ${listing.title}`,
        at: now,
        dueAt: now,
      }),
    );
    const notification = {
      nId: uuidv7(),
      userId: host.id,
      type: 'booking',
      subType: 'new_booking',
      priority: 'normal',
      requiresAction: true,
      title: `New booking request: ${listing.title}`,
      message: `A client asked to book “${listing.title}” from ${startDate} to ${endDate}.`,
      data: JSON.stringify({ bookingId: id, listingTitle: listing.title, startDate, endDate, status: 'pending' }),
      actionUrl: `/host/bookings/${id}`,
      at: now,
    };
    await q(sql.insertNotification.sql, args(sql.insertNotification, notification));
    await q(
      sql.queueEmail.sql,
      args(sql.queueEmail, {
        taskId: uuidv7(),
        kind: 'realtime',
        payload: JSON.stringify({ topic: `user:${host.id}`, data: notification, origin: null, latestOnly: false }),
        recipient: null,
        summary: `topic user:${host.id}`,
        at: now,
        dueAt: now,
      }),
    );
  }
  return id;
}

/** The transaction on a `pg` pool: its own connection, BEGIN … COMMIT, ROLLBACK on a refusal. */
export function pgBooker(pool, sql) {
  return async (input) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      try {
        const id = await bookIn((text, params) => client.query(text, params), sql, input);
        await client.query('commit');
        return id;
      } catch (err) {
        await client.query('rollback');
        throw err;
      }
    } finally {
      client.release();
    }
  };
}

/** The transaction in PGlite (one at a time: PGlite runs a single session). */
export function pgliteBooker(db, sql) {
  return (input) => db.transaction((tx) => bookIn((text, params) => tx.query(text, params), sql, input));
}
