import { z } from 'zod';
import { forceMajeureStates } from '../force-majeure/events';
import { pageOf } from './common';

/**
 * Typhoon and force majeure (issue 33, decision 0090): admins' /api/admin/force-majeure (declare,
 * list, end or withdraw), the public /api/advisories, and a booking's /api/bookings/{id}/force-majeure
 * (the event covering it and what cancelling gives back) with its cancel. The declaration's body is
 * forceMajeureFormSchema (force-majeure/events.ts).
 */

export const forceMajeurePlaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['province', 'city']),
});
export type ForceMajeurePlace = z.infer<typeof forceMajeurePlaceSchema>;

export const advisorySchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  places: z.array(forceMajeurePlaceSchema),
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(forceMajeureStates),
  declaredAt: z.string(),
});
export type Advisory = z.infer<typeof advisorySchema>;
export const advisoriesSchema = z.object({ items: z.array(advisorySchema) });
export type Advisories = z.infer<typeof advisoriesSchema>;

export const adminForceMajeureSchema = advisorySchema.extend({
  declaredBy: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The bookings and tenancies it covered when declared (each side told once). */
  affected: z.number(),
  endedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type AdminForceMajeure = z.infer<typeof adminForceMajeureSchema>;
export const adminForceMajeurePageSchema = pageOf(adminForceMajeureSchema);
export type AdminForceMajeurePage = z.infer<typeof adminForceMajeurePageSchema>;
export const adminForceMajeureQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A booking's force majeure: the event covering it now, and what cancelling would give back; event null when none. */
export const bookingForceMajeureSchema = z.object({
  event: z.object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() }).nullable(),
  /** The booking's days inside it (Manila dates). */
  affectedDays: z.array(z.string()),
  paid: z.number(),
  refund: z.number(),
  /** The viewer may cancel it now (the booking's `cancel_force_majeure` action). */
  canCancel: z.boolean(),
});
export type BookingForceMajeure = z.infer<typeof bookingForceMajeureSchema>;
