// Run by bench/analytics.mjs with tsx on a throw-away PostgreSQL database (BENCH_DB_URL): migrates
// it with the server's migrations, fills it in bulk (FILL below), then times the server's own
// analytics: each query of server/src/modules/analytics/analytics.repository.ts, and the whole of
// GET /api/host/analytics and GET /api/admin/analytics as their service computes them (the
// queries side by side on the server's pool of 10). Prints the figures as JSON. Not part of the app.
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../server/src/db/client';
import type { AppContext } from '../../server/src/context';
import { analyticsRepository as repo } from '../../server/src/modules/analytics/analytics.repository';
import { adminAnalytics, hostAnalytics } from '../../server/src/modules/analytics/analytics.service';
import type { AuthUser } from '../../server/src/modules/users/user.mapper';

const BOOKINGS = Number(process.env.BOOKINGS ?? 100_000);
const HOSTS = Number(process.env.HOSTS ?? 2_000);
const LISTINGS = HOSTS * 5;
const CLIENTS = Number(process.env.CLIENTS ?? 20_000);
const HOST_CALLS = Number(process.env.HOST_CALLS ?? 300);
const ADMIN_CALLS = Number(process.env.ADMIN_CALLS ?? 40);
const TZ = 'Asia/Manila';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL');
const log = (s: string) => process.stderr.write(`${s}\n`);

const FILL = `
insert into users (id, email, name, first_name, last_name, phone, user_type, type, password_hash, created_at, updated_at)
  select 'h' || i, 'h' || i || '@bench.test', 'Host ' || i, 'Host', i::text, '+63 900 ' || i, 'host', 'host', 'x',
    now() - ((i * 37 % 420) || ' days')::interval, now() from generate_series(1, ${HOSTS}) i;
insert into users (id, email, name, first_name, last_name, phone, user_type, type, password_hash, created_at, updated_at)
  select 'c' || i, 'c' || i || '@bench.test', 'Client ' || i, 'Client', i::text, '+63 901 ' || i, 'client', 'client', 'x',
    now() - ((i * 53 % 420) || ' days')::interval, now() from generate_series(1, ${CLIENTS}) i;
insert into listings (id, host_id, type, status, title, city_name, province_name, barangay_name, capacity,
    cancellation_policy, price_per_day, approved_at, created_at, updated_at)
  select 'l' || i, 'h' || (1 + (i - 1) % ${HOSTS}), (array['storage','parking','warehouse'])[1 + i % 3], 'active',
    'Listing ' || i, 'City ' || (i % 40), 'Province ' || (i % 8), 'Barangay ' || (i % 240), 1 + i % 10, 'flexible', 10000,
    now() - ((400 + i % 60) || ' days')::interval, now() - interval '470 days', now() from generate_series(1, ${LISTINGS}) i;
insert into listing_blocks (id, listing_id, start_date, end_date, units)
  select 'k' || i, 'l' || (1 + (i * 13) % ${LISTINGS}), current_date - (i % 380), current_date - (i % 380) + 3, 1
  from generate_series(1, ${LISTINGS / 2}) i;
insert into bookings (id, listing_id, client_id, host_id, status, mode, kind, start_date, end_date, starts_at, ends_at,
    units, quote, total, cancellation_policy, listing_title, created_at, updated_at, confirmed_at, accepted_at)
  select 'b' || i, 'l' || l, 'c' || (1 + i % ${CLIENTS}), 'h' || (1 + (l - 1) % ${HOSTS}), st, md, 'days', sd, sd + len - 1,
    sd::timestamp at time zone '${TZ}', (sd + len)::timestamp at time zone '${TZ}', 1, '{}', 11000 * len, 'flexible',
    'Listing ' || l, cr, cr,
    case when st in ('confirmed','active','completed') then cr + interval '2 hours' end,
    case when md = 'request' and st not in ('declined','expired','pending') then cr + ((i % 600) || ' minutes')::interval end
  from (
    select i, 1 + (i * 7919) % ${LISTINGS} as l, (current_date - 395 + (i * 31) % 420) as sd, 1 + i % 14 as len,
      case when i % 2 = 0 then 'request' else 'instant' end as md,
      (array['completed','completed','completed','completed','completed','completed','completed','completed','completed',
        'completed','completed','confirmed','active','cancelled','cancelled','declined','expired','pending','awaiting_payment',
        'completed'])[1 + i % 20] as st0,
      ((current_date - 395 + (i * 31) % 420) - (2 + i % 20))::timestamp at time zone '${TZ}' + ((i % 24) || ' hours')::interval as cr
    from generate_series(1, ${BOOKINGS}) i
  ) x, lateral (select case when md = 'instant' and st0 in ('declined','expired','pending') then 'completed' else st0 end as st) s;
update bookings set status = 'confirmed' where status in ('completed','active') and start_date > current_date;
insert into process_events (id, process, record_id, action, actor, from_status, to_status, created_at)
  select 'e' || id, 'booking', id, case status when 'declined' then 'decline' when 'expired' then 'expire_request' else 'accept' end,
    case status when 'expired' then 'system' else 'host' end, 'pending',
    case status when 'declined' then 'declined' when 'expired' then 'expired' else 'awaiting_payment' end,
    coalesce(accepted_at, created_at + interval '3 hours')
  from bookings where mode = 'request' and status <> 'pending';
insert into payments (id, booking_id, gateway, amount, status, gateway_status, idempotency_key, expires_at, created_at, paid_at, gateway_fee)
  select 'p' || id, id, 'sandbox', total, 'paid', 'paid', 'k' || id, confirmed_at, confirmed_at, confirmed_at, total / 40
  from bookings where confirmed_at is not null;
insert into refunds (id, payment_id, booking_id, amount, reason, status, idempotency_key, created_at)
  select 'r' || id, 'p' || id, id, total / 2, 'cancellation', 'succeeded', 'rk' || id, confirmed_at + interval '1 day'
  from bookings where confirmed_at is not null and right(id, 2) = '07';
insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, payment_id, host_id, created_at)
  select 'lp' || a.n || b.id, 'tp' || b.id, 'payment', a.account,
    case a.account when 'gateway_clearing' then b.total when 'host_pending' then -(b.total - b.total / 10) else -(b.total / 10) end,
    b.id, 'p' || b.id, case when a.account = 'host_pending' then b.host_id end, b.confirmed_at
  from bookings b cross join (values (1, 'gateway_clearing'), (2, 'host_pending'), (3, 'platform_fees')) a(n, account)
  where b.confirmed_at is not null;
insert into ledger_entries (id, transaction_id, kind, account, amount, booking_id, host_id, created_at)
  select 'lr' || a.n || b.id, 'tr' || b.id, 'release', a.account,
    case a.account when 'host_pending' then b.total - b.total / 10 else -(b.total - b.total / 10) end,
    b.id, b.host_id, b.starts_at + interval '7 days'
  from bookings b cross join (values (1, 'host_pending'), (2, 'host_available')) a(n, account)
  where b.confirmed_at is not null and b.starts_at + interval '7 days' < now();
insert into booking_earnings (booking_id, host_id, pending)
  select booking_id, min(host_id), -sum(amount) from ledger_entries where account = 'host_pending' group by booking_id;
insert into payout_methods (id, host_id, type, account_name, account_number, usable_from)
  select 'm' || i, 'h' || i, 'gcash', 'Host', '0917', now() - interval '500 days' from generate_series(1, ${HOSTS}) i;
insert into payouts (id, host_id, payout_method_id, method, amount, status, requested_by, created_at, processed_at, updated_at)
  select 'po' || i || '-' || mo, 'h' || i, 'm' || i, '{}', 50000 + (i * mo) % 90000,
    case when (i + mo) % 25 = 0 then 'failed' else 'processed' end, 'auto',
    date_trunc('month', now()) - (mo || ' months')::interval, date_trunc('month', now()) - (mo || ' months')::interval + interval '1 day', now()
  from generate_series(1, ${HOSTS}) i, generate_series(1, 12) mo;
insert into host_balances (host_id, pending, available, paid_out)
  select h.id, coalesce(s.pending, 0), 0, coalesce(p.paid, 0) from users h
    left join (select host_id, -sum(amount) filter (where account = 'host_pending') as pending from ledger_entries where host_id is not null group by host_id) s on s.host_id = h.id
    left join (select host_id, sum(amount) as paid from payouts where status = 'processed' group by host_id) p on p.host_id = h.id
  where h.type = 'host';
insert into listing_daily_views (listing_id, day, views)
  select 'l' || i, current_date - d, 1 + (i + d) % 9 from generate_series(1, ${LISTINGS}) i, generate_series(0, 400, 5) d;
`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};

async function main() {
  const { db, close } = await openDatabase({ url });
  await migrate(db);
  log('migrated; filling…');
  const t0 = performance.now();
  for (const statement of FILL.split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean))
    await sql.raw(statement).execute(db);
  await sql.raw('vacuum analyze').execute(db); // as autovacuum would have: the visibility map for index-only scans
  const fillMs = Math.round(performance.now() - t0);
  const { rows: counts } = await sql<{
    b: number;
    l: number;
    v: number;
  }>`select (select count(*)::int from bookings) as b,
    (select count(*)::int from ledger_entries) as l, (select count(*)::int from listing_daily_views) as v`.execute(db);
  log(`filled in ${fillMs} ms: ${JSON.stringify(counts[0])}`);

  const now = new Date();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const from = `${m === 12 ? y : y - 1}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}`;
  const range = { from, to: month, timeZone: TZ };
  const ctx = {
    db,
    clock: { now: () => new Date() },
    settings: { get: async () => ({ general: { timezone: TZ } }) },
  } as unknown as AppContext;

  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const hostOf = () => `h${1 + Math.floor(rand() * HOSTS)}`;

  async function time(name: string, calls: number, run: () => Promise<unknown>) {
    for (let i = 0; i < Math.min(10, calls); i++) await run(); // warm-up
    const ms: number[] = [];
    for (let i = 0; i < calls; i++) {
      const s = performance.now();
      await run();
      ms.push(performance.now() - s);
    }
    const r = { name, calls, p50: pct(ms, 50), p99: pct(ms, 99), max: Math.round(Math.max(...ms) * 10) / 10 };
    log(`${name.padEnd(34)} p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms`);
    return r;
  }

  const results = [];
  results.push(await time('host: occupancy per listing', HOST_CALLS, () => repo.hostOccupancy(db, hostOf(), range)));
  results.push(await time('host: earnings by month', HOST_CALLS, () => repo.hostEarnings(db, hostOf(), range)));
  results.push(await time('host: views → bookings', HOST_CALLS, () => repo.hostFunnel(db, hostOf(), range)));
  results.push(await time('host: responses', HOST_CALLS, () => repo.hostResponses(db, hostOf(), range)));
  results.push(await time('host: listings and rating', HOST_CALLS, () => repo.hostListings(db, hostOf())));
  results.push(
    await time('GET /api/host/analytics (service)', HOST_CALLS, () =>
      hostAnalytics(ctx, { id: hostOf() } as AuthUser, { from: range.from, to: range.to }),
    ),
  );
  results.push(await time('admin: money', ADMIN_CALLS, () => repo.money(db, range)));
  results.push(await time('admin: bookings by type', ADMIN_CALLS, () => repo.bookingsByType(db, range)));
  results.push(await time('admin: bookings by status', ADMIN_CALLS, () => repo.bookingsByStatus(db, range)));
  results.push(await time('admin: sign-ups', ADMIN_CALLS, () => repo.signUps(db, range)));
  results.push(await time('admin: occupancy', ADMIN_CALLS, () => repo.platformOccupancy(db, range)));
  results.push(await time('admin: top cities', ADMIN_CALLS, () => repo.topPlaces(db, range, 'city')));
  results.push(await time('admin: top barangays', ADMIN_CALLS, () => repo.topPlaces(db, range, 'barangay')));
  results.push(await time('admin: payouts', ADMIN_CALLS, () => repo.payouts(db, range)));
  results.push(await time('admin: disputes', ADMIN_CALLS, () => repo.disputes(db, range)));
  results.push(
    await time('GET /api/admin/analytics (service)', ADMIN_CALLS, () =>
      adminAnalytics(ctx, { from: range.from, to: range.to }),
    ),
  );
  await close();
  process.stdout.write(JSON.stringify({ fillMs, counts: counts[0], range, results }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
