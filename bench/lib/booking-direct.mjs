// The booking transaction of POST /api/bookings without the server, for bench/booking.mjs: every
// statement the server runs in it, in its order (bench/lib/booking-sql.ts captures them from the
// server's own createBooking, for a request and for an instant booking), sent straight through
// `pg` or PGlite in this process with this booking's values. The checks between them are the
// service's, on what the statements answer: the listing (found, not the client's own, live, enough
// units), the client's open requests against the caps, the units in use over the dates; each
// refusal rolls the transaction back with the service's code. What the server computes in
// JavaScript (the stay's instants, the quote, the request's timer, new ids) is computed here too.
// Through `pg`, the statements go unnamed, as plain SQL is sent (PostgreSQL parses and plans each);
// `prepared`: those the server prepares go named, as the server sends them (decision 0081).
import { uuidv7 } from 'uuidv7';

const DAY = 86_400_000;
/** The platform's zone, Asia/Manila: UTC+8 all year. */
const ZONE_OFFSET_MS = 8 * 3_600_000;
const dayStart = (date) => Date.parse(`${date}T00:00:00Z`) - ZONE_OFFSET_MS;
/** A day booking's instants: 00:00 of its first day to 00:00 after its last, in the platform's zone. */
export const dayRange = (startDate, endDate) => ({ start: dayStart(startDate), end: dayStart(endDate) + DAY });

export class Refusal extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** The quote as the server makes it with the default settings (9 % platform fee, no tax, 5 % cancellation fee). */
function quoteOf(listing, startDate, days, units) {
  const perUnit = listing.price_per_day * days;
  const subtotal = perUnit * units;
  const platformFee = Math.round((subtotal * 9) / 100);
  return {
    stay: { days, from: startDate },
    units,
    lines: [{ unit: 'day', count: days, price: listing.price_per_day, amount: perUnit }],
    subtotal,
    taxRate: 0,
    tax: 0,
    total: subtotal,
    platformFeePercentage: 9,
    platformFee,
    hostEarnings: subtotal - platformFee,
    cancellationFeePercentage: 5,
    firstDay: listing.price_per_day * units,
  };
}

/** A statement's parameters from `values` (booking-sql.ts: by name, in a text, or constant); new ids made on first use. */
function args(st, values) {
  const valueOf = (name) => {
    if (!(name in values)) {
      if (!name.startsWith('newId#')) throw new Error(`no value for ${name}`);
      values[name] = uuidv7();
    }
    return values[name];
  };
  return st.params.map((p) => {
    if ('name' in p) return valueOf(p.name);
    if ('template' in p) return p.template.replace(/\{\{([^}]+)\}\}/g, (_, n) => String(valueOf(n)));
    if ('date' in p) return new Date(p.date);
    return p.value;
  });
}

/** How many statements two plans share from their start (what runs before the listing's mode is known). */
function sharedStart(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n].sql === b[n].sql) n++;
  if (!a.slice(0, n).some((s) => s.label === 'listingLock'))
    throw new Error('the plans part before the listing is locked');
  return n;
}

/**
 * One booking, `q(text, params)` running statements inside an open transaction: resolves with
 * the booking's id, or throws a Refusal (the caller rolls back). `plans`: booking-sql.ts's output;
 * `caps`: the settings' open-request caps the server runs with.
 */
export async function bookIn(q, plans, caps, { listingId, clientId, startDate, endDate, units }) {
  const shared = sharedStart(plans.request, plans.instant);
  const values = { listingId, clientId, startDate, endDate, units };
  const range = dayRange(startDate, endDate);
  values.startsAt = new Date(range.start);
  values.endsAt = new Date(range.end);
  let listing = null;
  const run = async (st) => {
    const { rows } = await q(st.sql, args(st, values));
    const r = rows[0];
    if (st.label === 'listingLock') {
      listing = r;
      if (!listing) throw new Refusal('not_found');
      if (listing.host_id === clientId) throw new Refusal('own_listing');
      if (listing.status !== 'active') throw new Refusal('listing_not_bookable');
      if (units > listing.capacity) throw new Refusal('capacity_exceeded');
      const now = new Date();
      const days = Math.round((range.end - range.start) / DAY);
      const quote = quoteOf(listing, startDate, days, units);
      const wait = listing.instant_book ? 30 * 60_000 : 24 * 3_600_000;
      Object.assign(values, {
        bookingId: uuidv7(),
        hostId: listing.host_id,
        listingTitle: listing.title ?? '',
        cancellationPolicy: listing.cancellation_policy,
        quote: JSON.stringify(quote),
        total: quote.total,
        now,
        dueAt: new Date(Math.min(now.getTime() + wait, range.start)),
      });
    }
    if (r && 'all' in r && 'here' in r) {
      if (r.all >= caps.maxOpenRequests || r.here >= caps.maxOpenRequestsPerListing) {
        throw new Refusal('open_requests_limit');
      }
    }
    if (r && 'used' in r && r.used + units > listing.capacity) throw new Refusal('capacity_exceeded');
  };
  for (const st of plans.request.slice(0, shared)) await run(st);
  const plan = listing.instant_book ? plans.instant : plans.request;
  for (const st of plan.slice(shared)) await run(st);
  return values.bookingId;
}

/** A name for each text prepared (per connection, as the server names its own). */
const names = new Map();
const nameOf = (text) => {
  if (!names.has(text)) names.set(text, `bench_${names.size + 1}`);
  return names.get(text);
};

/** The transaction on a `pg` pool: its own connection, BEGIN … COMMIT, ROLLBACK on a refusal. */
export function pgBooker(pool, plans, caps, { prepared = false } = {}) {
  const named = new Set(
    prepared ? [...plans.request, ...plans.instant].filter((s) => s.prepared).map((s) => s.sql) : [],
  );
  const send = (client, text, values) =>
    named.has(text) ? client.query({ name: nameOf(text), text, values }) : client.query(text, values);
  return async (input) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      try {
        const id = await bookIn((text, params) => send(client, text, params), plans, caps, input);
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
export function pgliteBooker(db, plans, caps) {
  return (input) => db.transaction((tx) => bookIn((text, params) => tx.query(text, params), plans, caps, input));
}
