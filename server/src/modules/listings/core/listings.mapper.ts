import {
  allowedActions,
  type HostListing,
  type HostListingItem,
  type ListingDraftInput,
  type ListingPhoto,
} from '@espasyo/domain';
// A listing is shown with its photos; their table belongs to photos/.
import type { ListingPhotoRow } from '../photos/listing-photos.repository';
import type { ListingItemRow, ListingRow } from './listings.repository';

/** Listing photos are served from /api/files/listings/<file> (storage keys listings/<file>). */
export const PHOTO_URL_PREFIX = '/api/files/listings/';
const PHOTO_FOLDER = 'listings/';
export const photoUrl = (key: string) => PHOTO_URL_PREFIX + key.slice(PHOTO_FOLDER.length);

/** A timestamp as an ISO string, null kept. */
export const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function toPhoto(p: ListingPhotoRow): ListingPhoto {
  return {
    id: p.id,
    position: p.position,
    isCover: p.isCover,
    url: photoUrl(p.displayKey),
    mediumUrl: photoUrl(p.mediumKey),
    thumbUrl: photoUrl(p.thumbKey),
    width: p.width,
    height: p.height,
  };
}

/** Every field present, null where a draft has none. */
export type StoredListing = { [K in keyof ListingDraftInput]-?: Exclude<ListingDraftInput[K], undefined> };

/** A stored listing as the form's input: what the complete schema checks before review. */
export function toListingInput(r: ListingRow): StoredListing {
  return {
    type: r.type,
    title: r.title,
    description: r.description,
    regionCode: r.regionCode,
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    barangayCode: r.barangayCode,
    street: r.street,
    postalCode: r.postalCode,
    latitude: r.latitude,
    longitude: r.longitude,
    width: r.width,
    length: r.length,
    height: r.height,
    vehicleTypes: r.vehicleTypes as StoredListing['vehicleTypes'],
    covered: r.covered,
    features: r.features as StoredListing['features'],
    accessHours: r.accessHours,
    accessInstructions: r.accessInstructions,
    pricePerHour: r.pricePerHour,
    pricePerDay: r.pricePerDay,
    pricePerMonth: r.pricePerMonth,
    minDuration: r.minDuration,
    minDurationUnit: r.minDurationUnit,
    capacity: r.capacity,
    instantBook: r.instantBook,
    cancellationPolicy: r.cancellationPolicy,
    noticePeriodDays: r.noticePeriodDays,
    securityDeposit: r.securityDeposit,
  };
}

/** One listing with its photos; `actor` ('host', 'moderator', 'admin') decides which actions are offered. */
export function toHostListing(r: ListingRow, photos: ListingPhotoRow[], actor = 'host'): HostListing {
  return {
    ...toListingInput(r),
    vehicleTypes: (r.vehicleTypes ?? []) as HostListing['vehicleTypes'],
    features: (r.features ?? []) as HostListing['features'],
    capacity: r.capacity,
    instantBook: r.instantBook,
    cancellationPolicy: r.cancellationPolicy,
    noticePeriodDays: r.noticePeriodDays,
    securityDeposit: r.securityDeposit,
    regionName: r.regionName,
    provinceName: r.provinceName,
    cityName: r.cityName,
    barangayName: r.barangayName,
    area: r.area,
    id: r.id,
    hostId: r.hostId,
    status: r.status,
    rejectionReason: r.rejectionReason,
    pausedByStaff: r.pausedByStaff,
    submittedAt: iso(r.submittedAt),
    approvedAt: iso(r.approvedAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
    photos: photos.map(toPhoto),
    actions: allowedActions(r.status, actor),
  };
}

export function toHostItem(r: ListingItemRow): HostListingItem {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    title: r.title,
    cityName: r.cityName,
    barangayName: r.barangayName,
    coverUrl: r.coverKey ? photoUrl(r.coverKey) : null,
    photoCount: r.photoCount,
    pricePerHour: r.pricePerHour,
    pricePerDay: r.pricePerDay,
    pricePerMonth: r.pricePerMonth,
    capacity: r.capacity,
    instantBook: r.instantBook,
    rejectionReason: r.rejectionReason,
    pausedByStaff: r.pausedByStaff,
    updatedAt: iso(r.updatedAt)!,
    actions: allowedActions(r.status, 'host'),
  };
}
