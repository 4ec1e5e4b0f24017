/**
 * A review's lifecycle as data (issue 31, decisions 0046, 0072): written blind, visible once both
 * sides have written or the window has closed; staff hide one that breaks the rules and restore it
 * (visible if it had been or would be now, else blind again).
 *
 *   (new) ─write→ blind ─reveal→ visible
 *   blind | visible ─hide→ hidden ─restore→ visible (guard would_show) | blind
 */
import { defineProcess } from '../process/define';
import { reviewStatuses, type ReviewStatus } from './reviews';

export const reviewActions = ['write', 'reveal', 'hide', 'restore'] as const;
export type ReviewAction = (typeof reviewActions)[number];
export const reviewActors = ['client', 'host', 'moderator', 'admin', 'system'] as const;
export type ReviewActor = (typeof reviewActors)[number];
/** It would be visible now: it had been published, or the other side has written, or the window closed. */
export type ReviewGuard = 'would_show';

export const reviewProcess = defineProcess<ReviewStatus, ReviewAction, ReviewActor, ReviewGuard>({
  name: 'review',
  states: reviewStatuses,
  terminal: [],
  actors: reviewActors,
  transitions: {
    write: { from: null, to: 'blind', by: ['client', 'host'] },
    /** Both sides have written, or the window closed (the hourly review-reveal job). */
    reveal: { from: ['blind'], to: 'visible', by: ['system'] },
    hide: { from: ['blind', 'visible'], to: 'hidden', by: ['moderator', 'admin'], reasonFrom: ['moderator', 'admin'] },
    restore: [
      { from: ['hidden'], to: 'visible', by: ['moderator', 'admin'], guard: 'would_show' },
      { from: ['hidden'], to: 'blind', by: ['moderator', 'admin'] },
    ],
  },
});
