// Generated listings for bench/search.mjs: plain SQL, the same for PGlite and PostgreSQL, run
// in order on a migrated database. `places` (bench/lib/search-sql.ts) are the PSGC cities and
// municipalities with their centre, codes and weight: listings are spread in proportion, each
// within 0.8 × its place's radius. Deterministic (setseed) apart from the ids.
export function fillStatements(n, places) {
  const list = (...words) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;
  const pickOf = (arr, r, len) => `${arr}[1 + floor(${r} * ${len})::int]`;
  const features = [
    'cctv',
    'access_24_7',
    'security_guard',
    'gated',
    'well_lit',
    'climate_controlled',
    'fire_protection',
    'ground_floor',
    'elevator',
    'loading_dock',
    'forklift',
    'electricity',
    'ev_charging',
    'covered',
    'pest_control',
  ];
  const featureValues = features.map((f, i) => `('${f}', ${i})`).join(',');
  return [
    `select setseed(0.42)`,
    `create table bench_places (id int primary key, code text, region_code text, province_code text, region_name text,
      province_name text, name text, barangay_code text, barangay_name text, lat float8, lng float8, radius float8, weight int)`,
    [
      `insert into bench_places select * from jsonb_to_recordset($1::jsonb) as x(id int, code text, region_code text,
        province_code text, region_name text, province_name text, name text, barangay_code text, barangay_name text,
        lat float8, lng float8, radius float8, weight int)`,
      [
        JSON.stringify(
          places.map((p, id) => ({
            id,
            code: p.code,
            region_code: p.regionCode,
            province_code: p.provinceCode,
            region_name: p.regionName,
            province_name: p.provinceName,
            name: p.name,
            barangay_code: p.barangayCode,
            barangay_name: p.barangayName,
            lat: p.lat,
            lng: p.lng,
            radius: p.radiusKm,
            weight: p.weight,
          })),
        ),
      ],
    ],
    `create table bench_slots as select (row_number() over (order by p.id, w) - 1)::int as slot, p.id as place_id
      from bench_places p, generate_series(1, p.weight) w`,
    `create index on bench_slots (slot)`,
    `insert into users (id, email, name, first_name, last_name, phone, user_type, type, verified, password_hash)
      select 'bench-host-' || g, 'bench-host-' || g || '@bench.test', 'Bench Host ' || g, 'Bench', 'Host ' || g,
        '+63 900 000 ' || lpad(g::text, 4, '0'), 'host', 'host', true, 'not-a-hash'
      from generate_series(0, 199) g`,
    `insert into listings (id, host_id, type, status, title, description, region_code, province_code, city_code,
      barangay_code, region_name, province_name, city_name, barangay_name, street, postal_code, latitude, longitude,
      width, length, height, vehicle_types, covered, features, access_hours, access_instructions, price_per_hour,
      price_per_day, price_per_month, min_duration, min_duration_unit, capacity, instant_book, cancellation_policy,
      rating, total_ratings, submitted_at, approved_at, created_at, updated_at)
    select gen_random_uuid()::text, 'bench-host-' || (s.g % 200), s.type, 'active',
      initcap(s.adjective) || ' ' || s.noun || ' in ' || p.name,
      'A ' || s.adjective || ' ' || s.noun || ' in ' || p.barangay_name || ', ' || p.name || '. ' || s.extra ||
        ' Easy to reach, with a friendly host; rent it by the day or by the month.',
      p.region_code, p.province_code, p.code, p.barangay_code, p.region_name, p.province_name, p.name, p.barangay_name,
      (1 + s.g % 300) || ' Rizal Street', '1000',
      p.lat + s.d * cos(s.a) * p.radius / 111.2,
      p.lng + s.d * sin(s.a) * p.radius / (111.2 * cos(radians(p.lat))),
      case s.type when 'parking' then null when 'warehouse' then round((8 + s.r1 * 22)::numeric, 1)::float8
        else round((1 + s.r1 * 3)::numeric, 1)::float8 end,
      case s.type when 'parking' then null when 'warehouse' then round((8 + s.r2 * 22)::numeric, 1)::float8
        else round((1 + s.r2 * 3)::numeric, 1)::float8 end,
      case s.type when 'parking' then null else 2.5 end,
      case when s.type <> 'parking' then '[]'::jsonb when s.r3 < 0.2 then '["motorcycle"]'::jsonb
        when s.r3 < 0.7 then '["sedan","suv_pickup"]'::jsonb else '["sedan","suv_pickup","van"]'::jsonb end,
      case when s.type = 'parking' then s.r4 < 0.6 end,
      (select coalesce(jsonb_agg(f.name order by f.bit), '[]'::jsonb) from (values ${featureValues}) f(name, bit)
        where (s.fbits >> f.bit) & 1 = 1),
      '24/7', 'Ask the guard.',
      case when s.type = 'parking' and s.r5 < 0.3 then 2000 + floor(s.r6 * 40)::int * 100 end,
      case when s.type = 'parking' then 2500 + floor(s.r6 * 125)::int * 100
        when s.type = 'storage' and s.r5 < 0.5 then 5000 + floor(s.r6 * 250)::int * 100 end,
      case s.type when 'storage' then 150000 + floor(s.r7 * 65)::int * 10000
        when 'warehouse' then (round((8 + s.r1 * 22)::numeric, 1) * round((8 + s.r2 * 22)::numeric, 1) * (220 + s.r7 * 230))::int / 500 * 50000
        else case when s.r5 > 0.5 then 300000 + floor(s.r7 * 30)::int * 10000 end end,
      1, case when s.type = 'parking' and s.r5 < 0.3 then 'hour' else 'day' end,
      1 + floor(s.r8 * 20)::int, s.r9 < 0.5, ${pickOf(list('flexible', 'moderate', 'strict'), 's.r10', 3)},
      case when s.r11 < 0.7 then round((3.5 + s.r12 * 1.5)::numeric, 1)::float8 else 0 end,
      case when s.r11 < 0.7 then 1 + floor(s.r12 * 80)::int else 0 end,
      s.approved - interval '1 day', s.approved, s.approved - interval '2 days', s.approved
    from (
      select g, t.type,
        ${pickOf(list('secure', 'clean', 'dry', 'spacious', 'covered', 'gated', 'quiet', 'bright'), 'random()', 8)} as adjective,
        case t.type when 'storage' then ${pickOf(list('storage room', 'self storage unit', 'storage locker', 'storage space'), 'random()', 4)}
          when 'parking' then ${pickOf(list('parking slot', 'garage', 'carport', 'parking space'), 'random()', 4)}
          else ${pickOf(list('warehouse', 'warehouse space', 'bodega', 'storage hall'), 'random()', 4)} end as noun,
        ${pickOf(list('Near the mall.', 'Beside the church.', 'Close to the MRT station.', 'With a loading bay.', 'Guarded day and night.', 'On a quiet street.'), 'random()', 6)} as extra,
        sqrt(random()) * 0.8 as d, random() * 2 * pi() as a,
        random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8,
        random() r9, random() r10, random() r11, random() r12,
        (floor(random() * 32768)::int & floor(random() * 32768)::int) as fbits,
        now() - random() * interval '365 days' as approved,
        floor(random() * (select count(*) from bench_slots))::int as slot
      from generate_series(1, ${n}) g,
        lateral (select case when random() < 0.4 then 'storage' when random() < 0.67 then 'parking' else 'warehouse' end || left(g::text, 0) as type) t
    ) s
    join bench_slots sl on sl.slot = s.slot
    join bench_places p on p.id = sl.place_id`,
    `insert into listing_photos (id, listing_id, position, is_cover, display_key, medium_key, thumb_key, width, height)
      select gen_random_uuid()::text, id, 0, true, 'listings/' || id || '-1280.webp', 'listings/' || id || '-640.webp',
        'listings/' || id || '-thumb.webp', 1280, 960
      from listings where host_id like 'bench-host-%'`,
    `insert into listing_blocks (id, listing_id, start_date, end_date, units)
      select gen_random_uuid()::text, id, current_date + d, current_date + d + len, greatest(1, capacity / 2)
      from (select id, capacity, floor(random() * 60)::int as d, floor(random() * 5)::int as len
            from listings where host_id like 'bench-host-%' and random() < 0.15) x`,
    `drop table bench_slots`,
    `drop table bench_places`,
    `analyze`,
  ];
}
