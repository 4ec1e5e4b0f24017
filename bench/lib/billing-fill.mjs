// Running tenancies for bench/billing.mjs: plain SQL in bulk on a migrated PostgreSQL database,
// deterministic, as the billing job (server/src/modules/bookings/tenancies/billing.service.ts)
// would have left them after its last run on the day before the run day R ('YYYY-MM-DD' in
// Asia/Manila). TENANCIES active tenancies (₱2,500 a month, 7 days' notice) on LISTINGS listings
// of HOSTS hosts, CLIENTS clients (each signs in with the bench password); their starts spread over
// the 31 days 121 to 91 days before R, so each day has about TENANCIES / 31 bills due (a day none,
// or twice that, where months of different lengths meet).
// Each tenancy has the bills the job makes by R − 1 (due on or before R + 35; bill n due on the
// n-th monthly anniversary of the start, a missing day on the month's last, as PostgreSQL's
// `date + interval 'n months'` and the domain's billDay agree), each as the job leaves it:
//   due by R − 2: paid (with its payment);  due R − 1: paid, one in ten open (overdue at R's midnight);
//   due R … R + 4: open, three in ten already paid, the reminders of R − 1 and before sent;
//   due R + 5: upcoming, opening at R's midnight;  due later: upcoming, opening 5 days before.
// So R's run makes the bills due R + 36, opens those due R + 5, marks the unpaid ones due R − 1
// overdue and reminds the unpaid ones due R + 3, R + 1 and R (3 days, 1 day, the day). Beside them,
// OTHER_BOOKINGS completed stays of days: the bookings table is not only tenancies.
export const CLIENTS = 20_000;
export const HOSTS = 2_000;
export const LISTINGS = 10_000;
/** The platform's other bookings (stays of days, completed): the tenancies are a part of the table. */
export const OTHER_BOOKINGS = 400_000;
export const clientId = (i) => `bench-client-${i}`;
export const clientEmail = (i) => `bench-client-${i}@bench.test`;
export const tenancyId = (i) => `bench-tenancy-${i}`;
/** Tenancy i's client: CLIENTS clients with TENANCIES / CLIENTS tenancies each. */
export const clientOf = (i) => i % CLIENTS;

const TZ = 'Asia/Manila';
const MONTHLY = 250_000;
/** A month's bill at 9% platform fee, no tax (domain tenancies/proration.ts: billOf). */
const billQuote = JSON.stringify({
  subtotal: MONTHLY,
  taxRate: 0,
  tax: 0,
  total: MONTHLY,
  platformFeePercentage: 9,
  platformFee: 22_500,
  hostEarnings: 227_500,
});
/** The tenancy's quote (domain tenancyQuote): its first month. */
const tenancyQuote = JSON.stringify({
  stay: { days: 30, from: '2000-01-01' },
  units: 1,
  lines: [{ unit: 'month', count: 1, price: MONTHLY, amount: MONTHLY }],
  subtotal: MONTHLY,
  taxRate: 0,
  tax: 0,
  total: MONTHLY,
  platformFeePercentage: 9,
  platformFee: 22_500,
  hostEarnings: 227_500,
  cancellationFeePercentage: 5,
  firstDay: 8_333,
});
/** Midnight of a day in Manila. */
const dayStart = (d) => `((${d})::timestamp at time zone '${TZ}')`;

/**
 * The statements, in order, for the run day `day` (R): each SQL text, or [text, params] (the
 * clients' password hash).
 */
export function fillStatements({ day, tenancies, passwordHash }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const R = `'${day}'::date`;
  return [
    [
      `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
          email_verified_at, phone_verified_at, id_verified_at, terms_accepted_at, created_at)
        select 'bench-client-' || g, 'bench-client-' || g || '@bench.test', 'Bench Client ' || g, 'Bench',
          'Client ' || g, '+63 910 ' || lpad(g::text, 7, '0'), 'client', 'client', true, $1, now(), now(), now(), now(),
          ${R} - 200
        from generate_series(0, ${CLIENTS - 1}) g`,
      [passwordHash],
    ],
    `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
        email_verified_at, phone_verified_at, id_verified_at, created_at)
      select 'bench-host-' || g, 'bench-host-' || g || '@bench.test', 'Bench Host ' || g, 'Bench', 'Host ' || g,
        '+63 900 ' || lpad(g::text, 7, '0'), 'host', 'host', true, 'not-a-hash', now(), now(), now(), now() - interval '300 days'
      from generate_series(0, ${HOSTS - 1}) g`,
    `insert into listings (id, host_id, type, status, title, description, region_name, province_name, city_name,
        barangay_name, street, postal_code, latitude, longitude, width, length, height, features, access_hours,
        access_instructions, price_per_month, min_duration, min_duration_unit, capacity, instant_book,
        cancellation_policy, notice_period_days, submitted_at, approved_at)
      select 'bench-listing-' || g, 'bench-host-' || (g % ${HOSTS}), 'storage', 'active', 'Bench storage room ' || g,
        'A clean, dry storage room for the billing benchmark.', 'NCR', 'Metro Manila', 'Makati', 'Poblacion',
        (1 + g) || ' Rizal Street', '1210', 14.5547 + g * 0.00001, 121.0244 + g * 0.00001, 2, 3, 2.5,
        '["cctv"]', '24/7', 'Ask the guard.', ${MONTHLY}, 1, 'month', 1000, true, 'moderate', 7,
        now() - interval '300 days', now() - interval '300 days'
      from generate_series(0, ${LISTINGS - 1}) g`,
    // The platform's other bookings: OTHER_BOOKINGS stays of a few days over the last year, completed.
    `insert into bookings (id, listing_id, client_id, host_id, status, mode, kind, start_date, end_date, starts_at,
        ends_at, units, quote, total, cancellation_policy, listing_title, confirmed_at, created_at, updated_at)
      select 'bench-booking-' || g, 'bench-listing-' || (g % ${LISTINGS}), 'bench-client-' || (g % ${CLIENTS}),
        'bench-host-' || ((g % ${LISTINGS}) % ${HOSTS}), 'completed', 'instant', 'days', s, s + 2, ${dayStart('s')},
        ${dayStart('s + 3')}, 1, '{}', 150000, 'moderate', 'Bench storage room ' || (g % ${LISTINGS}),
        ${dayStart('s')} - interval '5 days', ${dayStart('s')} - interval '5 days', ${dayStart('s + 3')}
      from (select g, ${R} - 370 + (g % 360) as s from generate_series(0, ${OTHER_BOOKINGS - 1}) g) x`,
    // Tenancy i starts on R − 121 + (i mod 31); asked for 10 days before, paid the same day.
    `insert into bookings (id, listing_id, client_id, host_id, status, mode, kind, start_date, end_date, starts_at,
          ends_at, notice_period_days, units, quote, total, cancellation_policy, listing_title, idempotency_key,
          confirmed_at, created_at, updated_at)
        select 'bench-tenancy-' || g, 'bench-listing-' || (g % ${LISTINGS}), 'bench-client-' || (g % ${CLIENTS}),
          'bench-host-' || ((g % ${LISTINGS}) % ${HOSTS}), 'active', 'instant', 'tenancy', s, null,
          ${dayStart('s')}, null, 7, 1, '${tenancyQuote}', ${MONTHLY}, 'moderate', 'Bench storage room ' || (g % ${LISTINGS}),
          null, ${dayStart('s')} - interval '10 days', ${dayStart('s')} - interval '10 days', ${dayStart('s')}
        from (select g, ${R} - 121 + (g % 31) as s from generate_series(0, ${tenancies - 1}) g) x`,
    // Their bills: n from 0 while the n-th anniversary is on or before R + 35.
    `create unlogged table bench_bills as
      select t.id as booking_id, right(t.id, -length('bench-tenancy-'))::int as g, n,
        (t.start_date + make_interval(months => n))::date as due,
        (t.start_date + make_interval(months => n + 1))::date - 1 as period_end
      from bookings t cross join generate_series(0, 8) n
      where t.kind = 'tenancy' and (t.start_date + make_interval(months => n))::date <= ${R} + 35`,
    `alter table bench_bills add column status text`,
    `update bench_bills set status = case
        when due <= ${R} - 2 then 'paid'
        when due = ${R} - 1 then case when (g / 31) % 10 = 0 then 'open' else 'paid' end
        when due <= ${R} + 4 then case when (g / 31) % 10 < 3 then 'paid' else 'open' end
        else 'upcoming' end`,
    `insert into bills (id, booking_id, number, period_start, period_end, due_on, amount, quote, status, due_action,
        due_at, paid_at, reminded_days_before, created_at, updated_at)
      select b.booking_id || ':' || b.n, b.booking_id, b.n, b.due, b.period_end, b.due, ${MONTHLY}, '${billQuote}', b.status,
        case b.status when 'upcoming' then 'open' when 'open' then 'overdue' end,
        case b.status when 'upcoming' then ${dayStart('b.due - 5')} when 'open' then ${dayStart('b.due + 1')} end,
        case when b.status = 'paid' then ${dayStart(`least(b.due - 2, ${R} - 1)`)} + interval '10 hours' end,
        case when b.status = 'open' then case b.due - ${R} when -1 then 0 when 0 then 1 when 1 then 3 when 2 then 3 end end,
        ${dayStart('b.due - 36')}, ${dayStart(`least(b.due, ${R} - 1)`)}
      from bench_bills b`,
    `insert into payments (id, booking_id, bill_id, gateway, checkout_id, method, amount, received_amount,
        received_currency, gateway_fee, status, gateway_status, gateway_reference, idempotency_key, expires_at,
        created_at, paid_at, updated_at)
      select 'pay:' || x.id, x.booking_id, x.id, 'sandbox', 'chk:' || x.id, 'gcash', x.amount, x.amount, 'PHP', 6250,
        'paid', 'paid', 'sbx_pay_' || x.id, 'checkout-pay:' || x.id, x.paid_at + interval '1 day',
        x.paid_at - interval '3 minutes', x.paid_at, x.paid_at
      from bills x where x.status = 'paid'`,
    `drop table bench_bills`,
    `analyze`,
  ];
}

/** What the fill made, and what R's run has to do, for the report. */
export function countsSql(day) {
  const R = `'${day}'::date`;
  return `
  select (select count(*)::int from bookings where kind = 'tenancy') as tenancies,
    (select count(*)::int from bills) as bills,
    (select count(*)::int from payments) as payments,
    (select count(*)::int from (
      select (t.start_date + make_interval(months => max(b.number) + 1))::date as next
      from bookings t join bills b on b.booking_id = t.id where t.kind = 'tenancy' group by t.id, t.start_date
    ) x where next <= ${R} + 36) as "toMake",
    (select count(*)::int from bills where status = 'upcoming' and due_on = ${R} + 5) as "toOpen",
    (select count(*)::int from bills where status = 'open' and due_on = ${R} - 1) as "toMarkOverdue",
    (select count(*)::int from bills where status = 'open' and due_on in (${R}, ${R} + 1, ${R} + 3)) as "toRemind"`;
}
