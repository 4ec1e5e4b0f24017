import { z } from 'zod';
import { checklistContentSchema, checklistKinds, itemConditions, type ChecklistKind } from '../handover/checklists';
import { checklistActions, checklistStatuses } from '../handover/process';

/**
 * Move-in and move-out checklists (issue 33, decision 0088): /api/bookings/{id}/checklists for the
 * booking's two sides (both read, change and sign) and admins (read only). `{kind}` in a URL is the
 * slug: move-in or move-out. Photos and drawn signatures are read through the same access checks.
 */
export const checklistSlugs = { move_in: 'move-in', move_out: 'move-out' } as const;
export const checklistSlugSchema = z.enum(['move-in', 'move-out']);
export type ChecklistSlug = z.infer<typeof checklistSlugSchema>;
export const kindOfSlug = (s: ChecklistSlug): ChecklistKind => (s === 'move-in' ? 'move_in' : 'move_out');

const entry = z.object({ key: z.string(), label: z.string() });

export const checklistPhotoSchema = z.object({
  id: z.string(),
  area: z.string(),
  /** Read through the booking's access checks. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  uploadedBy: z.enum(['client', 'host']),
  createdAt: z.string(),
});
export type ChecklistPhoto = z.infer<typeof checklistPhotoSchema>;

export const checklistSignatureSchema = z.object({
  side: z.enum(['client', 'host']),
  /** deemed: the side did not sign within 48 hours of the other and is taken to accept. */
  kind: z.enum(['drawn', 'typed', 'deemed']),
  name: z.string(),
  typedName: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  at: z.string(),
  /** SHA-256 of the content signed (checklistText), hex. */
  sha256: z.string(),
});
export type ChecklistSignature = z.infer<typeof checklistSignatureSchema>;

/** One checklist as the viewer sees it: `status` null until a side starts it. */
export const checklistSchema = z.object({
  kind: z.enum(checklistKinds),
  status: z.enum(checklistStatuses).nullable(),
  window: z.object({
    state: z.enum(['unavailable', 'not_yet', 'open', 'closed']),
    /** unavailable: why (status: unpaid or cancelled; no_end: a tenancy before notice). */
    reason: z.enum(['status', 'no_end']).nullable(),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
  }),
  template: z.object({
    areas: z.array(entry),
    items: z.array(entry),
    meters: z.array(entry.extend({ unit: z.string() })),
  }),
  content: z.object({
    items: z.array(z.object({ key: z.string(), condition: z.enum(itemConditions).nullable(), note: z.string() })),
    meters: z.array(z.object({ key: z.string(), reading: z.string() })),
    notes: z.string(),
  }),
  photos: z.array(checklistPhotoSchema),
  signatures: z.array(checklistSignatureSchema),
  /** signed_by_one: when the other side is taken to accept. */
  deemedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** What the viewer may do now: change (content and photos) and sign. */
  canEdit: z.boolean(),
  canSign: z.boolean(),
  /** The lifecycle's actions the viewer's side may fire now (checklistProcess.actionsFor). */
  actions: z.array(z.enum(checklistActions)),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** GET /api/bookings/{id}/checklists: both checklists of the booking. */
export const bookingChecklistsSchema = z.object({
  bookingId: z.string(),
  listingTitle: z.string(),
  listingType: z.enum(['storage', 'parking', 'warehouse']),
  clientName: z.string(),
  hostName: z.string(),
  /** Who reads: a side, or staff (read only). */
  viewer: z.enum(['client', 'host', 'admin']),
  moveIn: checklistSchema,
  moveOut: checklistSchema,
});
export type BookingChecklists = z.infer<typeof bookingChecklistsSchema>;

/** PUT /api/bookings/{id}/checklists/{kind}: the content (the form's and the route's schema). */
export const checklistSaveSchema = checklistContentSchema;

export const checklistParamsSchema = z.object({ id: z.string().max(64), kind: checklistSlugSchema });
export const checklistPhotoParamsSchema = checklistParamsSchema.extend({ photoId: z.string().max(64) });
export const checklistSignatureParamsSchema = checklistParamsSchema.extend({ side: z.enum(['client', 'host']) });
