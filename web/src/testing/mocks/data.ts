import type { ErrorCode } from '@espasyo/domain/errors';
import type { User } from '@espasyo/domain/schemas/auth';
import type { PublicListing } from '@espasyo/domain/contracts/listings';

let next = 0;

/** A user as the API returns it; pass only what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  next += 1;
  const type = overrides.userType ?? overrides.type ?? 'client';
  const firstName = overrides.firstName ?? 'Maria';
  const lastName = overrides.lastName ?? `Santos ${next}`;
  return {
    id: `0190000${next}-0000-7000-8000-000000000000`,
    email: `user${next}@example.ph`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: '+63 917 123 4567',
    userType: type,
    type,
    role: null,
    permissions: [],
    status: 'active',
    profileImageUrl: null,
    rating: 0,
    totalRatings: 0,
    verified: false,
    isAdmin: type === 'admin',
    emailVerified: true,
    language: null,
    phoneVerified: true,
    idVerified: true,
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** The API's error body (ARCHITECTURE.md rule 5), with a code the server really sends (the web acts on it). */
export const errorBody = (code: ErrorCode, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** A live parking listing as GET /api/listings/:id returns it (capacity 4, priced by the hour and day). */
export function buildPublicListing(overrides: Partial<PublicListing> = {}): PublicListing {
  return {
    id: 'l1',
    status: 'active',
    type: 'parking',
    title: 'Covered slot near Ayala Triangle',
    description: 'A covered parking slot in a guarded building, a short walk from Ayala Triangle Gardens.',
    regionName: 'NCR',
    provinceName: 'Metro Manila',
    cityName: 'Makati City',
    barangayName: 'Bel-Air',
    latitude: 14.56,
    longitude: 121.02,
    width: null,
    length: null,
    height: null,
    area: null,
    vehicleTypes: ['sedan'],
    covered: true,
    features: ['cctv'],
    accessHours: '24/7',
    pricePerHour: 5000,
    pricePerDay: 15000,
    pricePerMonth: null,
    minDuration: 1,
    minDurationUnit: 'hour',
    capacity: 4,
    instantBook: true,
    cancellationPolicy: 'flexible',
    noticePeriodDays: 7,
    securityDeposit: 0,
    rating: 0,
    totalRatings: 0,
    approvedAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    photos: [
      {
        id: 'p1',
        position: 0,
        isCover: true,
        url: '/api/files/listings/p1-1280.webp',
        mediumUrl: '/api/files/listings/p1-640.webp',
        thumbUrl: '/api/files/listings/p1-thumb.webp',
        width: 1280,
        height: 960,
      },
    ],
    host: {
      id: 'h1',
      name: 'Ramon D.',
      verified: true,
      rating: 0,
      totalRatings: 0,
      memberSince: '2026-01-05T00:00:00.000Z',
    },
    ...overrides,
  };
}
