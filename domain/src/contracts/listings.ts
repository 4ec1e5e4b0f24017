import { z } from 'zod';
import { bookingKinds, anyBookingStatuses } from '../tenancies/kinds';
import { cancellationPolicies, durationUnits, listingFeatures, listingTypes, vehicleTypes } from '../listings/fields';
import { listingActions, listingStatuses } from '../listings/status';
import { clientNoticeDayOptions } from '../tenancies/notice';
import { idParamsSchema, pageOf } from './common';

/**
 * /api/host/listings* (the host's own listings, photos and availability) and
 * /api/admin/listings* (the review queue). Request bodies the forms also use are in
 * listings/ (listingCreateSchema, listingDraftSchema, blockSchema, listingRejectSchema, …).
 */

const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const page = z.coerce.number().int().min(1).default(1);
const id = z.string().min(1).max(100);

export const listingPhotoSchema = z.object({
  id: z.string(),
  position: z.number(),
  isCover: z.boolean(),
  /** 1280 px wide (4:3, smaller when the upload was), for the gallery. */
  url: z.string(),
  /** 640 px wide, for cards and phones. */
  mediumUrl: z.string(),
  /** storage.thumbnailSize wide. */
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;
export const listingPhotosSchema = z.object({ photos: z.array(listingPhotoSchema) });
export type ListingPhotos = z.infer<typeof listingPhotosSchema>;

const str = z.string().nullable();
const num = z.number().nullable();
/** The days' notice a renter gives to end a monthly rental (0, 7, 14 or 30). */
const noticePeriodDays = z.literal([...clientNoticeDayOptions]);

/** Every field of a listing as stored; a draft's missing fields are null. */
const listingFieldsSchema = z.object({
  type: z.enum(listingTypes),
  title: str,
  description: str,
  regionCode: str,
  provinceCode: str,
  cityCode: str,
  barangayCode: str,
  regionName: str,
  provinceName: str,
  cityName: str,
  barangayName: str,
  street: str,
  postalCode: str,
  latitude: num,
  longitude: num,
  width: num,
  length: num,
  height: num,
  /** Square metres, width × length. */
  area: num,
  vehicleTypes: z.array(z.enum(vehicleTypes)),
  covered: z.boolean().nullable(),
  features: z.array(z.enum(listingFeatures)),
  accessHours: str,
  accessInstructions: str,
  /** Centavos. */
  pricePerHour: num,
  pricePerDay: num,
  pricePerMonth: num,
  minDuration: num,
  minDurationUnit: z.enum(durationUnits).nullable(),
  capacity: z.number(),
  instantBook: z.boolean(),
  cancellationPolicy: z.enum(cancellationPolicies),
  noticePeriodDays,
  /** Centavos: the security deposit asked (0: none), paid with the first payment, returned after move-out. */
  securityDeposit: z.number(),
});

const statusFields = {
  id: z.string(),
  hostId: z.string(),
  status: z.enum(listingStatuses),
  rejectionReason: str,
  /** Paused by a moderator or admin: resuming sends it back to review. */
  pausedByStaff: z.boolean(),
  submittedAt: str,
  approvedAt: str,
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** One listing as its host edits it, with its photos and the actions the host may take now. */
export const hostListingSchema = listingFieldsSchema.extend({
  ...statusFields,
  photos: z.array(listingPhotoSchema),
  actions: z.array(z.enum(listingActions)),
});
export type HostListing = z.infer<typeof hostListingSchema>;

/** A row of /host/listings. */
export const hostListingItemSchema = z.object({
  id: z.string(),
  type: z.enum(listingTypes),
  status: z.enum(listingStatuses),
  title: str,
  cityName: str,
  barangayName: str,
  coverUrl: str,
  photoCount: z.number(),
  pricePerHour: num,
  pricePerDay: num,
  pricePerMonth: num,
  capacity: z.number(),
  instantBook: z.boolean(),
  rejectionReason: str,
  pausedByStaff: z.boolean(),
  updatedAt: z.string(),
  actions: z.array(z.enum(listingActions)),
});
export type HostListingItem = z.infer<typeof hostListingItemSchema>;
export const hostListingsPageSchema = pageOf(hostListingItemSchema);
export type HostListingsPage = z.infer<typeof hostListingsPageSchema>;

/** GET /api/host/listings: every status but archived unless asked. */
export const hostListingsQuerySchema = z.object({
  status: z.enum([...listingStatuses, 'all']).optional(),
  page,
  pageSize,
});

const hostSummarySchema = z.object({ id: z.string(), name: z.string(), email: z.string(), verified: z.boolean() });

/** A row of the admin review queue. */
export const adminListingItemSchema = hostListingItemSchema.omit({ actions: true }).extend({
  provinceName: str,
  host: hostSummarySchema,
  submittedAt: str,
  approvedAt: str,
  createdAt: z.string(),
  actions: z.array(z.enum(listingActions)),
});
export type AdminListingItem = z.infer<typeof adminListingItemSchema>;
export const adminListingsPageSchema = pageOf(adminListingItemSchema);
export type AdminListingsPage = z.infer<typeof adminListingsPageSchema>;

/** One listing for review: everything the host entered, its photos, and its host. */
export const adminListingSchema = hostListingSchema.extend({ host: hostSummarySchema });
export type AdminListing = z.infer<typeof adminListingSchema>;

/** GET /api/admin/listings: the review queue (pending, oldest first) unless another status is asked. */
export const adminListingsQuerySchema = z.object({
  status: z.enum([...listingStatuses, 'all']).default('pending_review'),
  q: z.string().trim().max(200).optional(),
  page,
  pageSize,
});

export const photoParamsSchema = idParamsSchema.extend({ photoId: id });
export const blockParamsSchema = idParamsSchema.extend({ blockId: id });
export const listingFileParamsSchema = z.object({ file: z.string().min(1).max(100) });

/** PUT /api/host/listings/:id/photos/order: every photo id of the listing once, in the new order. */
export const photoOrderSchema = z.object({ photoIds: z.array(id).max(50) });
/** PUT /api/host/listings/:id/photos/cover. */
export const photoCoverSchema = z.object({ photoId: id });

export const listingBlockSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  units: z.number(),
  note: str,
  createdAt: z.string(),
});
export type ListingBlock = z.infer<typeof listingBlockSchema>;

/** A booking that holds units of the listing (requested, to pay, paid, under way), on the host's calendar. */
export const calendarBookingSchema = z.object({
  id: z.string(),
  status: z.enum(anyBookingStatuses),
  kind: z.enum(bookingKinds),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  units: z.number(),
  clientName: z.string(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/**
 * A month of the host's availability calendar: per day the units the host's blocks take
 * (`blocked`), the most the bookings hold at any moment of it (`booked`) and what is left of the
 * capacity (`free`); the blocks and the bookings that touch the month.
 */
export const availabilitySchema = z.object({
  month: z.string(),
  capacity: z.number(),
  days: z.array(z.object({ date: z.string(), blocked: z.number(), booked: z.number(), free: z.number() })),
  blocks: z.array(listingBlockSchema),
  bookings: z.array(calendarBookingSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

// --- Discovery: the public search, a listing's public page, quotes, favourites (decision 0027) ---

/**
 * Where the public sees a listing: its public point, the host's pin moved 200 m to
 * PUBLIC_POINT_MAX_OFFSET_M in a random direction, drawn once and stored (decision 0029), given
 * to PUBLIC_POINT_DECIMALS decimals (about 10 m). The exact pin comes with a confirmed booking.
 */
export const PUBLIC_POINT_MAX_OFFSET_M = 500;
export const PUBLIC_POINT_DECIMALS = 4;

/** One search result (GET /api/listings), a favourite or a recently viewed space. */
export const listingSearchItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(listingTypes),
  city: z.string(),
  barangay: z.string(),
  capacity: z.number(),
  hostId: z.string(),
  instantBook: z.boolean(),
  /** Centavos. */
  pricePerHour: num,
  pricePerDay: num,
  pricePerMonth: num,
  /** Square metres (storage and warehouses). */
  area: num,
  /** The cover's thumbnail. */
  coverUrl: str,
  rating: z.number(),
  totalRatings: z.number(),
  /** From the searched place or point; null when the search named neither. */
  distanceKm: num,
  /** Approximate (rounded to 2 decimals). */
  latitude: z.number(),
  longitude: z.number(),
});
export type ListingSearchItem = z.infer<typeof listingSearchItemSchema>;

/** What the search understood of its text, so the page can say "Parking near Makati City". */
export const searchUnderstoodSchema = z.object({
  type: z.enum(listingTypes).nullable(),
  place: z.object({ id: z.string(), name: z.string(), kind: z.string() }).nullable(),
  /** Searched around this point, within radiusKm (a place's centre, or the point given). */
  near: z.object({ lat: z.number(), lng: z.number(), radiusKm: z.number() }).nullable(),
  /** Words matched against titles, descriptions, cities and barangays. */
  terms: z.array(z.string()),
  priceUnit: z.enum(['hour', 'day', 'month']),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;

export const listingSearchPageSchema = pageOf(listingSearchItemSchema).extend({
  /** True when the count reached SEARCH_MAX_RESULTS: there may be more; show "300+" and suggest narrowing. */
  totalCapped: z.boolean(),
  understood: searchUnderstoodSchema,
});
export type ListingSearchPage = z.infer<typeof listingSearchPageSchema>;

/** The host as a listing's page shows them. */
export const listingHostCardSchema = z.object({
  id: z.string(),
  /** First name and last initial ('Ramon D.'). */
  name: z.string(),
  verified: z.boolean(),
  rating: z.number(),
  totalRatings: z.number(),
  /** When the account was created (ISO). */
  memberSince: z.string(),
});

/** GET /api/listings/:id: what anyone may read of a listing. No street, postal code, exact pin or access instructions. */
export const publicListingSchema = z.object({
  id: z.string(),
  /** 'active' for everyone; its host and staff also read it in its other statuses. */
  status: z.enum(listingStatuses),
  type: z.enum(listingTypes),
  title: str,
  description: str,
  regionName: str,
  provinceName: str,
  cityName: str,
  barangayName: str,
  /** Approximate: rounded to 2 decimals. */
  latitude: num,
  longitude: num,
  width: num,
  length: num,
  height: num,
  area: num,
  vehicleTypes: z.array(z.enum(vehicleTypes)),
  covered: z.boolean().nullable(),
  features: z.array(z.enum(listingFeatures)),
  accessHours: str,
  pricePerHour: num,
  pricePerDay: num,
  pricePerMonth: num,
  minDuration: num,
  minDurationUnit: z.enum(durationUnits).nullable(),
  capacity: z.number(),
  instantBook: z.boolean(),
  cancellationPolicy: z.enum(cancellationPolicies),
  noticePeriodDays,
  /** Centavos: the security deposit asked (0: none), paid with the first payment, returned after move-out. */
  securityDeposit: z.number(),
  rating: z.number(),
  totalRatings: z.number(),
  approvedAt: str,
  updatedAt: z.string(),
  photos: z.array(listingPhotoSchema),
  host: listingHostCardSchema,
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/** GET /api/listings/:id/availability: units free per day of a month. */
export const publicAvailabilitySchema = z.object({
  month: z.string(),
  capacity: z.number(),
  days: z.array(z.object({ date: z.string(), free: z.number() })),
});
export type PublicAvailability = z.infer<typeof publicAvailabilitySchema>;

/** GET /api/listings/:id/quote */
export { listingQuoteQuerySchema as quoteQuerySchema } from '../listings/search';

export const quoteSchema = z.object({
  listingId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Calendar days, both ends included (null for an hourly stay). */
  days: num,
  hours: num,
  units: z.number(),
  currency: z.string(),
  /** One unit's price: months, days or hours. */
  lines: z.array(
    z.object({ unit: z.enum(['hour', 'day', 'month']), count: z.number(), price: z.number(), amount: z.number() }),
  ),
  /** Centavos: lines × units. */
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  /** What the client pays: subtotal + tax. */
  total: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const favoritesQuerySchema = z.object({ page });
export const favoritesPageSchema = pageOf(listingSearchItemSchema);
export type FavoritesPage = z.infer<typeof favoritesPageSchema>;
export const recentlyViewedSchema = z.object({ items: z.array(listingSearchItemSchema) });
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;
export const listingIdParamsSchema = z.object({ listingId: id });
