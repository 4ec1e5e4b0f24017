/**
 * What the demo listings are made of (decision 0027): the areas they sit in, with the PSGC
 * city, the barangays there and the kinds of space each area has, and for each kind its type,
 * the demo photos that show it, its words and its price range. The seed (listings.ts) draws
 * the rest with a seeded random generator, so every start makes the same listings.
 */
import type { ListingFeature, ListingType, VehicleType } from '@espasyo/domain';

export type Kind = 'locker' | 'room' | 'unit' | 'basement' | 'house' | 'lot' | 'motorcycle' | 'warehouse' | 'bodega';

export interface DemoArea {
  /** A gazetteer name: the listings sit around its centre. */
  place: string;
  /** How titles name the place, when not by `place` ('BGC'). */
  label?: string;
  /** PSGC city or municipality code. */
  city: string;
  /** Barangays of the city to choose from (official names), or a district of Manila. */
  barangays: string[] | { district: string };
  /** How far from the centre a listing may sit. */
  spreadKm: number;
  /** One listing per entry: the area's mix. */
  kinds: Kind[];
}

const MAKATI = '1380300000';
const TAGUIG = '1381500000';
const PASIG = '1381200000';
const QC = '1381300000';
const MANILA = '1380600000';
const MANDALUYONG = '1380500000';
const PARANAQUE = '1381000000';
const CEBU = '0730600000';
const LAPU_LAPU = '0731100000';
const DAVAO = '1130700000';
const ILOILO = '0631000000';

export const demoAreas: DemoArea[] = [
  // Metro Manila
  {
    place: 'Makati CBD',
    label: 'Makati CBD',
    city: MAKATI,
    barangays: ['Bel-Air', 'San Lorenzo', 'Urdaneta', 'Magallanes'],
    spreadKm: 1.2,
    kinds: ['basement', 'basement', 'locker', 'unit', 'basement', 'room', 'lot', 'motorcycle', 'unit', 'basement'],
  },
  {
    place: 'Poblacion, Makati',
    label: 'Poblacion, Makati',
    city: MAKATI,
    barangays: ['Poblacion', 'Olympia', 'Guadalupe Nuevo', 'La Paz'],
    spreadKm: 0.8,
    kinds: ['room', 'house', 'locker', 'motorcycle', 'room'],
  },
  { place: 'Rockwell Center', city: MAKATI, barangays: ['Poblacion'], spreadKm: 0.5, kinds: ['basement', 'unit'] },
  {
    place: 'Bonifacio Global City',
    label: 'BGC',
    city: TAGUIG,
    barangays: ['Fort Bonifacio'],
    spreadKm: 1.2,
    kinds: ['unit', 'basement', 'locker', 'room', 'basement', 'unit', 'motorcycle', 'unit', 'basement', 'locker'],
  },
  {
    place: 'McKinley Hill',
    city: TAGUIG,
    barangays: ['Fort Bonifacio'],
    spreadKm: 0.6,
    kinds: ['room', 'house', 'unit'],
  },
  {
    place: 'Taguig City',
    label: 'Taguig',
    city: TAGUIG,
    barangays: ['Ususan', 'Western Bicutan', 'Bagumbayan', 'Calzada'],
    spreadKm: 2.5,
    kinds: ['warehouse', 'house', 'bodega'],
  },
  {
    place: 'Ortigas Center',
    city: PASIG,
    barangays: ['San Antonio', 'Ugong', 'Oranbo'],
    spreadKm: 1,
    kinds: ['basement', 'basement', 'unit', 'locker', 'lot', 'basement', 'room', 'motorcycle', 'unit', 'basement'],
  },
  {
    place: 'Kapitolyo',
    city: PASIG,
    barangays: ['Kapitolyo', 'Pineda'],
    spreadKm: 0.7,
    kinds: ['house', 'room', 'unit', 'motorcycle'],
  },
  {
    place: 'Cubao',
    city: QC,
    barangays: ['Socorro', 'E. Rodriguez', 'Immaculate Concepcion', 'San Roque'],
    spreadKm: 1,
    kinds: ['basement', 'lot', 'unit', 'room', 'warehouse', 'motorcycle'],
  },
  {
    place: 'Diliman',
    city: QC,
    barangays: ['U.P. Campus', 'U.P. Village', 'Teachers Village East', 'Pinyahan', 'Krus Na Ligas'],
    spreadKm: 1.5,
    kinds: ['room', 'house', 'locker', 'room'],
  },
  { place: 'Eastwood City', city: QC, barangays: ['Bagumbayan'], spreadKm: 0.6, kinds: ['basement', 'unit', 'locker'] },
  {
    place: 'Novaliches',
    city: QC,
    barangays: ['Novaliches Proper', 'Talipapa', 'Pasong Tamo'],
    spreadKm: 2,
    kinds: ['warehouse', 'warehouse', 'bodega', 'lot'],
  },
  {
    place: 'Fairview',
    city: QC,
    barangays: ['Fairview', 'North Fairview', 'Greater Lagro'],
    spreadKm: 1.5,
    kinds: ['house', 'warehouse', 'room'],
  },
  {
    place: 'Binondo',
    city: MANILA,
    barangays: { district: 'Binondo' },
    spreadKm: 0.6,
    kinds: ['bodega', 'warehouse', 'locker', 'basement'],
  },
  {
    place: 'Sampaloc',
    city: MANILA,
    barangays: { district: 'Sampaloc' },
    spreadKm: 1,
    kinds: ['room', 'room', 'motorcycle', 'locker'],
  },
  {
    place: 'Malate',
    city: MANILA,
    barangays: { district: 'Malate' },
    spreadKm: 0.8,
    kinds: ['basement', 'unit', 'room'],
  },
  {
    place: 'Tondo',
    city: MANILA,
    barangays: { district: 'Tondo I/II' },
    spreadKm: 1.5,
    kinds: ['warehouse', 'warehouse', 'bodega'],
  },
  {
    place: 'Port Area',
    city: MANILA,
    barangays: { district: 'Port Area' },
    spreadKm: 0.8,
    kinds: ['warehouse', 'lot'],
  },
  { place: 'Ermita', city: MANILA, barangays: { district: 'Ermita' }, spreadKm: 0.6, kinds: ['unit', 'basement'] },
  {
    place: 'Mandaluyong City',
    label: 'Mandaluyong',
    city: MANDALUYONG,
    barangays: ['Highway Hills', 'Wack-wack Greenhills', 'Plainview', 'Barangka Drive', 'Hulo', 'Mauway'],
    spreadKm: 1.5,
    kinds: ['basement', 'unit', 'room', 'house', 'warehouse', 'locker', 'motorcycle'],
  },
  {
    place: 'BF Homes',
    city: PARANAQUE,
    barangays: ['B. F. Homes'],
    spreadKm: 1.2,
    kinds: ['house', 'room', 'unit', 'house'],
  },
  {
    place: 'NAIA',
    label: 'NAIA, Parañaque',
    city: PARANAQUE,
    barangays: ['Tambo', 'Baclaran', 'Santo Niño'],
    spreadKm: 1.5,
    kinds: ['lot', 'lot', 'basement'],
  },
  { place: 'Entertainment City', city: PARANAQUE, barangays: ['Tambo'], spreadKm: 1, kinds: ['basement', 'warehouse'] },
  {
    place: 'Parañaque City',
    label: 'Parañaque',
    city: PARANAQUE,
    barangays: ['San Dionisio', 'San Isidro', 'La Huerta'],
    spreadKm: 2,
    kinds: ['warehouse', 'bodega'],
  },
  // Cebu
  {
    place: 'Cebu IT Park',
    city: CEBU,
    barangays: ['Apas', 'Lahug'],
    spreadKm: 0.8,
    kinds: ['basement', 'unit', 'locker', 'room', 'motorcycle'],
  },
  {
    place: 'Ayala Center Cebu',
    city: CEBU,
    barangays: ['Luz', 'Mabolo'],
    spreadKm: 0.8,
    kinds: ['basement', 'unit', 'locker', 'lot'],
  },
  { place: 'Cebu Business Park', city: CEBU, barangays: ['Luz', 'Mabolo'], spreadKm: 0.6, kinds: ['unit', 'room'] },
  {
    place: 'South Road Properties',
    city: CEBU,
    barangays: ['Mambaling', 'Basak Pardo'],
    spreadKm: 1.5,
    kinds: ['warehouse', 'warehouse', 'bodega'],
  },
  { place: 'Fuente Osmeña', city: CEBU, barangays: ['Capitol Site'], spreadKm: 0.5, kinds: ['room', 'motorcycle'] },
  {
    place: 'Mactan',
    city: LAPU_LAPU,
    barangays: ['Pusok', 'Basak', 'Marigondon', 'Mactan'],
    spreadKm: 2.5,
    kinds: ['warehouse', 'lot', 'unit'],
  },
  // Davao
  {
    place: 'Lanang',
    city: DAVAO,
    barangays: ['Buhangin', 'Pampanga', 'Agdao'],
    spreadKm: 1.2,
    kinds: ['basement', 'warehouse', 'unit', 'lot'],
  },
  {
    place: 'Poblacion, Davao City',
    label: 'downtown Davao',
    city: DAVAO,
    barangays: ['Bucana', 'Agdao'],
    spreadKm: 1,
    kinds: ['room', 'locker', 'motorcycle', 'basement'],
  },
  {
    place: 'Matina',
    city: DAVAO,
    barangays: ['Matina Crossing', 'Matina Pangi', 'Matina Aplaya', 'Ma-a', 'Talomo'],
    spreadKm: 1.5,
    kinds: ['room', 'house', 'warehouse'],
  },
  // Iloilo
  {
    place: 'Iloilo Business Park',
    city: ILOILO,
    barangays: ['Airport', 'San Rafael', 'Bolilao', 'Calumpang'],
    spreadKm: 0.8,
    kinds: ['basement', 'unit', 'locker', 'room'],
  },
  {
    place: 'Iloilo City',
    city: ILOILO,
    barangays: ['San Jose (City Proper)', 'Poblacion Molo', 'San Isidro (Jaro)', 'Luna (La Paz)'],
    spreadKm: 1.5,
    kinds: ['warehouse', 'room', 'house', 'motorcycle', 'bodega'],
  },
];

/** Pesos (the seed turns them into centavos). */
export interface KindSpec {
  type: ListingType;
  /** Demo photo ids (server/seed-photos/index.json) that show this kind. */
  photos: string[];
  titles: string[];
  /** The first sentence of the description. */
  opening: string;
  features: ListingFeature[];
  vehicles?: VehicleType[];
  covered?: boolean;
  /** Floor size range in metres (width and length), or none for parking. */
  size?: { min: number; max: number; height: number };
  /** Price ranges in pesos; a warehouse's monthly price comes from its area (perSqmMonth). */
  perDay?: [number, number];
  perMonth?: [number, number];
  perHour?: [number, number];
  perSqmMonth?: [number, number];
  capacity: [number, number];
}

const photosOf = (...prefixes: string[]) => prefixes;

export const kinds: Record<Kind, KindSpec> = {
  locker: {
    type: 'storage',
    photos: photosOf('storage-lockers-01', 'storage-lockers-02', 'storage-corridor-01'),
    titles: ['Storage lockers near {place}', 'Secure locker for boxes in {barangay}', 'Small storage locker, {place}'],
    opening: 'Lockable storage lockers for boxes, luggage and documents, in a staffed building.',
    features: ['cctv', 'security_guard', 'well_lit', 'climate_controlled', 'elevator', 'access_24_7'],
    size: { min: 1, max: 1.5, height: 1.2 },
    perDay: [25, 80],
    perMonth: [600, 1800],
    capacity: [6, 20],
  },
  room: {
    type: 'storage',
    photos: photosOf('storage-room-01', 'storage-room-02', 'storage-room-03', 'storage-garage-01', 'storage-garage-02'),
    titles: ['Spare room for storage in {barangay}', 'Dry storage room near {place}', 'Room for your things, {place}'],
    opening: 'A dry, lockable room in a family home or condo, good for furniture and boxes.',
    features: ['cctv', 'gated', 'ground_floor', 'pest_control', 'well_lit', 'electricity'],
    size: { min: 2, max: 4, height: 2.6 },
    perMonth: [1500, 8000],
    perDay: [80, 300],
    capacity: [1, 2],
  },
  unit: {
    type: 'storage',
    photos: photosOf(
      'storage-unit-01',
      'storage-unit-02',
      'storage-unit-03',
      'storage-unit-04',
      'storage-corridor-02',
      'storage-corridor-03',
    ),
    titles: ['Self storage unit at {place}', 'Roll-up storage unit in {barangay}', 'Self-storage near {place}'],
    opening: 'Self-storage units behind roll-up doors in a clean, well-lit building.',
    features: [
      'cctv',
      'access_24_7',
      'security_guard',
      'climate_controlled',
      'fire_protection',
      'elevator',
      'pest_control',
    ],
    size: { min: 1.5, max: 4, height: 2.4 },
    perMonth: [2500, 8000],
    perDay: [100, 300],
    capacity: [2, 12],
  },
  basement: {
    type: 'parking',
    photos: photosOf('parking-bay-01', 'parking-bay-02', 'parking-bay-03', 'parking-ramp-01'),
    titles: ['Covered parking slot at {place}', 'Basement parking near {place}', 'Condo parking slot in {barangay}'],
    opening: 'A marked slot in a covered basement car park with guards at the entrance.',
    features: ['cctv', 'security_guard', 'covered', 'well_lit', 'access_24_7'],
    vehicles: ['sedan', 'suv_pickup'],
    covered: true,
    perHour: [30, 60],
    perDay: [100, 150],
    perMonth: [3500, 6000],
    capacity: [2, 20],
  },
  house: {
    type: 'parking',
    photos: photosOf(
      'parking-garage-01',
      'parking-garage-02',
      'parking-carport-01',
      'parking-carport-02',
      'parking-driveway-01',
      'parking-driveway-02',
    ),
    titles: ['Garage parking in {barangay}', 'Carport slot near {place}', 'Gated house parking, {place}'],
    opening: 'Parking at a family home behind a gate, on a quiet street.',
    features: ['gated', 'cctv', 'covered', 'well_lit'],
    vehicles: ['sedan', 'suv_pickup', 'van'],
    covered: true,
    perDay: [60, 120],
    perMonth: [2500, 4500],
    capacity: [1, 2],
  },
  lot: {
    type: 'parking',
    photos: photosOf('parking-lot-01', 'parking-lot-02'),
    titles: ['Open parking lot near {place}', 'Long-term parking, {place}', 'Parking space in {barangay}'],
    opening: 'An open-air, fenced lot with a guard on duty, easy to drive in and out.',
    features: ['security_guard', 'gated', 'well_lit', 'access_24_7'],
    vehicles: ['sedan', 'suv_pickup', 'van', 'truck'],
    covered: false,
    perHour: [20, 40],
    perDay: [50, 120],
    capacity: [5, 20],
  },
  motorcycle: {
    type: 'parking',
    photos: photosOf('parking-motorcycle-01', 'parking-motorcycle-02'),
    titles: ['Motorcycle parking in {barangay}', 'Covered motorcycle slot near {place}'],
    opening: 'Covered motorcycle parking with a guard, close to the main road.',
    features: ['covered', 'cctv', 'security_guard'],
    vehicles: ['motorcycle'],
    covered: true,
    perHour: [10, 20],
    perDay: [25, 60],
    perMonth: [600, 1200],
    capacity: [4, 15],
  },
  warehouse: {
    type: 'warehouse',
    photos: photosOf(
      'warehouse-floor-01',
      'warehouse-floor-02',
      'warehouse-racking-01',
      'warehouse-racking-02',
      'warehouse-racking-03',
      'warehouse-dock-01',
      'warehouse-dock-02',
      'warehouse-pallets-01',
      'warehouse-pallets-02',
      'warehouse-mezzanine-01',
    ),
    titles: [
      'Warehouse space in {barangay}',
      'Warehouse with loading dock near {place}',
      'Racked warehouse floor, {place}',
    ],
    opening: 'Warehouse floor space with truck access, for stock, pallets and equipment.',
    features: ['loading_dock', 'forklift', 'cctv', 'security_guard', 'fire_protection', 'electricity', 'access_24_7'],
    size: { min: 8, max: 30, height: 6 },
    perSqmMonth: [220, 450],
    capacity: [1, 3],
  },
  bodega: {
    type: 'warehouse',
    photos: photosOf('warehouse-shop-01', 'warehouse-shop-02', 'storage-bodega-01', 'storage-bodega-02'),
    titles: ['Bodega for rent in {barangay}', 'Small bodega near {place}', 'Ground-floor bodega, {place}'],
    opening: 'A ground-floor bodega behind a roll-up shutter, right for a shop or online seller’s stock.',
    features: ['ground_floor', 'electricity', 'cctv', 'pest_control', 'gated'],
    size: { min: 4, max: 8, height: 3.5 },
    perSqmMonth: [250, 400],
    perDay: [300, 900],
    capacity: [1, 1],
  },
};

export const closings = [
  'The host lives nearby and answers messages quickly.',
  'Access is with the guard at the gate; bring a valid ID.',
  'Monthly renters get priority when the space frees up.',
  'Well lit at night, and the street is busy during the day.',
  'Please label your items; no flammable goods or food.',
];

export const accessHours = ['24/7', 'Daily 6 AM–10 PM', 'Mon–Sat 7 AM–9 PM', 'Daily 8 AM–8 PM'];

export const rejectionReason =
  'The photos show a different building from the address. Please upload photos of the actual space.';
