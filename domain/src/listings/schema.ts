/**
 * The listing form's schemas, used by the web form and the server (docs/product/marketplace.md#listings).
 * Every field has one schema; a draft takes any of them (each present one valid, null clears
 * it), so the form can save at every step; `listingCompleteSchema` adds what submitting for
 * review needs: required fields, size or vehicles by type, at least one price. Data-free:
 * whether the PSGC codes fit together is checked on the server (listings/address-check.ts).
 */
import { z } from 'zod';
import { listingMessages } from '../messages/listings';
import { placesMessages } from '../messages/places';
import { psgcAddressSchema } from '../places/address';
import { textSchema } from '../schemas/text';
import { clientNoticeDayOptions } from '../tenancies/notice';
import { DEPOSIT_MAX, depositCap, depositWithinCap } from '../deposits/deposit';
import { formatPesos } from '../format';
import {
  cancellationPolicies,
  durationUnits,
  listingFeatures,
  listingLimits as L,
  listingTypes,
  philippinesBounds as PH,
  vehicleTypes,
} from './fields';

const m = listingMessages.fields;
const a = placesMessages.address;

/** Free text, cleaned of invisible and control characters (schemas/text.ts), then trimmed and measured. */
const text = (min: number, max: number, message: string, multiline = false) =>
  textSchema({ error: message }, { multiline }).trim().min(min, message).max(max, message);
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const metres = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(range.min, message).max(range.max, message).refine(twoDecimals, message);
const int = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
const uniqueList = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .array(item, { error: message })
    .max(max, message)
    .refine((xs) => new Set(xs).size === xs.length, message);

/** One schema per field: the form validates a field with the same rule the server applies. */
export const listingFieldSchemas = {
  type: z.enum(listingTypes, { error: m.type }),
  title: text(L.title.min, L.title.max, m.title),
  description: text(L.description.min, L.description.max, m.description, true),
  ...psgcAddressSchema.shape,
  latitude: z
    .number({ error: m.latitude })
    .min(PH.south, m.pinOutsidePhilippines)
    .max(PH.north, m.pinOutsidePhilippines),
  longitude: z
    .number({ error: m.longitude })
    .min(PH.west, m.pinOutsidePhilippines)
    .max(PH.east, m.pinOutsidePhilippines),
  width: metres(L.side, m.width),
  length: metres(L.side, m.length),
  height: metres(L.height, m.height),
  vehicleTypes: uniqueList(z.enum(vehicleTypes, { error: m.vehicleTypes }), vehicleTypes.length, m.vehicleTypes),
  covered: z.boolean({ error: m.covered }),
  features: uniqueList(z.enum(listingFeatures, { error: m.features }), listingFeatures.length, m.features),
  accessHours: text(0, L.accessHours, m.accessHours),
  accessInstructions: text(0, L.accessInstructions, m.accessInstructions, true),
  pricePerHour: int(L.price, m.price),
  pricePerDay: int(L.price, m.price),
  pricePerMonth: int(L.price, m.price),
  minDuration: int(L.minDuration, m.minDuration),
  minDurationUnit: z.enum(durationUnits, { error: m.minDurationUnit }),
  capacity: int(L.capacity, m.capacity),
  instantBook: z.boolean({ error: m.instantBook }),
  cancellationPolicy: z.enum(cancellationPolicies, { error: m.cancellationPolicy }),
  /** The days' notice a renter gives to end a monthly rental; a listing has 7 until its host chooses. */
  noticePeriodDays: z.literal([...clientNoticeDayOptions], { error: m.noticePeriodDays }),
  /** Centavos; 0 or null: none. At most two months' rent or ₱20,000 (deposits/deposit.ts: depositCap). */
  securityDeposit: int({ min: 0, max: DEPOSIT_MAX }, m.securityDeposit),
};
type Fields = typeof listingFieldSchemas;
export type ListingField = keyof Fields;
export const listingFields = Object.keys(listingFieldSchemas) as ListingField[];

const optionalFields = Object.fromEntries(
  listingFields.map((k) => [k, listingFieldSchemas[k].nullable().optional()]),
) as { [K in ListingField]: z.ZodOptional<z.ZodNullable<Fields[K]>> };

/** A draft: any field, each valid when present; null clears a field. The type cannot be cleared. */
export const listingDraftSchema = z.object({ ...optionalFields, type: listingFieldSchemas.type.optional() });
export type ListingDraftInput = z.infer<typeof listingDraftSchema>;

/** A new listing starts from its type (the form's first step); anything else may come with it. */
export const listingCreateSchema = listingDraftSchema.extend({ type: listingFieldSchemas.type });
export type ListingCreateInput = z.infer<typeof listingCreateSchema>;

/** The fields every listing needs before review, with the message shown when one is missing. */
const required: Partial<Record<ListingField, string>> = {
  type: m.type,
  title: m.title,
  description: m.description,
  regionCode: a.regionRequired,
  provinceCode: a.provinceRequired,
  cityCode: a.cityRequired,
  barangayCode: a.barangayRequired,
  street: a.streetRequired,
  postalCode: a.postalCode,
  latitude: m.latitude,
  longitude: m.longitude,
  accessHours: m.accessHoursRequired,
  minDuration: m.minDuration,
  minDurationUnit: m.minDurationUnit,
  capacity: m.capacity,
  instantBook: m.instantBook,
  cancellationPolicy: m.cancellationPolicy,
};

type Issue = { path: ListingField; message: string };

/** What a listing still lacks before it can be submitted (the rules across fields). */
export function missingForReview(v: ListingDraftInput): Issue[] {
  const issues: Issue[] = [];
  const missing = (k: ListingField) => v[k] == null || v[k] === '';
  for (const [k, message] of Object.entries(required) as [ListingField, string][]) {
    if (missing(k)) issues.push({ path: k, message });
  }
  if (v.type === 'parking') {
    if (!v.vehicleTypes?.length) issues.push({ path: 'vehicleTypes', message: m.vehicleTypesRequired });
    if (missing('covered')) issues.push({ path: 'covered', message: m.covered });
  } else if (v.type) {
    if (missing('width')) issues.push({ path: 'width', message: m.sizeRequired });
    if (missing('length')) issues.push({ path: 'length', message: m.sizeRequired });
  }
  if (v.pricePerHour != null && v.type && v.type !== 'parking') {
    issues.push({ path: 'pricePerHour', message: m.hourlyParkingOnly });
  }
  const hourly = v.type === 'parking' ? v.pricePerHour : null;
  if (hourly == null && v.pricePerDay == null && v.pricePerMonth == null) {
    issues.push({ path: 'pricePerDay', message: m.priceRequired });
  }
  const deposit = depositProblem(v);
  if (deposit) issues.push(deposit);
  if (v.minDurationUnit === 'hour' && hourly == null) {
    issues.push({ path: 'minDurationUnit', message: m.hourlyMinimumNeedsHourlyPrice });
  }
  return issues;
}

/** The deposit asked above the cap its prices allow (also checked on every save: listings/core). */
export function depositProblem(
  v: Pick<ListingDraftInput, 'securityDeposit' | 'pricePerHour' | 'pricePerDay' | 'pricePerMonth'>,
): Issue | null {
  if (depositWithinCap(v.securityDeposit, v)) return null;
  return { path: 'securityDeposit', message: m.securityDepositCap(formatPesos(depositCap(v))) };
}

/**
 * A listing ready for review: every field valid, the required ones present, and the rules
 * across fields. The checks across fields run even when a field is invalid, so the form
 * can mark every problem at once.
 */
export const listingCompleteSchema = listingDraftSchema.check(
  z.superRefine((v, ctx) => {
    for (const i of missingForReview(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  }),
);
export type ListingCompleteInput = z.infer<typeof listingCompleteSchema>;
