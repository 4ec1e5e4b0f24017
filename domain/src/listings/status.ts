/**
 * The listing life cycle as data (docs/product/marketplace.md#listings): which action moves
 * a listing from which statuses to which, and who may take it. The server enforces it; the
 * web reads it to show only the actions allowed.
 *
 *   draft ─submit→ pending_review ─approve→ active ⇄ paused (pause / resume)
 *                      └─reject→ rejected ─(edited)─submit→ pending_review
 *   active ─back_to_review→ pending_review (an edit while a required ID check is missing)
 *   paused by staff ─resume→ pending_review
 *   any but archived ─archive→ archived
 *
 * `resolveTransition` gives the status and the effects (as data); the server's transition()
 * (server/src/process/engine.ts) is the only way a listing's status changes.
 */
import { defineProcess } from '../process/define';

export const listingStatuses = ['draft', 'pending_review', 'active', 'paused', 'rejected', 'archived'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** What can happen to a listing once made (the API's `actions` name these). */
export const listingActions = ['submit', 'approve', 'reject', 'pause', 'resume', 'archive', 'back_to_review'] as const;
export type ListingAction = (typeof listingActions)[number];
/** How a listing comes to be: a new draft, or a copy of another's details. */
export const listingCreations = ['create', 'duplicate'] as const;
export type ListingProcessAction = ListingAction | (typeof listingCreations)[number];

/**
 * Who acts on a listing: its host, or staff; `system` is the platform itself, for a change that
 * follows from another (an edit that sends a live listing back to review). Clients never do.
 */
export const listingActors = ['host', 'moderator', 'admin', 'system'] as const;
export type ListingActor = (typeof listingActors)[number];

/**
 * What a transition does besides the status, as data the server turns into columns and after-
 * commit work: stamp the submission or approval time, set or clear the rejection reason, mark a
 * pause as staff's (or not), clear fields that do not apply to the type, and email the host.
 */
export type ListingEffect =
  | 'stamp_submitted'
  | 'stamp_approved'
  | 'clear_rejection'
  | 'set_rejection'
  | 'mark_staff_pause'
  | 'clear_staff_pause'
  | 'clear_unused_fields'
  | 'email_host';

/** The facts of the listing that guards read. */
export interface ListingFacts {
  status: ListingStatus;
  /** Staff paused it: resuming sends it back to review instead of live. */
  pausedByStaff: boolean;
}

/**
 * Where a resumed listing goes: a listing staff paused goes back to review when its host resumes
 * it — staff keep the last word, and the host is never stuck with a listing nobody can resume.
 */
export type ListingGuard = 'paused_by_host' | 'paused_by_staff';
export const listingGuards: Record<ListingGuard, (l: ListingFacts) => boolean> = {
  paused_by_host: (l) => !l.pausedByStaff,
  paused_by_staff: (l) => l.pausedByStaff,
};

const staff = ['moderator', 'admin'] as const;

export const listingProcess = defineProcess<
  ListingStatus,
  ListingProcessAction,
  ListingActor,
  ListingGuard,
  never,
  ListingEffect
>({
  name: 'listing',
  states: listingStatuses,
  terminal: ['archived'],
  actors: listingActors,
  transitions: {
    create: { from: null, to: 'draft', by: ['host'] },
    /** A new draft with another listing's details and photos. */
    duplicate: { from: null, to: 'draft', by: ['host'] },
    submit: {
      from: ['draft', 'rejected'],
      to: 'pending_review',
      by: ['host'],
      effects: ['stamp_submitted', 'clear_rejection', 'clear_unused_fields'],
    },
    approve: {
      from: ['pending_review'],
      to: 'active',
      by: staff,
      effects: ['stamp_approved', 'clear_rejection', 'clear_staff_pause', 'email_host'],
    },
    reject: { from: ['pending_review'], to: 'rejected', by: staff, effects: ['set_rejection', 'email_host'] },
    pause: {
      from: ['active'],
      to: 'paused',
      by: ['host', ...staff],
      effects: [
        { effect: 'clear_staff_pause', by: ['host'] },
        { effect: 'mark_staff_pause', by: staff },
        { effect: 'email_host', by: staff },
      ],
    },
    resume: [
      { from: ['paused'], to: 'active', by: ['host'], guard: 'paused_by_host' },
      { from: ['paused'], to: 'pending_review', by: ['host'], guard: 'paused_by_staff', effects: ['stamp_submitted'] },
    ],
    archive: {
      from: ['draft', 'pending_review', 'active', 'paused', 'rejected'],
      to: 'archived',
      by: ['host'],
    },
    /** A live listing whose title, address or photos change while its host lacks a required ID check. */
    back_to_review: { from: ['active'], to: 'pending_review', by: ['system'], effects: ['stamp_submitted'] },
  },
});

/** Each action's first row (resume's second, into review, is chosen by its guard); creations apart. */
export const listingTransitions = Object.fromEntries(
  listingActions.map((a) => [a, listingProcess.rows.find((r) => r.action === a)!]),
) as Record<ListingAction, (typeof listingProcess.rows)[number] & { from: readonly ListingStatus[] }>;

/** The status and effects of `action` on `listing` by `actorRole`, or null when the table does not allow it. */
export function resolveTransition(
  action: ListingAction,
  listing: ListingFacts,
  actorRole: string,
): { to: ListingStatus; effects: ListingEffect[] } | null {
  const row = listingProcess.resolve(action, listing.status, actorRole, (g) => listingGuards[g](listing));
  return row ? { to: row.to, effects: listingProcess.effectsOf(row, listing.status, actorRole) } : null;
}

/** The host may change a listing's details in every status but archived. */
export const editableStatuses: readonly ListingStatus[] = ['draft', 'pending_review', 'active', 'paused', 'rejected'];

/** Statuses in which a listing must stay complete (a draft or a rejected one may be unfinished). */
export const completeStatuses: readonly ListingStatus[] = ['pending_review', 'active', 'paused'];

/** True when `actorRole` may take `action` on a listing in status `from`. Any other role: false. */
export const canTransition = (action: ListingAction, from: ListingStatus, actorRole: string): boolean =>
  listingProcess.canFire(action, from, actorRole);

/** Where `action` takes a listing, or null when it is not allowed from `from` (whoever asks). */
export const nextStatus = (action: ListingAction, from: ListingStatus): ListingStatus | null =>
  listingProcess.next(action, from);

/** The actions `actorRole` may take now, in the table's order (the buttons to show). */
export const allowedActions = (from: ListingStatus, actorRole: string): ListingAction[] =>
  listingProcess
    .actionsFor(from, actorRole)
    .filter((a): a is ListingAction => a !== 'back_to_review' && (listingActions as readonly string[]).includes(a));
