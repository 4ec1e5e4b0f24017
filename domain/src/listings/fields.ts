/**
 * The fixed lists and limits of a listing (docs/product/marketplace.md#listings): types,
 * vehicle types, features with their English labels, cancellation policies and every
 * length and number range, shared by the form, the server and the database checks.
 */
export const listingTypes = ['storage', 'parking', 'warehouse'] as const;
export type ListingType = (typeof listingTypes)[number];

export const listingTypeLabels: Record<ListingType, string> = {
  storage: 'Storage',
  parking: 'Parking',
  warehouse: 'Warehouse',
};

/** Vehicles a parking space fits, smallest first. */
export const vehicleTypeLabels = {
  motorcycle: 'Motorcycle',
  sedan: 'Sedan',
  suv_pickup: 'SUV / pickup',
  van: 'Van',
  truck: 'Truck',
} as const;
export type VehicleType = keyof typeof vehicleTypeLabels;
export const vehicleTypes = Object.keys(vehicleTypeLabels) as [VehicleType, ...VehicleType[]];

/** The fixed feature list, in the order the form shows it. */
export const featureLabels = {
  cctv: 'CCTV',
  access_24_7: '24/7 access',
  security_guard: 'Security guard',
  gated: 'Gated',
  well_lit: 'Well-lit',
  climate_controlled: 'Climate-controlled',
  fire_protection: 'Fire protection',
  ground_floor: 'Ground floor',
  elevator: 'Elevator',
  loading_dock: 'Loading dock',
  forklift: 'Forklift',
  electricity: 'Electricity',
  ev_charging: 'EV charging',
  covered: 'Covered',
  pest_control: 'Pest control',
} as const;
export type ListingFeature = keyof typeof featureLabels;
export const listingFeatures = Object.keys(featureLabels) as [ListingFeature, ...ListingFeature[]];

/** The same names as settings.financial.refundPolicy, whose value is a new listing's default. */
export const cancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];

/** Units of the minimum duration; 'hour' needs an hourly price (parking only). */
export const durationUnits = ['hour', 'day', 'month'] as const;
export type DurationUnit = (typeof durationUnits)[number];

export const listingLimits = {
  title: { min: 5, max: 100 },
  description: { min: 20, max: 5000 },
  accessHours: 100,
  accessInstructions: 1000,
  /** Width and length in metres, two decimals. */
  side: { min: 0.1, max: 1000 },
  height: { min: 0.1, max: 100 },
  /** Prices in centavos: ₱1 to ₱10,000,000. */
  price: { min: 100, max: 1_000_000_000 },
  minDuration: { min: 1, max: 365 },
  capacity: { min: 1, max: 1000, default: 1 },
  photos: 12,
  rejectionReason: { min: 5, max: 500 },
  blockNote: 200,
} as const;

/** The Philippines' extent with a margin (Y'Ami in the north, Tawi-Tawi south, Palawan west). */
export const philippinesBounds = { south: 4.0, north: 21.5, west: 116.0, east: 127.0 } as const;

/** Floor area in square metres from width × length, two decimals; null until both are known. */
export function areaOf(width: number | null | undefined, length: number | null | undefined): number | null {
  if (width == null || length == null) return null;
  return Math.round(width * length * 100) / 100;
}
