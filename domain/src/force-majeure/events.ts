/**
 * A typhoon or other force majeure event declared by an admin (issue 33, decision 0090): a name,
 * the provinces or cities (PSGC codes of the place data) and the days it covers, in Manila. The
 * declaration form's schema is the route's.
 */
import { z } from 'zod';
import { forceMajeureMessages as m } from '../messages/force-majeure';
import { isoDateSchema } from '../schemas/dates';
import { limits } from '../schemas/limits';
import { textSchema } from '../schemas/text';

export const FORCE_MAJEURE_NAME_MAX = 120;
export const FORCE_MAJEURE_DETAILS_MAX = 1_000;
export const FORCE_MAJEURE_PLACES_MAX = 50;
/** An event covers at most this many days (a longer disaster is declared again). */
export const FORCE_MAJEURE_DAYS_MAX = 31;

/** A province's or a city's PSGC code (ten digits). */
export const placeCodeSchema = z.string({ error: m.field.place }).regex(/^\d{10}$/, { error: m.field.place });

const DAY = 86_400_000;
export const eventDays = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY) + 1;

export const forceMajeureFormSchema = z
  .object({
    name: textSchema({ error: m.field.name })
      .trim()
      .min(1, { error: m.field.name })
      .max(FORCE_MAJEURE_NAME_MAX, { error: m.field.nameLong(FORCE_MAJEURE_NAME_MAX) }),
    details: textSchema({ error: m.field.details }, { multiline: true })
      .trim()
      .max(FORCE_MAJEURE_DETAILS_MAX, { error: m.field.detailsLong(FORCE_MAJEURE_DETAILS_MAX) })
      .default(''),
    places: z
      .array(placeCodeSchema, { error: m.field.places })
      .min(1, { error: m.field.places })
      .max(FORCE_MAJEURE_PLACES_MAX, { error: m.field.placesMany(FORCE_MAJEURE_PLACES_MAX) }),
    startDate: isoDateSchema(m.field.startDate, m.field.startDate),
    endDate: isoDateSchema(m.field.endDate, m.field.endDate),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.field.endBeforeStart });
    else if (eventDays(v.startDate, v.endDate) > FORCE_MAJEURE_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.field.tooLong(FORCE_MAJEURE_DAYS_MAX) });
  });
export type ForceMajeureForm = z.input<typeof forceMajeureFormSchema>;

/** end: it is over today (its last day becomes today); withdraw: declared in error, it covers nothing more. */
export const forceMajeureEndModes = ['end', 'withdraw'] as const;
export type ForceMajeureEndMode = (typeof forceMajeureEndModes)[number];

export const forceMajeureEndSchema = z.object({
  mode: z.enum(forceMajeureEndModes),
  reason: textSchema({ error: m.field.reason })
    .trim()
    .min(1, { error: m.field.reason })
    .max(limits.reason, { error: m.field.reasonLong(limits.reason) }),
});
export type ForceMajeureEnd = z.infer<typeof forceMajeureEndSchema>;

/** As shown: not yet begun, in force, past its last day, or withdrawn. */
export const forceMajeureStates = ['upcoming', 'in_force', 'over', 'withdrawn'] as const;
export type ForceMajeureState = (typeof forceMajeureStates)[number];

/** An event's state on `today` ('YYYY-MM-DD' in Manila). */
export function forceMajeureState(
  e: { startDate: string; endDate: string; withdrawnAt: unknown },
  today: string,
): ForceMajeureState {
  if (e.withdrawnAt) return 'withdrawn';
  if (today < e.startDate) return 'upcoming';
  return today <= e.endDate ? 'in_force' : 'over';
}

/** Whether an event still lets a booking be cancelled: declared, not withdrawn (ended early: its shortened days). */
export const coversBookings = (e: { withdrawnAt: unknown }) => !e.withdrawnAt;
