/**
 * The move-in and move-out checklists of a booking or tenancy (issue 33, decision 0088): what a
 * listing's checklist asks (areas to photograph, things whose condition is recorded, meters to
 * read), when each checklist is open, the content both sides save (one zod schema for the form and
 * the route), and what signing needs. Pure: the server and the web read the same answers.
 */
import { z } from 'zod';
import type { ListingType } from '../listings/fields';
import { handoverMessages as m } from '../messages/handover';
import { textSchema } from '../schemas/text';

export const checklistKinds = ['move_in', 'move_out'] as const;
export type ChecklistKind = (typeof checklistKinds)[number];

export const itemConditions = ['good', 'worn', 'damaged', 'missing'] as const;
export type ItemCondition = (typeof itemConditions)[number];

/** Lengths and counts, shared by the form, the route and the database checks. */
export const handoverLimits = {
  itemNote: 500,
  notes: 2000,
  /** A meter reading as typed: digits and one decimal point. */
  reading: 12,
  /** Photos of one area, by both sides together. */
  photosPerArea: 6,
} as const;

export interface ChecklistEntry {
  key: string;
  label: string;
}
export interface ChecklistMeter extends ChecklistEntry {
  unit: string;
}
/** What a listing's checklist asks. */
export interface ChecklistTemplate {
  areas: ChecklistEntry[];
  items: ChecklistEntry[];
  meters: ChecklistMeter[];
}

const e = (key: string, label: string): ChecklistEntry => ({ key, label });

/** The areas photographed, by type: the same at move-in and move-out, so the two line up area by area. */
const areasByType: Record<ListingType, ChecklistEntry[]> = {
  storage: [e('entrance', 'Entrance and door'), e('inside', 'Inside'), e('ceiling_walls', 'Ceiling and walls')],
  parking: [e('space', 'The space'), e('surroundings', 'Entrance and surroundings')],
  warehouse: [
    e('entrance', 'Entrance and doors'),
    e('floor', 'Floor'),
    e('walls_racks', 'Walls and racks'),
    e('ceiling', 'Ceiling and roof'),
  ],
};

/** The things whose condition is recorded, by type. */
const itemsByType: Record<ListingType, ChecklistEntry[]> = {
  storage: [
    e('door', 'Door'),
    e('lock', 'Lock'),
    e('lights', 'Lights'),
    e('floor', 'Floor'),
    e('roof', 'Roof and leaks'),
  ],
  parking: [e('markings', 'Markings'), e('barrier', 'Barrier or gate'), e('surface', 'Surface')],
  warehouse: [
    e('doors', 'Doors and roller shutters'),
    e('lock', 'Locks'),
    e('lights', 'Lights'),
    e('floor', 'Floor'),
    e('walls', 'Walls'),
    e('roof', 'Roof and leaks'),
  ],
};

/** Things a listing's features add, in this order. */
const itemsByFeature: Record<string, ChecklistEntry> = {
  electricity: e('outlets', 'Power outlets'),
  ev_charging: e('ev_charger', 'EV charger'),
  climate_controlled: e('climate', 'Air-conditioning'),
  loading_dock: e('loading_dock', 'Loading dock'),
  fire_protection: e('fire_extinguisher', 'Fire extinguisher'),
};

/** What a listing of `type` with `features` asks at move-in and move-out. */
export function checklistTemplate(type: ListingType, features: readonly string[]): ChecklistTemplate {
  const extra = Object.entries(itemsByFeature)
    .filter(([f]) => features.includes(f))
    .map(([, item]) => item)
    .filter((item) => !itemsByType[type].some((i) => i.key === item.key));
  const powered = features.includes('electricity') || features.includes('ev_charging');
  return {
    areas: areasByType[type],
    items: [...itemsByType[type], ...extra],
    meters: powered ? [{ key: 'electricity', label: 'Electricity meter', unit: 'kWh' }] : [],
  };
}

/** What a checklist's timing depends on. */
export interface HandoverBooking {
  kind: 'days' | 'hours' | 'tenancy';
  status: string;
  startsAt: Date | string;
  /** null: a tenancy without an end yet (no notice). */
  endsAt: Date | string | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Move-in opens this long before the start (a day: keys are often handed over the day before). */
export const MOVE_IN_LEAD_MS = DAY;
/** Move-out opens this long before the end (an hourly booking: from its start). */
export const MOVE_OUT_LEAD_MS = 3 * DAY;
/** Both stay open this long after the end, for the side who left in a hurry. */
export const CHECKLIST_GRACE_MS = 14 * DAY;
/** A side who does not sign within this long of the other's signature is taken to accept. */
export const DEEMED_ACCEPTANCE_MS = 48 * HOUR;

/** The booking statuses with checklists: paid and not cancelled (a tenancy's notice_given and ended too). */
const handoverStatuses = ['confirmed', 'active', 'notice_given', 'completed', 'ended'];

export type ChecklistWindow =
  | { state: 'unavailable'; reason: 'status' | 'no_end' }
  | { state: 'not_yet' | 'open' | 'closed'; opensAt: Date; closesAt: Date | null };

/**
 * When a checklist of `kind` may be started, changed and signed: move-in from a day before the
 * start until the end plus 14 days (a tenancy without an end: while it runs); move-out from 3 days
 * before the end (not before the start) until 14 days after it. A tenancy has a move-out only once
 * a notice has set its end. Unpaid, declined, expired or cancelled bookings have none.
 */
export function checklistWindow(kind: ChecklistKind, b: HandoverBooking, now: Date): ChecklistWindow {
  if (!handoverStatuses.includes(b.status)) return { state: 'unavailable', reason: 'status' };
  const start = new Date(b.startsAt).getTime();
  const end = b.endsAt === null ? null : new Date(b.endsAt).getTime();
  let opens: number;
  let closes: number | null;
  if (kind === 'move_in') {
    opens = start - MOVE_IN_LEAD_MS;
    closes = end === null ? null : end + CHECKLIST_GRACE_MS;
  } else {
    if (end === null) return { state: 'unavailable', reason: 'no_end' };
    opens = Math.max(start, end - MOVE_OUT_LEAD_MS);
    closes = end + CHECKLIST_GRACE_MS;
  }
  const t = now.getTime();
  const state = t < opens ? 'not_yet' : closes !== null && t >= closes ? 'closed' : 'open';
  return { state, opensAt: new Date(opens), closesAt: closes === null ? null : new Date(closes) };
}

const keySchema = z.string().regex(/^[a-z0-9_]{1,40}$/);

/** PUT /api/bookings/{id}/checklists/{kind}: the content, as the form sends it (photos go on their own). */
export const checklistContentSchema = z.object({
  items: z
    .array(
      z.object({
        key: keySchema,
        condition: z.enum(itemConditions).nullable(),
        note: textSchema(undefined, { multiline: true })
          .trim()
          .max(handoverLimits.itemNote, m.noteTooLong(handoverLimits.itemNote)),
      }),
    )
    .max(30),
  meters: z
    .array(
      z.object({
        key: keySchema,
        reading: z
          .string()
          .trim()
          .max(handoverLimits.reading, m.readingInvalid)
          .regex(/^(\d+(\.\d+)?)?$/, m.readingInvalid),
      }),
    )
    .max(5),
  notes: textSchema(undefined, { multiline: true })
    .trim()
    .max(handoverLimits.notes, m.notesTooLong(handoverLimits.notes)),
});
export type ChecklistContent = z.infer<typeof checklistContentSchema>;

/** The content of a new checklist: every item and meter of the template, nothing filled in. */
export function emptyContent(t: ChecklistTemplate): ChecklistContent {
  return {
    items: t.items.map((i) => ({ key: i.key, condition: null, note: '' })),
    meters: t.meters.map((x) => ({ key: x.key, reading: '' })),
    notes: '',
  };
}

/**
 * The content saved against the template: its items and meters in the template's order (one not
 * sent stays empty), or the key of one the template does not have.
 */
export function fitContent(
  t: ChecklistTemplate,
  c: ChecklistContent,
): { ok: true; content: ChecklistContent } | { ok: false; unknown: string } {
  const stranger = [...c.items, ...c.meters].find(
    (x) => !t.items.some((i) => i.key === x.key) && !t.meters.some((i) => i.key === x.key),
  );
  if (stranger) return { ok: false, unknown: stranger.key };
  const empty = emptyContent(t);
  return {
    ok: true,
    content: {
      items: empty.items.map((i) => c.items.find((x) => x.key === i.key) ?? i),
      meters: empty.meters.map((i) => c.meters.find((x) => x.key === i.key) ?? i),
      notes: c.notes,
    },
  };
}

/**
 * What is missing before a side may sign, by field (none: ready): a photo of each area the
 * checklist lists (`photos.<area>`, naming it: issue 33's "photos per area (at least one)"), every
 * item's condition, every meter's reading. `photoAreas`: the area of each photo it has. The keys
 * name the form's fields.
 */
export function signingProblems(
  t: ChecklistTemplate,
  c: ChecklistContent,
  photoAreas: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of t.areas) {
    if (!photoAreas.includes(area.key)) out[`photos.${area.key}`] = m.photoRequired(area.label);
  }
  t.items.forEach((item, i) => {
    if (!c.items.find((x) => x.key === item.key)?.condition)
      out[`items.${i}.condition`] = m.conditionRequired(item.label);
  });
  t.meters.forEach((meter, i) => {
    if (!c.meters.find((x) => x.key === meter.key)?.reading) out[`meters.${i}.reading`] = m.meterRequired(meter.label);
  });
  return out;
}

/** The content as one text, with the photos' ids: what a signature's SHA-256 is of. */
export function checklistText(kind: ChecklistKind, c: ChecklistContent, photoIds: readonly string[]): string {
  return JSON.stringify({ kind, items: c.items, meters: c.meters, notes: c.notes, photos: [...photoIds].sort() });
}
