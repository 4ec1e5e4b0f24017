import type { HostListing } from '@espasyo/domain/contracts/listings';
import type {
  CancellationPolicy,
  DurationUnit,
  ListingFeature,
  ListingType,
  VehicleType,
} from '@espasyo/domain/listings/fields';
import type { ListingDraftInput, ListingField } from '@espasyo/domain/listings/schema';
import type { ClientNoticeDays } from '@espasyo/domain/tenancies/notice';
import { centavosToPesos, pesosToCentavos } from './money';

/**
 * What the form's controls hold: text as typed (numbers and peso amounts too), choices as
 * strings. `toDraft` turns a step's values into the shared draft schema's input, the same the
 * server takes, so the schema's messages show under the fields.
 */
export interface WizardValues {
  type: ListingType | '';
  title: string;
  description: string;
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  barangayCode: string;
  street: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  width: string;
  length: string;
  height: string;
  vehicleTypes: VehicleType[];
  covered: '' | 'covered' | 'open';
  features: ListingFeature[];
  accessHours: string;
  accessInstructions: string;
  /** Pesos as typed. */
  pricePerHour: string;
  pricePerDay: string;
  pricePerMonth: string;
  minDuration: string;
  minDurationUnit: DurationUnit;
  capacity: string;
  instantBook: 'instant' | 'request';
  cancellationPolicy: CancellationPolicy;
  /** The days' notice to end a monthly rental, as the select holds it: '0', '7', '14' or '30'. */
  noticePeriodDays: `${ClientNoticeDays}`;
  /** The security deposit in pesos as typed; blank for none (issue 33). */
  securityDeposit: string;
}

const text = (v: string | null) => v ?? '';
const numberText = (v: number | null) => (v == null ? '' : String(v));

/** The listing as saved, in the form's terms. */
export function toFormValues(l: HostListing): WizardValues {
  return {
    type: l.type,
    title: text(l.title),
    description: text(l.description),
    regionCode: text(l.regionCode),
    provinceCode: text(l.provinceCode),
    cityCode: text(l.cityCode),
    barangayCode: text(l.barangayCode),
    street: text(l.street),
    postalCode: text(l.postalCode),
    latitude: numberText(l.latitude),
    longitude: numberText(l.longitude),
    width: numberText(l.width),
    length: numberText(l.length),
    height: numberText(l.height),
    vehicleTypes: l.vehicleTypes,
    covered: l.covered == null ? '' : l.covered ? 'covered' : 'open',
    features: l.features,
    accessHours: text(l.accessHours),
    accessInstructions: text(l.accessInstructions),
    pricePerHour: centavosToPesos(l.pricePerHour),
    pricePerDay: centavosToPesos(l.pricePerDay),
    pricePerMonth: centavosToPesos(l.pricePerMonth),
    minDuration: numberText(l.minDuration),
    minDurationUnit: l.minDurationUnit ?? 'day',
    capacity: String(l.capacity),
    instantBook: l.instantBook ? 'instant' : 'request',
    cancellationPolicy: l.cancellationPolicy,
    noticePeriodDays: `${l.noticePeriodDays}`,
    securityDeposit: l.securityDeposit ? centavosToPesos(l.securityDeposit) : '',
  };
}

/**
 * A number as typed: null when blank, NaN when not a number (the schema says why). A comma
 * before groups of three digits separates thousands (1,000); any other comma is a decimal
 * point (2,5 m; 14,5547). A degree sign after a coordinate is ignored.
 */
export function parseNumber(value: string): number | null {
  const clean = value.replace(/[\s°]/g, '');
  if (clean === '') return null;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(clean)) return Number(clean.replace(/,/g, ''));
  return Number(/^-?\d+,\d+$/.test(clean) ? clean.replace(',', '.') : clean);
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v);

/** One field's value for the draft schema (and the PATCH body). */
function draftValue(field: ListingField, v: WizardValues): unknown {
  switch (field) {
    case 'type':
      return v.type || undefined;
    case 'latitude':
    case 'longitude':
    case 'width':
    case 'length':
    case 'height':
    case 'minDuration':
    case 'capacity':
      return parseNumber(v[field]);
    case 'pricePerHour':
    case 'pricePerDay':
    case 'pricePerMonth':
      return pesosToCentavos(v[field]);
    case 'securityDeposit':
      // Blank: no deposit (0, as stored).
      return pesosToCentavos(v.securityDeposit) ?? 0;
    case 'covered':
      return v.covered === '' ? null : v.covered === 'covered';
    case 'instantBook':
      return v.instantBook === 'instant';
    case 'noticePeriodDays':
      return Number(v.noticePeriodDays);
    case 'vehicleTypes':
    case 'features':
    case 'minDurationUnit':
    case 'cancellationPolicy':
      return v[field];
    default:
      return blankToNull(v[field]);
  }
}

/** The draft of a step's fields: what the step's schema checks and what is saved. */
export function toDraft(values: WizardValues, fields: readonly ListingField[]): ListingDraftInput {
  return Object.fromEntries(fields.map((f) => [f, draftValue(f, values)])) as ListingDraftInput;
}

/** The whole listing as the draft schema reads it (for the checks across fields). */
export function draftOf(l: HostListing): ListingDraftInput {
  const { vehicleTypes, features, covered, instantBook, capacity, cancellationPolicy, noticePeriodDays, type } = l;
  return {
    type,
    title: l.title,
    description: l.description,
    regionCode: l.regionCode,
    provinceCode: l.provinceCode,
    cityCode: l.cityCode,
    barangayCode: l.barangayCode,
    street: l.street,
    postalCode: l.postalCode,
    latitude: l.latitude,
    longitude: l.longitude,
    width: l.width,
    length: l.length,
    height: l.height,
    vehicleTypes,
    covered,
    features,
    accessHours: l.accessHours,
    accessInstructions: l.accessInstructions,
    pricePerHour: l.pricePerHour,
    pricePerDay: l.pricePerDay,
    pricePerMonth: l.pricePerMonth,
    minDuration: l.minDuration,
    minDurationUnit: l.minDurationUnit,
    capacity,
    instantBook,
    cancellationPolicy,
    noticePeriodDays,
    securityDeposit: l.securityDeposit,
  };
}
