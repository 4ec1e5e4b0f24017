import type { ListingCompleteInput } from './schema';

/** A storage listing in Bel-Air, Makati that passes every rule; tests break one field at a time. */
export const validStorage = {
  type: 'storage',
  title: 'Clean storage room near Ayala',
  description: 'A dry, locked 3 × 4 m room on the ground floor, with CCTV and a guard all day.',
  regionCode: '1300000000',
  provinceCode: '1300000000',
  cityCode: '1380300000',
  barangayCode: '1380300002',
  street: 'Unit 5, 123 Jupiter Street',
  postalCode: '1209',
  latitude: 14.5597,
  longitude: 121.0308,
  width: 3,
  length: 4,
  height: 2.5,
  features: ['cctv', 'security_guard', 'ground_floor'],
  accessHours: 'Mon–Sat 8 AM–8 PM',
  accessInstructions: 'Ask the guard for the key.',
  pricePerDay: 15000,
  pricePerMonth: 300000,
  minDuration: 1,
  minDurationUnit: 'day',
  capacity: 1,
  instantBook: false,
  cancellationPolicy: 'moderate',
} satisfies ListingCompleteInput;

/** A parking listing of 20 slots with an hourly price. */
export const validParking = {
  ...validStorage,
  type: 'parking',
  title: 'Covered parking slot in Bel-Air',
  width: undefined,
  length: undefined,
  height: undefined,
  vehicleTypes: ['sedan', 'suv_pickup'],
  covered: true,
  pricePerHour: 5000,
  minDurationUnit: 'hour',
  capacity: 20,
} satisfies ListingCompleteInput;
