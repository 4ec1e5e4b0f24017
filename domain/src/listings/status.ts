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
 * `resolveTransition` gives the status and the effects (as data); the server's
 * applyListingTransition is the only way a listing's status changes.
 */
export const listingStatuses = ['draft', 'pending_review', 'active', 'paused', 'rejected', 'archived'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const listingActions = ['submit', 'approve', 'reject', 'pause', 'resume', 'archive', 'back_to_review'] as const;
export type ListingAction = (typeof listingActions)[number];

/**
 * Who acts on a listing: its host, or staff; `system` is the platform itself, for a change that
 * follows from another (an edit that sends a live listing back to review). Clients never do.
 */
export type ListingActor = 'host' | 'moderator' | 'admin' | 'system';

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

export interface ListingTransition {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: readonly ListingActor[];
  effects: readonly ListingEffect[];
  /** Effects only when staff fire it (a staff pause is marked and emailed; the host's is not). */
  staffEffects?: readonly ListingEffect[];
  /**
   * Where the transition leads instead of `to` when the guard holds: a listing staff paused goes
   * back to review when its host resumes it — staff keep the last word, and the host is never
   * stuck with a listing nobody can resume.
   */
  redirect?: { when: (l: ListingFacts) => boolean; to: ListingStatus; effects: readonly ListingEffect[] };
}

const staff = ['moderator', 'admin'] as const;
const isStaff = (role: string) => (staff as readonly string[]).includes(role);

export const listingTransitions: Record<ListingAction, ListingTransition> = {
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
    effects: ['clear_staff_pause'],
    staffEffects: ['mark_staff_pause', 'email_host'],
  },
  resume: {
    from: ['paused'],
    to: 'active',
    by: ['host'],
    effects: [],
    redirect: { when: (l) => l.pausedByStaff, to: 'pending_review', effects: ['stamp_submitted'] },
  },
  archive: {
    from: ['draft', 'pending_review', 'active', 'paused', 'rejected'],
    to: 'archived',
    by: ['host'],
    effects: [],
  },
  /** A live listing whose title, address or photos change while its host lacks a required ID check. */
  back_to_review: { from: ['active'], to: 'pending_review', by: ['system'], effects: ['stamp_submitted'] },
};

/** The status and effects of `action` on `listing` by `actorRole`, or null when the table does not allow it. */
export function resolveTransition(
  action: ListingAction,
  listing: ListingFacts,
  actorRole: string,
): { to: ListingStatus; effects: ListingEffect[] } | null {
  if (!canTransition(action, listing.status, actorRole)) return null;
  const t = listingTransitions[action];
  const staffEffects = isStaff(actorRole) ? (t.staffEffects ?? []) : [];
  const base = [...t.effects.filter((e) => !(staffEffects.length && e === 'clear_staff_pause')), ...staffEffects];
  if (t.redirect?.when(listing)) return { to: t.redirect.to, effects: [...base, ...t.redirect.effects] };
  return { to: t.to, effects: base };
}

/** The host may change a listing's details in every status but archived. */
export const editableStatuses: readonly ListingStatus[] = ['draft', 'pending_review', 'active', 'paused', 'rejected'];

/** Statuses in which a listing must stay complete (a draft or a rejected one may be unfinished). */
export const completeStatuses: readonly ListingStatus[] = ['pending_review', 'active', 'paused'];

/** True when `actorRole` may take `action` on a listing in status `from`. Any other role: false. */
export function canTransition(action: ListingAction, from: ListingStatus, actorRole: string): boolean {
  const t = listingTransitions[action];
  return t.from.includes(from) && (t.by as readonly string[]).includes(actorRole);
}

/** Where `action` takes a listing, or null when it is not allowed from `from` (whoever asks). */
export function nextStatus(action: ListingAction, from: ListingStatus): ListingStatus | null {
  const t = listingTransitions[action];
  return t.from.includes(from) ? t.to : null;
}

/** The actions `actorRole` may take now, in the table's order (the buttons to show). */
export function allowedActions(from: ListingStatus, actorRole: string): ListingAction[] {
  return listingActions.filter((a) => a !== 'back_to_review' && canTransition(a, from, actorRole));
}
