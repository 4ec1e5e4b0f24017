import fs from 'node:fs/promises';
import path from 'node:path';
import { calendarDayIn, depositCap, featureLabels, joinList, type ListingFeature } from '@espasyo/domain';
import { listingPlaceNames } from '@espasyo/domain/listings/address-check';
import { barangaysOf, findCity, placesNamed } from '@espasyo/domain/places/index';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import {
  hostHasListings,
  importListings,
  photoKeys,
  type ListingImport,
} from '../../modules/listings/core/listings-import.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { accessHours, closings, demoAreas, kinds, rejectionReason, type DemoArea, type Kind } from './listings-data';

/**
 * The demo listings (decision 0027): one per entry of every area's mix in listings-data.ts,
 * all live, a quarter owned by the demo host and the rest by the other demo hosts; then five
 * more of the demo host's, four pending review and one rejected. Drawn by a seeded generator:
 * every start makes the same listings (dates count back from today). Photos are copies of the
 * demo photos, stored as uploads store theirs; rows go in one transaction, three inserts.
 */

const SEED = 20260211;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, enough for demo data. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  /** A few distinct items of a list, in the list's order. */
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const n = Math.min(list.length, int(min, max));
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(Math.floor(next() * list.length));
    return [...chosen].sort((x, y) => x - y).map((i) => list[i]);
  };
  return { next, int, pick, chance, some };
}
type Random = ReturnType<typeof generator>;

/** A price in pesos within the range, rounded to `step`, as centavos. */
const price = (r: Random, [min, max]: [number, number], step: number) =>
  Math.max(min, Math.round((min + r.next() * (max - min)) / step) * step) * 100;

const postalCodes: Record<string, string> = {
  '1380300000': '1226',
  '1381500000': '1634',
  '1381200000': '1605',
  '1381300000': '1109',
  '1380600000': '1006',
  '1380500000': '1550',
  '1381000000': '1700',
  '0730600000': '6000',
  '0731100000': '6015',
  '1130700000': '8000',
  '0631000000': '5000',
};
const streets = [
  'Rizal',
  'Mabini',
  'Bonifacio',
  'Luna',
  'Del Pilar',
  'Jacinto',
  'Burgos',
  'Aguinaldo',
  'Quezon',
  'Osmeña',
];

interface Built {
  row: ListingImport['listings'][number];
  /** Demo photo ids (server/seed-photos), the first is the cover. */
  photos: string[];
}

function barangayOf(r: Random, area: DemoArea) {
  const all = barangaysOf(area.city);
  const list = Array.isArray(area.barangays)
    ? all.filter((b) => (area.barangays as string[]).includes(b.name))
    : all.filter((b) => b.district === (area.barangays as { district: string }).district);
  if (list.length === 0) throw new Error(`demo area ${area.place}: no barangay found`);
  return r.pick(list);
}

function pointNear(r: Random, area: DemoArea) {
  const place = placesNamed(area.place)[0];
  if (!place) throw new Error(`demo area ${area.place} is not in the gazetteer`);
  const d = area.spreadKm * Math.sqrt(r.next());
  const angle = r.next() * 2 * Math.PI;
  const latitude = place.lat + (d * Math.cos(angle)) / 111.2;
  const longitude = place.lng + (d * Math.sin(angle)) / (111.2 * Math.cos((place.lat * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/** 'Security guard' → 'security guard'; CCTV, EV charging and 24/7 access stay as they are. */
const inSentence = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

function describe(r: Random, opening: string, features: ListingFeature[]) {
  const labels = features.map((f) => inSentence(featureLabels[f]));
  return `${opening}${labels.length ? ` Features: ${joinList(labels)}.` : ''} ${r.pick(closings)}`;
}

function build(r: Random, area: DemoArea, kind: Kind, hostId: string, now: Date): Built {
  const k = kinds[kind];
  const barangay = barangayOf(r, area);
  const city = findCity(area.city);
  if (!city) throw new Error(`demo area ${area.place}: unknown city ${area.city}`);
  const codes = {
    regionCode: city.regionCode,
    provinceCode: city.provinceCode,
    cityCode: area.city,
    barangayCode: barangay.code,
  };
  const place = area.label ?? area.place;
  const title = r.pick(k.titles).replace('{place}', place).replace('{barangay}', barangay.name);
  const features = r.some(k.features, 2, 4);
  if (k.covered && !features.includes('covered')) features.push('covered');

  const width = k.size ? Math.round((k.size.min + r.next() * (k.size.max - k.size.min)) * 2) / 2 : null;
  const length = k.size ? Math.round((k.size.min + r.next() * (k.size.max - k.size.min)) * 2) / 2 : null;
  const area_ = width && length ? width * length : 0;
  const perHour = k.perHour && r.chance(0.5) ? price(r, k.perHour, 5) : null;
  let perDay = k.perDay && (k.type === 'parking' || kind === 'locker' || r.chance(0.4)) ? price(r, k.perDay, 5) : null;
  let perMonth =
    k.perMonth && (k.type === 'storage' ? kind !== 'locker' || r.chance(0.7) : r.chance(0.5))
      ? price(r, k.perMonth, 100)
      : null;
  if (k.perSqmMonth) perMonth = Math.round((area_ * price(r, k.perSqmMonth, 5)) / 50_000) * 50_000;
  if (perDay === null && perMonth === null) perDay = price(r, k.perDay ?? [50, 100], 5);
  const monthly = k.type === 'warehouse' || (kind === 'room' && r.chance(0.5));
  const approvedAt = new Date(now.getTime() - r.int(1, 180) * DAY - r.int(0, 86_399) * 1000);
  const rated = r.chance(0.75);

  return {
    photos: r.some(k.photos, 1, Math.min(3, k.photos.length)),
    row: {
      id: newId(),
      hostId,
      type: k.type,
      status: 'active',
      title,
      description: describe(r, k.opening, features),
      ...codes,
      ...listingPlaceNames(codes),
      street: `${r.int(1, 250)} ${r.pick(streets)} Street`,
      postalCode: postalCodes[area.city] ?? null,
      ...pointNear(r, area),
      width,
      length,
      height: k.size ? k.size.height : null,
      vehicleTypes: JSON.stringify(k.vehicles ? [k.vehicles[0], ...r.some(k.vehicles.slice(1), 0, 2)] : []),
      covered: k.type === 'parking' ? (k.covered ?? false) : null,
      features: JSON.stringify(features),
      accessHours: r.pick(accessHours),
      accessInstructions: 'Message the host a day ahead; the guard at the gate has your name and lets you in.',
      pricePerHour: perHour,
      pricePerDay: perDay,
      pricePerMonth: perMonth,
      minDuration: 1,
      minDurationUnit: perHour ? 'hour' : monthly && perMonth ? 'month' : 'day',
      capacity: r.int(k.capacity[0], k.capacity[1]),
      instantBook: r.chance(0.5),
      cancellationPolicy: r.pick(['flexible', 'moderate', 'strict'] as const),
      // Ratings come from the demo reviews (seed/reviews.ts). The draws that once made up a made-up
      // rating are still taken, so every listing after this one is drawn exactly as before.
      rating: rated ? dropDraws(r.next(), r.int(2, 60)) : 0,
      totalRatings: 0,
      submittedAt: new Date(approvedAt.getTime() - DAY),
      approvedAt,
      createdAt: new Date(approvedAt.getTime() - 2 * DAY),
      updatedAt: approvedAt,
    },
  };
}

/**
 * The notice a renter gives to end a monthly rental of each listing with a monthly price (issue
 * 32): 30 days for a warehouse, whose renters are businesses with goods to move; 14 for every
 * fifth other one; the default 7 for the rest. Counted, not drawn, so the generator's sequence
 * (and every listing after) stays as it was.
 */
function setNoticePeriods(built: Built[]) {
  let monthly = 0;
  for (const { row } of built) {
    if (row.pricePerMonth == null) continue;
    row.noticePeriodDays = row.type === 'warehouse' ? 30 : monthly++ % 5 === 4 ? 14 : 7;
  }
}

/**
 * One demo listing asks for a security deposit (issue 33): the demo host's first live listing with
 * a monthly price, one month's rent within its cap (domain deposits/deposit.ts). Chosen, not drawn,
 * so the generator's sequence stays as it was.
 */
function setDemoDeposit(built: Built[], hostId: string) {
  const b = built.find((x) => x.row.hostId === hostId && x.row.status === 'active' && x.row.pricePerMonth != null);
  if (!b) return;
  const monthly = Number(b.row.pricePerMonth);
  b.row.securityDeposit = Math.min(
    monthly,
    depositCap({ pricePerMonth: monthly, pricePerDay: b.row.pricePerDay as number | null }),
  );
}

/** Draws taken only to keep the generator's sequence; their values are not used. */
const dropDraws = (..._draws: number[]) => 0;

/** The demo listings, their photos (demo photo ids) and blocks, drawn from the seed. */
export function demoListings(owners: { host: UserRow; others: UserRow[] }, now: Date, today: string) {
  const r = generator(SEED);
  const built: Built[] = [];
  let n = 0;
  for (const area of demoAreas) {
    for (const kind of area.kinds) {
      const owner = n % 4 === 0 || owners.others.length === 0 ? owners.host : owners.others[n % owners.others.length];
      built.push(build(r, area, kind, owner.id, now));
      n++;
    }
  }
  // The demo host's listings in other statuses: four waiting for review, one rejected.
  const extra = [
    [demoAreas[0], 'unit'],
    [demoAreas[3], 'basement'],
    [demoAreas[8], 'warehouse'],
    [demoAreas[19], 'room'],
    [demoAreas[6], 'locker'],
  ] as const;
  extra.forEach(([area, kind], i) => {
    const b = build(r, area, kind, owners.host.id, now);
    const submittedAt = new Date(now.getTime() - (i + 1) * DAY);
    Object.assign(b.row, {
      status: i < 4 ? 'pending_review' : 'rejected',
      rejectionReason: i < 4 ? null : rejectionReason,
      rating: 0,
      totalRatings: 0,
      submittedAt,
      approvedAt: null,
      createdAt: new Date(submittedAt.getTime() - DAY),
      updatedAt: submittedAt,
    });
    built.push(b);
  });
  setNoticePeriods(built);
  setDemoDeposit(built, owners.host.id);

  // Blocks on every ninth live listing, from 3 to 40 days ahead: some take every unit.
  const blocks: ListingImport['blocks'] = [];
  built.forEach((b, i) => {
    if (b.row.status !== 'active' || i % 9 !== 4) return;
    const start = addDays(today, r.int(3, 40));
    const capacity = b.row.capacity ?? 1;
    blocks.push({
      id: newId(),
      listingId: b.row.id!,
      startDate: start,
      endDate: addDays(start, r.int(0, 4)),
      units: i % 2 === 0 ? capacity : r.int(1, capacity),
      note: r.pick(['Repainting', 'Family use', 'Already rented offline', 'Maintenance']),
      createdAt: now,
    });
  });
  return { built, blocks };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** In batches, so a few hundred files do not open at once. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** The demo listings, once: skipped when the demo host has any listing. */
export async function seedListings(
  ctx: AppContext,
  storage: FileStorage,
  photoDir: string,
  owners: { host: UserRow; others: UserRow[] },
): Promise<void> {
  if (await hostHasListings(ctx.db, owners.host.id)) return;
  const now = ctx.clock.now();
  const today = calendarDayIn((await ctx.settings.get()).general.timezone, now);
  const { built, blocks } = demoListings(owners, now, today);

  // Each demo photo is read once; every listing photo gets its own copies, as an upload would.
  const files = new Map<string, Buffer[]>();
  for (const id of new Set(built.flatMap((b) => b.photos))) {
    files.set(
      id,
      await Promise.all(['1280', '640', '300'].map((size) => fs.readFile(path.join(photoDir, `${id}-${size}.webp`)))),
    );
  }
  const planned = built.flatMap((b) =>
    b.photos.map((demoId, position) => {
      const id = newId();
      const row = {
        id,
        listingId: b.row.id!,
        position,
        isCover: position === 0,
        ...photoKeys(id),
        width: 1280,
        height: 960,
        createdAt: now,
      };
      return { row, data: files.get(demoId)! };
    }),
  );
  const writes = planned.flatMap(({ row, data }) => [
    { key: row.displayKey, data: data[0] },
    { key: row.mediumKey, data: data[1] },
    { key: row.thumbKey, data: data[2] },
  ]);
  await inBatches(writes, 32, (w) => storage.put(w.key, w.data));
  try {
    await ctx.db.transaction().execute((tx) =>
      importListings(tx, {
        listings: built.map((b) => b.row),
        photos: planned.map((p) => p.row),
        blocks,
      }),
    );
  } catch (e) {
    await inBatches(writes, 32, (w) => storage.delete(w.key));
    throw e;
  }
}
