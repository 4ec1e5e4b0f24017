// The ledger of BOOKINGS paid bookings for bench/ledger.mjs: plain SQL in bulk on a migrated
// PostgreSQL database, deterministic (md5 of the row number stands in for randomness), at the
// moment `$1` (the run's now). HOSTS hosts (one signs in with the bench password), one listing
// each, CLIENTS clients; bookings spread over the last year, skewed towards a few hosts (host =
// HOSTS × r², so the busiest has a few thousand). Every booking was paid (the payment with the
// gateway's fee), 5% refunded in full and 3% in half before they started; those started more than
// 7 days ago released to available; each host's releases paid out five at a time, a day after
// the last of them (7% failed, back to available; those asked for in the last day still pending).
// The lines are the domain's postings (domain/src/bookings/ledger.ts, domain/src/money/wallet.ts),
// each transaction summing to zero; host_balances is computed from the bookings and payouts
// themselves, not from the lines, so checkSql can compare the two.
export const HOSTS = 2_000;
export const CLIENTS = 200;
export const hostId = (i) => `bench-host-${i}`;
export const hostEmail = (i) => `bench-host-${i}@bench.test`;

/** A number in [0, 1) from the row number `g` and a salt. */
const rnd = (salt, g = 'g') =>
  `((('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::int & 2147483647) / 2147483648.0)`;

/** Inserts one posting per (n, account, amount) of `values` for each row of `from`, skipping zero lines. */
const lines = ({ tx, kind, values, from, at, refs = {} }) => `
  insert into ledger_entries (id, transaction_id, kind, account, amount, host_id, booking_id, payment_id, refund_id,
    payout_id, created_at)
  select ${tx} || ':' || v.n, ${tx}, '${kind}', v.account, v.amount,
    case when v.account like 'host_%' then x.host_id end, ${refs.booking ?? 'null'}, ${refs.payment ?? 'null'},
    ${refs.refund ?? 'null'}, ${refs.payout ?? 'null'}, ${at}
  from ${from} cross join lateral (values ${values}) v(n, account, amount)
  where v.amount <> 0`;

export function fillStatements({ bookings, passwordHash }) {
  const b = (refs) => ({ booking: 'x.id', payment: 'x.payment_id', ...refs });
  return [
    [
      `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
          email_verified_at, phone_verified_at, id_verified_at, terms_accepted_at)
        select 'bench-host-' || g, 'bench-host-' || g || '@bench.test', 'Bench Host ' || g, 'Bench', 'Host ' || g,
          '+63 900 ' || lpad(g::text, 7, '0'), 'host', 'host', true, $1, now(), now(), now(), now()
        from generate_series(0, ${HOSTS - 1}) g`,
      [passwordHash],
    ],
    `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
        email_verified_at, phone_verified_at)
      select 'bench-client-' || g, 'bench-client-' || g || '@bench.test', 'Bench Client ' || g, 'Bench',
        'Client ' || g, '+63 910 ' || lpad(g::text, 7, '0'), 'client', 'client', true, 'not-a-hash', now(), now()
      from generate_series(0, ${CLIENTS - 1}) g`,
    `insert into listings (id, host_id, type, status, title, description, region_name, province_name, city_name,
        barangay_name, street, postal_code, latitude, longitude, width, length, height, features, access_hours,
        access_instructions, price_per_day, price_per_month, min_duration, min_duration_unit, capacity, instant_book,
        cancellation_policy, submitted_at, approved_at)
      select 'bench-listing-' || g, 'bench-host-' || g, 'storage', 'active', 'Bench storage room ' || g,
        'A clean, dry storage room for the ledger benchmark.', 'NCR', 'Metro Manila', 'Makati', 'Poblacion',
        (1 + g) || ' Rizal Street', '1210', 14.5547 + g * 0.00001, 121.0244 + g * 0.00001, 2, 3, 2.5,
        '["cctv"]', '24/7', 'Ask the guard.', 50000 + (g % 20) * 2500, 1200000, 1, 'day', 1000, true, 'moderate',
        now() - interval '400 days', now() - interval '400 days'
      from generate_series(0, ${HOSTS - 1}) g`,
    // Each booking's figures, once: the quote (9% platform fee, 12% tax on it), the gateway's
    // fee, the refund (0 none, 1 in full, 2 half), its moments.
    [
      `create unlogged table bench_b as
      select g, 'bench-booking-' || lpad(g::text, 6, '0') as id, 'bench-payment-' || lpad(g::text, 6, '0') as payment_id,
        'bench-refund-' || lpad(g::text, 6, '0') as refund_id, 'bench-host-' || h as host_id, h,
        'bench-listing-' || h as listing_id, 'bench-client-' || floor(${CLIENTS} * ${rnd('c')})::int as client_id,
        subtotal, fee, tax, subtotal + tax as total, subtotal - fee as host_earnings,
        round((subtotal + tax) * 0.025)::bigint as gateway_fee, days, created_at,
        created_at + interval '10 minutes' as paid_at, starts_at, starts_at + days * interval '1 day' as ends_at,
        refund, created_at + (starts_at - created_at) / 2 as refunded_at
      from (
        select g, h, days, price * days as subtotal, round(price * days * 0.09)::bigint as fee,
          round(round(price * days * 0.09) * 0.12)::bigint as tax, created_at,
          created_at + (1 + floor(30 * ${rnd('s')})) * interval '1 day' as starts_at,
          case when ${rnd('r')} < 0.05 then 1 when ${rnd('r')} < 0.08 then 2 else 0 end as refund
        from (
          select g, floor(${HOSTS} * power(${rnd('h')}, 2))::int as h, 1 + floor(5 * ${rnd('d')})::int as days,
            $1::timestamptz - (365 * ${rnd('t')}) * interval '1 day' as created_at
          from generate_series(0, ${bookings - 1}) g
        ) a cross join lateral (select 50000 + (a.h % 20) * 2500 as price) p
      ) q`,
      'now',
    ],
    `alter table bench_b add column host_back bigint, add column fee_back bigint, add column tax_back bigint,
      add column refunded bigint, add column kept bigint, add column released_at timestamptz`,
    [
      `update bench_b set
        host_back = case refund when 1 then host_earnings when 2 then host_earnings / 2 else 0 end,
        fee_back = case refund when 1 then fee when 2 then fee / 2 else 0 end,
        tax_back = case refund when 1 then tax when 2 then tax / 2 else 0 end`,
      [],
    ],
    [
      `update bench_b set refunded = host_back + fee_back + tax_back, kept = host_earnings - host_back,
        released_at = case when starts_at + interval '7 days' <= $1 and host_earnings > host_back
          then starts_at + interval '7 days' end`,
      'now',
    ],
    [
      `insert into bookings (id, listing_id, client_id, host_id, status, mode, kind, start_date, end_date, starts_at,
        ends_at, units, quote, total, cancellation_policy, listing_title, idempotency_key, confirmed_at, cancelled_at,
        cancelled_by, created_at, updated_at)
      select id, listing_id, client_id, host_id,
        case when refund > 0 then 'cancelled' when starts_at > $1 then 'confirmed' when ends_at > $1 then 'active'
          else 'completed' end,
        'instant', 'days', (starts_at at time zone 'Asia/Manila')::date,
        (ends_at at time zone 'Asia/Manila')::date - 1, starts_at, ends_at, 1,
        jsonb_build_object('subtotal', subtotal, 'tax', tax, 'total', total, 'platformFee', fee,
          'hostEarnings', host_earnings, 'units', 1, 'lines', jsonb_build_array()),
        total, 'moderate', 'Bench storage room ' || h, 'bench-' || g, paid_at,
        case when refund > 0 then refunded_at end, case when refund > 0 then 'client' end, created_at, paid_at
      from bench_b`,
      'now',
    ],
    `insert into payments (id, booking_id, gateway, checkout_id, method, amount, received_amount, received_currency,
        gateway_fee, status, gateway_status, gateway_reference, idempotency_key, expires_at, created_at, paid_at,
        updated_at)
      select payment_id, id, 'sandbox', 'bench-checkout-' || g, 'gcash', total, total, 'PHP', gateway_fee,
        case refund when 1 then 'refunded' when 2 then 'partially_refunded' else 'paid' end, 'paid',
        'sbx_pay_bench_' || g, 'bench-pay-' || g, created_at + interval '30 minutes', created_at, paid_at, paid_at
      from bench_b`,
    `insert into refunds (id, payment_id, booking_id, amount, reason, status, gateway_reference, idempotency_key,
        attempts, created_at, updated_at)
      select refund_id, payment_id, id, refunded, 'cancellation', 'succeeded', 'sbx_ref_bench_' || g,
        'bench-refund-' || g, 1, refunded_at, refunded_at
      from bench_b where refund > 0`,
    // The postings.
    lines({
      tx: `'pay-' || x.g`,
      kind: 'payment',
      from: 'bench_b x',
      at: 'x.paid_at',
      refs: b(),
      values: `(1, 'gateway_clearing', x.total), (2, 'host_pending', -x.host_earnings), (3, 'platform_fees', -x.fee),
        (4, 'tax_payable', -x.tax)`,
    }),
    lines({
      tx: `'fee-' || x.g`,
      kind: 'gateway_fee',
      from: 'bench_b x',
      at: 'x.paid_at',
      refs: b(),
      values: `(1, 'gateway_fees', x.gateway_fee), (2, 'gateway_clearing', -x.gateway_fee)`,
    }),
    lines({
      tx: `'ref-' || x.g`,
      kind: 'refund',
      from: '(select * from bench_b where refund > 0) x',
      at: 'x.refunded_at',
      refs: b({ refund: 'x.refund_id' }),
      values: `(1, 'host_pending', x.host_back), (2, 'platform_fees', x.fee_back), (3, 'tax_payable', x.tax_back),
        (4, 'gateway_clearing', -x.refunded)`,
    }),
    lines({
      tx: `'rel-' || x.g`,
      kind: 'release',
      from: '(select * from bench_b where released_at is not null) x',
      at: 'x.released_at',
      refs: { booking: 'x.id' },
      values: `(1, 'host_pending', x.kept), (2, 'host_available', -x.kept)`,
    }),
    // Payouts: each host's releases five at a time, a day after the last of the five.
    [
      `create unlogged table bench_p as
      select 'bench-payout-' || host_id || '-' || grp as id, host_id, amount, at as created_at,
        at + interval '20 hours' as settled_at,
        case when at > $1::timestamptz - interval '1 day' then 'pending'
          when ${rnd('f', 'host_id || grp')} < 0.07 then 'failed' else 'processed' end as status
      from (
        select host_id, grp, sum(kept) as amount, max(released_at) + interval '1 day' as at
        from (
          select host_id, kept, released_at,
            (row_number() over (partition by host_id order by released_at, g) - 1) / 5 as grp,
            count(*) over (partition by host_id) as n
          from bench_b where released_at is not null
        ) r
        group by host_id, grp
        having count(*) = 5
      ) p
      where at <= $1::timestamptz - interval '1 hour'`,
      'now',
    ],
    `insert into payout_methods (id, host_id, type, account_name, account_number, is_default, usable_from, created_at,
        updated_at)
      select 'bench-pm-' || g, 'bench-host-' || g, 'gcash', 'Bench Host ' || g, '0917' || lpad(g::text, 7, '0'), true,
        now() - interval '399 days', now() - interval '400 days', now() - interval '400 days'
      from generate_series(0, ${HOSTS - 1}) g`,
    `insert into payouts (id, host_id, payout_method_id, method, amount, withholding, status, requested_by, reference,
        failure_reason, created_at, processed_at, updated_at)
      select p.id, p.host_id, 'bench-pm-' || substr(p.host_id, 12), jsonb_build_object('type', 'gcash'), p.amount, 0,
        p.status, 'auto', case when p.status = 'processed' then 'SBX-' || p.id end,
        case when p.status = 'failed' then 'The account could not receive it.' end, p.created_at,
        case when p.status <> 'pending' then p.settled_at end, p.created_at
      from bench_p p`,
    lines({
      tx: `'por-' || x.id`,
      kind: 'payout_requested',
      from: 'bench_p x',
      at: 'x.created_at',
      refs: { payout: 'x.id' },
      values: `(1, 'host_available', x.amount), (2, 'host_payout_pending', -x.amount)`,
    }),
    lines({
      tx: `'pos-' || x.id`,
      kind: 'payout_processed',
      from: `(select * from bench_p where status = 'processed') x`,
      at: 'x.settled_at',
      refs: { payout: 'x.id' },
      values: `(1, 'host_payout_pending', x.amount), (2, 'host_paid_out', -x.amount)`,
    }),
    lines({
      tx: `'pof-' || x.id`,
      kind: 'payout_failed',
      from: `(select * from bench_p where status = 'failed') x`,
      at: 'x.settled_at',
      refs: { payout: 'x.id' },
      values: `(1, 'host_payout_pending', x.amount), (2, 'host_available', -x.amount)`,
    }),
    // The balances as the business has them: what is not yet released, released less paid out…
    `insert into host_balances (host_id, pending, available, payout_pending, paid_out, debt, updated_at)
      select h.host_id, coalesce(b.pending, 0), coalesce(b.released, 0) - coalesce(p.taken, 0), coalesce(p.waiting, 0),
        coalesce(p.paid, 0), 0, now()
      from (select distinct host_id from bench_b) h
      left join (
        select host_id, sum(kept) filter (where released_at is null) as pending,
          sum(kept) filter (where released_at is not null) as released
        from bench_b group by host_id
      ) b using (host_id)
      left join (
        select host_id, sum(amount) filter (where status <> 'failed') as taken,
          sum(amount) filter (where status = 'pending') as waiting,
          sum(amount) filter (where status = 'processed') as paid
        from bench_p group by host_id
      ) p using (host_id)`,
    // Each booking's pending earnings, as postLedger keeps them (booking_earnings, migration 0020).
    `insert into booking_earnings (booking_id, host_id, pending, updated_at)
      select booking_id, min(host_id), -sum(amount), now() from ledger_entries
      where account = 'host_pending' group by booking_id`,
    `drop table bench_b`,
    `drop table bench_p`,
    `analyze`,
  ];
}

/**
 * Checks of the filled books: transactions that do not sum to zero, hosts whose kept balances
 * differ from the sums of their lines (either way round), and the counts.
 */
export const checkSql = {
  unbalanced: `select count(*)::int as n from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
  mismatched: `select count(*)::int as n from (
      select host_id,
        coalesce(-sum(amount) filter (where account = 'host_pending'), 0) as pending,
        coalesce(-sum(amount) filter (where account = 'host_available'), 0) as available,
        coalesce(-sum(amount) filter (where account = 'host_payout_pending'), 0) as payout_pending,
        coalesce(-sum(amount) filter (where account = 'host_paid_out'), 0) as paid_out,
        coalesce(sum(amount) filter (where account = 'host_debt'), 0) as debt
      from ledger_entries where host_id is not null group by host_id
    ) l full join host_balances k using (host_id)
    where k.host_id is null or l.host_id is null or (l.pending, l.available, l.payout_pending, l.paid_out, l.debt)
      is distinct from (k.pending, k.available, k.payout_pending, k.paid_out, k.debt)`,
  counts: `select (select count(*) from bookings)::int as bookings, (select count(*) from ledger_entries)::int as lines,
      (select count(distinct transaction_id) from ledger_entries)::int as transactions,
      (select count(*) from refunds)::int as refunds,
      (select count(*) filter (where status = 'processed') from payouts)::int as "payoutsProcessed",
      (select count(*) filter (where status = 'failed') from payouts)::int as "payoutsFailed",
      (select count(*) filter (where status = 'pending') from payouts)::int as "payoutsPending",
      (select count(*) from host_balances)::int as hosts,
      (select max(n) from (select count(*) as n from ledger_entries where host_id is not null group by host_id) m)::int
        as "mostHostLines"`,
  busiestHost: `select host_id as "hostId", count(*)::int as lines from ledger_entries where host_id is not null
      group by host_id order by count(*) desc limit 1`,
};

/**
 * (c) What a daily reconciliation reads for one day (its start and end, $1 and $2): the ledger's
 * sums by kind and account, and the payments and refunds that went through the gateway
 * (gateway_clearing lines with the gateway's references), over the day and an hour either side.
 */
export const daySql = {
  byKindAndAccount: `select kind, account, sum(amount)::bigint as sum, count(*)::int as lines
    from ledger_entries where created_at >= $1 and created_at < $2 group by kind, account order by kind, account`,
  gatewayItems: `select e.kind, e.payment_id, e.refund_id, e.amount, e.created_at, p.gateway_reference, p.gateway_fee,
      r.gateway_reference as refund_reference
    from ledger_entries e join payments p on p.id = e.payment_id left join refunds r on r.id = e.refund_id
    where e.account = 'gateway_clearing' and e.kind in ('payment', 'refund')
      and e.created_at >= $1::timestamptz - interval '1 hour' and e.created_at < $2::timestamptz + interval '1 hour'`,
};
