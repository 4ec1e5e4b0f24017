import { PUBLIC_POINT_DECIMALS, shortName, type ListingSearchItem, type PublicListing } from '@espasyo/domain';
import type { UserRow } from '../../users/accounts.service';
import { iso, photoUrl, toPhoto } from '../core/listings.mapper';
import type { ListingRow } from '../core/listings.repository';
import type { ListingPhotoRow } from '../photos/listing-photos.repository';
import type { SearchItemRow } from './listings-search.repository';

/** The columns of the host card. */
type HostCardSource = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'verified' | 'rating' | 'totalRatings' | 'createdAt'
>;

/** A public point's latitude or longitude to PUBLIC_POINT_DECIMALS (about 10 m); never the pin's. */
const publicDegrees = (degrees: number) => {
  const f = 10 ** PUBLIC_POINT_DECIMALS;
  return Math.round(degrees * f) / f;
};

/** A search result's card (also favourites' and recently viewed's). */
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
    rating: r.rating,
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
    noticePeriodDays: r.noticePeriodDays,
    securityDeposit: r.securityDeposit,
    rating: r.rating,
    totalRatings: r.totalRatings,
    approvedAt: iso(r.approvedAt),
    updatedAt: iso(r.updatedAt)!,
    photos: photos.map(toPhoto),
    host: {
      id: host.id,
      name: shortName(host.firstName, host.lastName),
      verified: host.verified,
      rating: host.rating,
      totalRatings: host.totalRatings,
      memberSince: iso(host.createdAt)!,
    },
  };
}
