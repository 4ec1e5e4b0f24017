import { describe, expect, it } from 'vitest';
import { listingMessages } from '../messages/listings';
import { placesMessages } from '../messages/places';
import { areaOf, featureLabels, listingFeatures, vehicleTypeLabels } from './fields';
import { listingCompleteSchema, listingCreateSchema, listingDraftSchema, missingForReview } from './schema';
import { validParking, validStorage } from './test-fixtures';
import { clientNoticeDayOptions, DEFAULT_CLIENT_NOTICE_DAYS } from '../tenancies/notice';

const m = listingMessages.fields;
type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
/** Every refusal as 'field: message'. */
const issues = (r: Result) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('listingDraftSchema: any field, each valid when present', () => {
  it('takes an empty draft, a partial one, and null to clear a field', () => {
    expect(listingDraftSchema.safeParse({}).success).toBe(true);
    expect(listingDraftSchema.parse({ title: '  Garage in Cubao ', pricePerDay: null })).toEqual({
      title: 'Garage in Cubao',
      pricePerDay: null,
    });
  });

  it('drops fields that are not part of a listing (status, hostId)', () => {
    expect(listingDraftSchema.parse({ title: 'Garage in Cubao', status: 'active', hostId: 'x' })).toEqual({
      title: 'Garage in Cubao',
    });
  });

  it.each([
    ['type', 'boat', m.type],
    ['type', null, m.type],
    ['title', 'Room', m.title],
    ['title', 'x'.repeat(101), m.title],
    ['title', '    Room    ', m.title],
    ['description', 'Too short to say much', null],
    ['description', 'short', m.description],
    ['description', 'x'.repeat(5001), m.description],
    ['regionCode', '13', placesMessages.address.regionRequired],
    ['postalCode', '12345', placesMessages.address.postalCode],
    ['street', 'x'.repeat(201), placesMessages.address.streetMax(200)],
    ['latitude', 35.68, m.pinOutsidePhilippines],
    ['latitude', 3.9, m.pinOutsidePhilippines],
    ['longitude', 139.7, m.pinOutsidePhilippines],
    ['longitude', '121.03', m.longitude],
    ['width', 0, m.width],
    ['width', 1000.5, m.width],
    ['length', 2.345, m.length],
    ['height', 101, m.height],
    ['vehicleTypes', ['bicycle'], m.vehicleTypes],
    ['vehicleTypes', ['sedan', 'sedan'], m.vehicleTypes],
    ['covered', 'yes', m.covered],
    ['features', ['jacuzzi'], m.features],
    ['features', ['cctv', 'cctv'], m.features],
    ['accessHours', 'x'.repeat(101), m.accessHours],
    ['accessInstructions', 'x'.repeat(1001), m.accessInstructions],
    ['pricePerDay', 150.5, m.price],
    ['pricePerDay', 99, m.price],
    ['pricePerMonth', 1_000_000_001, m.price],
    ['pricePerHour', -100, m.price],
    ['minDuration', 0, m.minDuration],
    ['minDuration', 366, m.minDuration],
    ['minDurationUnit', 'week', m.minDurationUnit],
    ['capacity', 0, m.capacity],
    ['capacity', 1001, m.capacity],
    ['capacity', 2.5, m.capacity],
    ['instantBook', 'true', m.instantBook],
    ['cancellationPolicy', 'lenient', m.cancellationPolicy],
    ['noticePeriodDays', 10, m.noticePeriodDays],
    ['noticePeriodDays', '7', m.noticePeriodDays],
    ['noticePeriodDays', -7, m.noticePeriodDays],
  ])('%s = %j → its message', (field, value, message) => {
    const r = listingDraftSchema.safeParse({ [field]: value });
    if (!message) return void expect(r.success).toBe(true);
    expect(r.error?.issues.map((i) => [String(i.path[0]), i.message])).toEqual([[field, message]]);
  });

  it('accepts the edges: 5 and 100 characters, two decimals, ₱1 and capacity 1,000', () => {
    const ok = {
      title: 'x'.repeat(5),
      description: 'y'.repeat(5000),
      width: 0.1,
      length: 12.25,
      pricePerDay: 100,
      pricePerMonth: 1_000_000_000,
      capacity: 1000,
      latitude: 21.5,
      longitude: 116,
    };
    expect(issues(listingDraftSchema.safeParse(ok))).toEqual([]);
  });

  it("takes each notice period a host may choose for a monthly rental; none is needed (the listing's is 7)", () => {
    for (const days of clientNoticeDayOptions) {
      expect(listingDraftSchema.parse({ noticePeriodDays: days })).toEqual({ noticePeriodDays: days });
    }
    expect(clientNoticeDayOptions).toEqual([0, 7, 14, 30]);
    expect(DEFAULT_CLIENT_NOTICE_DAYS).toBe(7);
    expect(listingDraftSchema.parse({ noticePeriodDays: null })).toEqual({ noticePeriodDays: null });
    expect(issues(listingCompleteSchema.safeParse(validStorage))).toEqual([]);
  });

  it('a new listing needs its type', () => {
    expect(issues(listingCreateSchema.safeParse({ title: 'Garage in Cubao' }))).toEqual([`type: ${m.type}`]);
    expect(listingCreateSchema.safeParse({ type: 'parking' }).success).toBe(true);
  });
});

describe('listingCompleteSchema: what submitting for review needs', () => {
  it('accepts a complete storage and a complete parking listing', () => {
    expect(issues(listingCompleteSchema.safeParse(validStorage))).toEqual([]);
    expect(issues(listingCompleteSchema.safeParse(validParking))).toEqual([]);
  });

  it('lists every missing field of an empty draft with its message', () => {
    expect(issues(listingCompleteSchema.safeParse({ type: 'warehouse' }))).toEqual([
      `title: ${m.title}`,
      `description: ${m.description}`,
      `regionCode: ${placesMessages.address.regionRequired}`,
      `provinceCode: ${placesMessages.address.provinceRequired}`,
      `cityCode: ${placesMessages.address.cityRequired}`,
      `barangayCode: ${placesMessages.address.barangayRequired}`,
      `street: ${placesMessages.address.streetRequired}`,
      `postalCode: ${placesMessages.address.postalCode}`,
      `latitude: ${m.latitude}`,
      `longitude: ${m.longitude}`,
      `accessHours: ${m.accessHoursRequired}`,
      `minDuration: ${m.minDuration}`,
      `minDurationUnit: ${m.minDurationUnit}`,
      `capacity: ${m.capacity}`,
      `instantBook: ${m.instantBook}`,
      `cancellationPolicy: ${m.cancellationPolicy}`,
      `width: ${m.sizeRequired}`,
      `length: ${m.sizeRequired}`,
      `pricePerDay: ${m.priceRequired}`,
    ]);
  });

  it('marks an invalid field and the missing ones together', () => {
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, title: 'abc', width: null }))).toEqual([
      `title: ${m.title}`,
      `width: ${m.sizeRequired}`,
    ]);
  });

  it('storage and warehouse need width and length; height is optional', () => {
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, height: null }))).toEqual([]);
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, length: undefined }))).toEqual([
      `length: ${m.sizeRequired}`,
    ]);
  });

  it('parking needs the vehicles that fit and covered or open, not a size', () => {
    expect(issues(listingCompleteSchema.safeParse({ ...validParking, vehicleTypes: [], covered: null }))).toEqual([
      `vehicleTypes: ${m.vehicleTypesRequired}`,
      `covered: ${m.covered}`,
    ]);
    expect(issues(listingCompleteSchema.safeParse({ ...validParking, covered: false }))).toEqual([]);
  });

  it('needs at least one price; an hourly price alone is enough for parking', () => {
    const noPrices = { pricePerDay: null, pricePerMonth: null, pricePerHour: null };
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, ...noPrices }))).toEqual([
      `pricePerDay: ${m.priceRequired}`,
    ]);
    expect(issues(listingCompleteSchema.safeParse({ ...validParking, ...noPrices, pricePerHour: 2500 }))).toEqual([]);
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, pricePerMonth: null }))).toEqual([]);
  });

  it('only parking may have an hourly price or a minimum in hours', () => {
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, pricePerHour: 2000 }))).toEqual([
      `pricePerHour: ${m.hourlyParkingOnly}`,
    ]);
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, minDurationUnit: 'hour' }))).toEqual([
      `minDurationUnit: ${m.hourlyMinimumNeedsHourlyPrice}`,
    ]);
    expect(issues(listingCompleteSchema.safeParse({ ...validParking, pricePerHour: null }))).toEqual([
      `minDurationUnit: ${m.hourlyMinimumNeedsHourlyPrice}`,
    ]);
  });

  it('blank access hours count as missing', () => {
    expect(issues(listingCompleteSchema.safeParse({ ...validStorage, accessHours: '   ' }))).toEqual([
      `accessHours: ${m.accessHoursRequired}`,
    ]);
  });

  it('missingForReview is the same rule for a stored draft', () => {
    expect(missingForReview(validStorage)).toEqual([]);
    expect(missingForReview({ ...validParking, vehicleTypes: null }).map((i) => i.path)).toEqual(['vehicleTypes']);
  });
});

describe('fixed lists and the derived area', () => {
  it('has the fifteen features and five vehicle types of the spec, each with an English label', () => {
    expect(listingFeatures).toHaveLength(15);
    expect(featureLabels.access_24_7).toBe('24/7 access');
    expect(featureLabels.ev_charging).toBe('EV charging');
    expect(Object.keys(vehicleTypeLabels)).toEqual(['motorcycle', 'sedan', 'suv_pickup', 'van', 'truck']);
  });

  it('derives the area from width and length, two decimals', () => {
    expect(areaOf(3, 4)).toBe(12);
    expect(areaOf(2.35, 3.33)).toBe(7.83);
    expect(areaOf(3, null)).toBeNull();
  });
});
