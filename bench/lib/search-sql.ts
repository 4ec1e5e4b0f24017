// Run by bench/search.mjs with tsx: prints, as JSON, the exact statements GET /api/listings runs
// for each search of the mix (planned and compiled by the server's own code), and the places
// the generated listings are spread over (every PSGC city and municipality with its centre,
// codes and a barangay). Not part of the app.
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { calendarDayIn, listingSearchQuerySchema } from '@espasyo/domain';
import { allCities, barangaysOf, findPlace, findProvince, findRegion } from '@espasyo/domain/places/index';
import { planSearch } from '../../server/src/modules/listings/search/listings-search.service';
import {
  NEAREST_FIRST_HINT,
  searchStatement,
} from '../../server/src/modules/listings/search/listings-search.repository';

const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

const urls: string[] = JSON.parse(process.argv[2] ?? '[]');
const calendar = { today: calendarDayIn('Asia/Manila', new Date()), timeZone: 'Asia/Manila' };
const statements = urls.map((url) => {
  const query = listingSearchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  const plan = planSearch(query, calendar);
  const { statement, hint } = searchStatement(plan.filter, plan.sort, plan.limit, plan.offset);
  const compiled = statement.compile(compiler);
  // A place search runs in a transaction with the planner setting first, as the repository does.
  return { url, sql: compiled.sql, parameters: compiled.parameters, hint: hint ? NEAREST_FIRST_HINT : null };
});

// Weights: where listings would be. Metro Manila's cities and the other highly urbanised
// cities most, other cities some, municipalities a few.
const places = allCities().flatMap((c) => {
  const place = findPlace(c.code);
  const barangay = barangaysOf(c.code)[0];
  if (!place || !barangay) return [];
  const weight = c.regionCode === '1300000000' ? 60 : c.kind === 'huc' ? 25 : c.kind === 'city' ? 4 : 1;
  return [
    {
      code: c.code,
      regionCode: c.regionCode,
      provinceCode: c.provinceCode,
      regionName: findRegion(c.regionCode)?.name ?? '',
      provinceName: findProvince(c.provinceCode)?.name ?? '',
      name: c.name,
      barangayCode: barangay.code,
      barangayName: barangay.name,
      lat: place.lat,
      lng: place.lng,
      radiusKm: place.radiusKm,
      weight,
    },
  ];
});

process.stdout.write(JSON.stringify({ statements, places }));
