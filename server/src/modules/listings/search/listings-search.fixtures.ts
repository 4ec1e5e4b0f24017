import type { Insertable } from 'kysely';
import { barangaysOf, findCity, findProvince, findRegion, placesNamed } from '@espasyo/domain/places/index';
import type { ListingsTable } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { TestApp } from '../../../test/app';

/** A point `north` and `east` kilometres from a named place's centre. */
export function near(placeName: string, north = 0, east = 0): { latitude: number; longitude: number } {
  const place = placesNamed(placeName)[0];
  if (!place) throw new Error(`no place named ${placeName}`);
  const latitude = place.lat + north / 111.2;
  const longitude = place.lng + east / (111.2 * Math.cos((place.lat * Math.PI) / 180));
  return { latitude, longitude };
}

export type LiveListingOptions = Partial<Insertable<ListingsTable>> & {
  /** PSGC city code; the region, province and a barangay follow. */
  city: string;
  /** Adds a cover photo row (no file) named after the listing. */
  cover?: boolean;
  /**
   * Lets the database draw the public point, 200–500 m from the pin, as it does for every real
   * listing. Otherwise the public point is the pin itself, so that distances in tests are exact.
   */
  drawnPoint?: boolean;
};

/**
 * A listing row straight in the database, live unless told otherwise, with a complete set of
 * fields: search tests need dozens, and the HTTP path (photos, review) is tested elsewhere.
 */
export async function insertListing(t: TestApp, hostId: string, o: LiveListingOptions): Promise<string> {
  const row = listingRow(t, hostId, o);
  await t.db.insertInto('listings').values(row).execute();
  if (o.cover) await insertCover(t, row.id);
  return row.id;
}

/** Many listings, 200 to a statement (a statement takes at most 32,767 parameters on PGlite); no covers. */
export async function insertListings(t: TestApp, hostId: string, list: LiveListingOptions[]): Promise<string[]> {
  const rows = list.map((o) => listingRow(t, hostId, o));
  for (let i = 0; i < rows.length; i += 200)
    await t.db
      .insertInto('listings')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.map((r) => r.id);
}

function listingRow(t: TestApp, hostId: string, o: LiveListingOptions): Insertable<ListingsTable> & { id: string } {
  const { city: cityCode, cover: _cover, drawnPoint, ...fields } = o;
  const city = findCity(cityCode);
  if (!city) throw new Error(`unknown city ${cityCode}`);
  const barangay = barangaysOf(cityCode)[0];
  const id = newId();
  const now = t.clock.now();
  const type = fields.type ?? 'storage';
  const row: Insertable<ListingsTable> & { id: string } = {
    id,
    hostId,
    type,
    status: 'active',
    title: `A ${type} space in ${city.name}`,
    description: 'A clean and secure space, easy to reach, with a friendly host.',
    regionCode: city.regionCode,
    provinceCode: city.provinceCode,
    cityCode,
    barangayCode: barangay.code,
    regionName: findRegion(city.regionCode)?.name ?? null,
    provinceName: findProvince(city.provinceCode)?.name ?? null,
    cityName: city.name,
    barangayName: barangay.name,
    street: '12 Secret Street',
    postalCode: '1200',
    ...near(city.name),
    width: type === 'parking' ? null : 3,
    length: type === 'parking' ? null : 4,
    height: type === 'parking' ? null : 2.5,
    vehicleTypes: JSON.stringify(type === 'parking' ? ['sedan'] : []),
    covered: type === 'parking' ? true : null,
    features: JSON.stringify([]),
    accessHours: '24/7',
    accessInstructions: 'The key is under the mat.',
    pricePerDay: 10000,
    pricePerMonth: type === 'parking' ? null : 250000,
    minDuration: 1,
    minDurationUnit: 'day',
    capacity: 1,
    instantBook: false,
    cancellationPolicy: 'moderate',
    submittedAt: now,
    approvedAt: now,
    createdAt: now,
    updatedAt: now,
    ...fields,
    ...(fields.features ? { features: JSON.stringify(fields.features) } : {}),
    ...(fields.vehicleTypes ? { vehicleTypes: JSON.stringify(fields.vehicleTypes) } : {}),
  };
  if (drawnPoint) return row;
  return { publicLatitude: row.latitude, publicLongitude: row.longitude, ...row };
}

async function insertCover(t: TestApp, id: string) {
  await t.db
    .insertInto('listingPhotos')
    .values({
      id: newId(),
      listingId: id,
      position: 0,
      isCover: true,
      displayKey: `listings/${id}-1280.webp`,
      mediumKey: `listings/${id}-640.webp`,
      thumbKey: `listings/${id}-thumb.webp`,
      width: 1280,
      height: 960,
    })
    .execute();
}

/** PSGC city codes the search tests use. */
export const cities = {
  makati: '1380300000',
  taguig: '1381500000',
  pasig: '1381200000',
  quezonCity: '1381300000',
  cebu: '0730600000',
  davao: '1130700000',
  iloilo: '0631000000',
} as const;
