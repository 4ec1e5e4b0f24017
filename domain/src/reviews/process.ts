/**
 * A review's lifecycle as data (issue 31, decisions 0046, 0072, 0079): written blind, visible once
 * both sides have written or the window has closed; staff hide one that breaks the rules and
 * restore it (visible if it had been or would be now, else blind again).
 *
 *   (new) ─write→ blind ─reveal→ visible (guard both_written, or at window_closes)
 *   blind | visible ─hide→ hidden ─restore→ visible (guard would_show) | blind
 */
import { defineProcess } from '../process/define';
import { reviewStatuses, type ReviewStatus } from './reviews';

export const reviewActions = ['write', 'reveal', 'hide', 'restore'] as const;
export type ReviewAction = (typeof reviewActions)[number];
export const reviewActors = ['client', 'host', 'moderator', 'admin', 'system'] as const;
export type ReviewActor = (typeof reviewActors)[number];
/**
 * `both_written`: the other side of the booking has written theirs too. `would_show`: it would be
 * visible now — it had been published, or the other side has written, or the window closed.
 */
export type ReviewGuard = 'both_written' | 'would_show';
/**
 * The moment a blind review's timer fires: its booking's review window closes (reviews.ts:
 * reviewWindowClosesAt), kept on the review as `window_closes_at`.
 */
export type ReviewMoment = 'window_closes';

export const reviewProcess = defineProcess<ReviewStatus, ReviewAction, ReviewActor, ReviewGuard, ReviewMoment>({
  name: 'review',
  states: reviewStatuses,
  terminal: [],
  actors: reviewActors,
  transitions: {
    write: { from: null, to: 'blind', by: ['client', 'host'] },
    reveal: [
      /** The second side has written: both show at once, in the transaction of the second. */
      { from: ['blind'], to: 'visible', by: ['system'], guard: 'both_written' },
      /** The window closed with this side's alone (the hourly review-reveal job). */
      { from: ['blind'], to: 'visible', by: ['system'], at: 'window_closes' },
    ],
    hide: { from: ['blind', 'visible'], to: 'hidden', by: ['moderator', 'admin'], reasonFrom: ['moderator', 'admin'] },
    restore: [
      { from: ['hidden'], to: 'visible', by: ['moderator', 'admin'], guard: 'would_show' },
      { from: ['hidden'], to: 'blind', by: ['moderator', 'admin'] },
    ],
  },
});
