/**
 * The listing life cycle as data (docs/product/marketplace.md#listings): which action moves
 * a listing from which statuses to which, and who may take it. The server enforces it; the
 * web reads it to show only the actions allowed.
 *
 *   draft ─submit→ pending_review ─approve→ active ⇄ paused (pause / resume)
 *                      └─reject→ rejected ─(edited)─submit→ pending_review
 *   any but archived ─archive→ archived
 */
export const listingStatuses = ['draft', 'pending_review', 'active', 'paused', 'rejected', 'archived'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const listingActions = ['submit', 'approve', 'reject', 'pause', 'resume', 'archive'] as const;
export type ListingAction = (typeof listingActions)[number];

/** Who acts on a listing: its host, or staff. Clients never do. */
export type ListingActor = 'host' | 'moderator' | 'admin';

export interface ListingTransition {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: readonly ListingActor[];
}

const staff = ['moderator', 'admin'] as const;

export const listingTransitions: Record<ListingAction, ListingTransition> = {
  submit: { from: ['draft', 'rejected'], to: 'pending_review', by: ['host'] },
  approve: { from: ['pending_review'], to: 'active', by: staff },
  reject: { from: ['pending_review'], to: 'rejected', by: staff },
  pause: { from: ['active'], to: 'paused', by: ['host', ...staff] },
  resume: { from: ['paused'], to: 'active', by: ['host'] },
  archive: { from: ['draft', 'pending_review', 'active', 'paused', 'rejected'], to: 'archived', by: ['host'] },
};

/**
 * A listing that staff paused (a rule broken, a complaint) goes back to review when its host
 * resumes it, instead of straight back to active: staff keep the last word, and the host is
 * never stuck with a listing nobody can resume.
 */
export const resumeAfterStaffPause: ListingStatus = 'pending_review';

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
  return listingActions.filter((a) => canTransition(a, from, actorRole));
}
