import {
  allowedActions,
  PUBLIC_POINT_DECIMALS,
  type ListingSearchItem,
  type PublicListing,
  type AdminListingItem,
  type HostListing,
  type HostListingItem,
  type ListingBlock,
  type ListingDraftInput,
  type ListingPhoto,
} from '@espasyo/domain';
import type { ListingBlockRow } from '../availability/listing-blocks.repository';
import type { ListingPhotoRow } from '../photos/listing-photos.repository';
import type { SearchItemRow } from '../search/listings-search.repository';
import type { UserRow } from '../../users/accounts.service';

/** The columns of the host card. */
type HostCardSource = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'verified' | 'rating' | 'totalRatings' | 'createdAt'
>;
import type { ListingItemRow, ListingRow, StaffItemRow } from './listings.repository';

/** Listing photos are served from /api/files/listings/<file> (storage keys listings/<file>). */
export const PHOTO_URL_PREFIX = '/api/files/listings/';
const PHOTO_FOLDER = 'listings/';
export const photoUrl = (key: string) => PHOTO_URL_PREFIX + key.slice(PHOTO_FOLDER.length);

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

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
    photoCount: Number(r.photoCount),
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

export function toStaffItem(r: StaffItemRow, actor: string): AdminListingItem {
  return {
    ...toHostItem(r),
    provinceName: r.provinceName,
    host: { id: r.hostId, name: r.hostName, email: r.hostEmail, verified: r.hostVerified },
    submittedAt: iso(r.submittedAt),
    approvedAt: iso(r.approvedAt),
    createdAt: iso(r.createdAt)!,
    actions: allowedActions(r.status, actor),
  };
}

export function toBlock(b: ListingBlockRow): ListingBlock {
  return {
    id: b.id,
    startDate: b.startDate,
    endDate: b.endDate,
    units: b.units,
    note: b.note,
    createdAt: iso(b.createdAt)!,
  };
}

/** A public point's latitude or longitude to PUBLIC_POINT_DECIMALS (about 10 m); never the pin's. */
const publicDegrees = (degrees: number) => {
  const f = 10 ** PUBLIC_POINT_DECIMALS;
  return Math.round(degrees * f) / f;
};

export function toSearchItem(r: SearchItemRow): ListingSearchItem {
  return {
    id: r.id,
    title: r.title ?? '',
    type: r.type,
    city: r.cityName ?? '',
    barangay: r.barangayName ?? '',
    capacity: r.capacity,
    hostId: r.hostId,
    instantBook: r.instantBook,
    pricePerHour: r.pricePerHour,
    pricePerDay: r.pricePerDay,
    pricePerMonth: r.pricePerMonth,
    area: r.area,
    coverUrl: r.coverKey ? photoUrl(r.coverKey) : null,
    rating: Number(r.rating),
    totalRatings: r.totalRatings,
    distanceKm: r.distanceKm == null ? null : Math.round(r.distanceKm * 10) / 10,
    latitude: publicDegrees(r.latitude),
    longitude: publicDegrees(r.longitude),
  };
}

/** What anyone may read of a listing: no street, postal code, pin (its public point instead) or access instructions. */
export function toPublicListing(r: ListingRow, photos: ListingPhotoRow[], host: HostCardSource): PublicListing {
  return {
    id: r.id,
    status: r.status,
    type: r.type,
    title: r.title,
    description: r.description,
    regionName: r.regionName,
    provinceName: r.provinceName,
    cityName: r.cityName,
    barangayName: r.barangayName,
    latitude: r.publicLatitude == null ? null : publicDegrees(r.publicLatitude),
    longitude: r.publicLongitude == null ? null : publicDegrees(r.publicLongitude),
    width: r.width,
    length: r.length,
    height: r.height,
    area: r.area,
    vehicleTypes: (r.vehicleTypes ?? []) as PublicListing['vehicleTypes'],
    covered: r.covered,
    features: (r.features ?? []) as PublicListing['features'],
    accessHours: r.accessHours,
    pricePerHour: r.pricePerHour,
    pricePerDay: r.pricePerDay,
    pricePerMonth: r.pricePerMonth,
    minDuration: r.minDuration,
    minDurationUnit: r.minDurationUnit,
    capacity: r.capacity,
    instantBook: r.instantBook,
    cancellationPolicy: r.cancellationPolicy,
    rating: Number(r.rating),
    totalRatings: r.totalRatings,
    approvedAt: iso(r.approvedAt),
    updatedAt: iso(r.updatedAt)!,
    photos: photos.map(toPhoto),
    host: {
      id: host.id,
      name: host.lastName ? `${host.firstName} ${host.lastName.trim().charAt(0)}.` : host.firstName,
      verified: host.verified,
      rating: Number(host.rating),
      totalRatings: host.totalRatings,
      memberSince: iso(host.createdAt)!,
    },
  };
}
