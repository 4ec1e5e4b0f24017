// Accounts and listings for bench/booking.mjs: plain SQL, the same for PGlite and PostgreSQL, run
// in order on a migrated database. Hosts own the listings; clients (verified by email, phone and
// ID, so the security settings' requirements are met) book them and sign in with one password
// (its argon2id hash is the first statement's parameter). Live listings priced by the day,
// minimum one day, half of them instant book: `count` of them with `capacity` units for the
// load, and `races` with `raceUnits` units, one per race.
export const HOSTS = 10;
export const hostId = (i) => `bench-host-${i}`;
export const clientId = (i) => `bench-client-${i}`;
export const clientEmail = (i) => `bench-client-${i}@bench.test`;

export function fillStatements({ clients, count, capacity, races, raceUnits, passwordHash }) {
  const listing = (prefix, n, units) => `
    insert into listings (id, host_id, type, status, title, description, region_name, province_name, city_name,
      barangay_name, street, postal_code, latitude, longitude, width, length, height, features, access_hours,
      access_instructions, price_per_day, price_per_month, min_duration, min_duration_unit, capacity, instant_book,
      cancellation_policy, submitted_at, approved_at)
    select '${prefix}-' || lpad(g::text, 3, '0'), 'bench-host-' || (g % ${HOSTS}), 'storage', 'active',
      'Bench storage room ' || g, 'A clean, dry storage room for the booking benchmark.', 'NCR', 'Metro Manila',
      'Makati', 'Poblacion', (1 + g) || ' Rizal Street', '1210', 14.5547 + g * 0.0001, 121.0244 + g * 0.0001,
      2, 3, 2.5, '["cctv","access_24_7"]', '24/7', 'Ask the guard.', 50000 + (g % 20) * 2500, 1200000, 1, 'day',
      ${units}, g % 2 = 0, (array['flexible','moderate','strict'])[1 + g % 3], now() - interval '2 days',
      now() - interval '1 day'
    from generate_series(0, ${n - 1}) g`;
  return [
    `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
        email_verified_at, phone_verified_at)
      select 'bench-host-' || g, 'bench-host-' || g || '@bench.test', 'Bench Host ' || g, 'Bench', 'Host ' || g,
        '+63 900 000 ' || lpad(g::text, 4, '0'), 'host', 'host', true, 'not-a-hash', now(), now()
      from generate_series(0, ${HOSTS - 1}) g`,
    [
      `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash,
          email_verified_at, phone_verified_at, id_verified_at, terms_accepted_at)
        select 'bench-client-' || g, 'bench-client-' || g || '@bench.test', 'Bench Client ' || g, 'Bench',
          'Client ' || g, '+63 910 000 ' || lpad(g::text, 4, '0'), 'client', 'client', true, $1, now(), now(), now(), now()
        from generate_series(0, ${clients - 1}) g`,
      [passwordHash],
    ],
    listing('bench-listing', count, capacity),
    listing('bench-race', races, raceUnits),
    `analyze`,
  ];
}

/**
 * The Security settings' caps on a client's open requests (decision 0060; 5 in all and 3 on one
 * space by default), set to $1 and $2 in the settings row while no server runs (each server reads
 * the row at its start). The benchmark raises both to the highest the settings allow (100), so
 * its clients' many requests are counted under the client's lock like anyone's but not turned
 * away: both sides run the same statements, and neither refuses what the other would accept.
 */
export const openRequestCapsSql = `
  update settings set data = jsonb_set(data, '{security}', coalesce(data->'security', '{}'::jsonb)
    || jsonb_build_object('maxOpenRequests', $1::int, 'maxOpenRequestsPerListing', $2::int))
  where id = 'platform'`;

/**
 * The hosts answer every request still waiting on the load's listings (declined, its timer
 * cleared; the races' stay as they ended): bench/booking.mjs runs it between rounds, so no client
 * piles up open requests and the caps above never bind.
 */
export const answerOpenRequestsSql = `
  update bookings set status = 'declined', due_action = null, due_at = null, updated_at = now()
  where status = 'pending' and listing_id like 'bench-listing-%'`;

/**
 * Overbookings: the (listing, day) pairs where the units of the bookings that hold units and
 * the host's blocks (the view listing_used_units) add up to more than the capacity, and by how
 * many units in all. A day's sum is at least the most in use at any moment of it, so 0 here
 * proves there is none.
 */
export const overbookingSql = `
  select count(*)::int as days, coalesce(sum(used - capacity), 0)::int as units
  from (
    select u.listing_id, d.day, sum(u.units) as used, min(l.capacity) as capacity
    from listing_used_units u
    join listings l on l.id = u.listing_id
    cross join lateral generate_series(u.start_date::timestamp, u.end_date::timestamp, interval '1 day') as d(day)
    group by u.listing_id, d.day
  ) x
  where used > capacity`;

/** Units held on each race listing (each must end with exactly its capacity). */
export const raceHeldSql = `
  select l.id, l.capacity, coalesce(sum(b.units), 0)::int as held, count(b.id)::int as bookings
  from listings l
  left join bookings b on b.listing_id = l.id and b.status in ('pending','awaiting_payment','confirmed','active')
  where l.id like 'bench-race-%'
  group by l.id, l.capacity
  order by l.id`;
