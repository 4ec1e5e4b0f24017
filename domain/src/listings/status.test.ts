import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canTransition,
  listingActions,
  listingStatuses,
  listingTransitions,
  nextStatus,
  resolveTransition,
  type ListingAction,
  type ListingStatus,
} from './status';

describe('listing status machine (docs/product/marketplace.md#listings)', () => {
  it.each<[ListingAction, ListingStatus, string, boolean]>([
    ['submit', 'draft', 'host', true],
    ['submit', 'rejected', 'host', true], // edited after a rejection, then sent back to review
    ['submit', 'active', 'host', false],
    ['submit', 'draft', 'moderator', false],
    ['approve', 'pending_review', 'moderator', true],
    ['approve', 'pending_review', 'admin', true],
    ['approve', 'pending_review', 'host', false],
    ['approve', 'draft', 'admin', false],
    ['reject', 'pending_review', 'moderator', true],
    ['reject', 'active', 'moderator', false],
    ['reject', 'pending_review', 'host', false],
    ['pause', 'active', 'host', true],
    ['pause', 'active', 'moderator', true],
    ['pause', 'active', 'admin', true],
    ['pause', 'paused', 'host', false],
    ['pause', 'draft', 'host', false],
    ['resume', 'paused', 'host', true],
    ['resume', 'paused', 'moderator', false],
    ['resume', 'active', 'host', false],
    ['archive', 'active', 'host', true],
    ['archive', 'draft', 'host', true],
    ['archive', 'archived', 'host', false],
    ['archive', 'active', 'admin', false],
    ['submit', 'draft', 'client', false],
    ['pause', 'active', 'client', false],
  ])('%s from %s by %s → %s', (action, from, role, allowed) => {
    expect(canTransition(action, from, role)).toBe(allowed);
  });

  it('leads where the spec says', () => {
    expect(nextStatus('submit', 'draft')).toBe('pending_review');
    expect(nextStatus('approve', 'pending_review')).toBe('active');
    expect(nextStatus('reject', 'pending_review')).toBe('rejected');
    expect(nextStatus('pause', 'active')).toBe('paused');
    expect(nextStatus('resume', 'paused')).toBe('active');
    expect(nextStatus('archive', 'paused')).toBe('archived');
    expect(nextStatus('approve', 'active')).toBeNull();
  });

  it('archived is the end: no action leaves it', () => {
    for (const action of listingActions) expect(nextStatus(action, 'archived')).toBeNull();
  });

  it('every status but archived can be left, and every status is reachable from draft', () => {
    const reached = new Set<ListingStatus>(['draft']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of Object.values(listingTransitions))
        if (t.from.some((f) => reached.has(f)) && !reached.has(t.to)) grew = reached.add(t.to) && true;
    }
    expect([...reached].sort()).toEqual([...listingStatuses].sort());
  });

  it('lists the buttons each side sees', () => {
    expect(allowedActions('draft', 'host')).toEqual(['submit', 'archive']);
    expect(allowedActions('active', 'host')).toEqual(['pause', 'archive']);
    expect(allowedActions('paused', 'host')).toEqual(['resume', 'archive']);
    expect(allowedActions('pending_review', 'moderator')).toEqual(['approve', 'reject']);
    expect(allowedActions('active', 'admin')).toEqual(['pause']);
    expect(allowedActions('active', 'client')).toEqual([]);
  });

  it('guards and effects: where an action leads and what else it writes', () => {
    const live = { status: 'active' as const, pausedByStaff: false };
    const paused = (byStaff: boolean) => ({ status: 'paused' as const, pausedByStaff: byStaff });
    expect(resolveTransition('resume', paused(false), 'host')).toEqual({ to: 'active', effects: [] });
    // A listing staff paused goes back to review when its host resumes it.
    expect(resolveTransition('resume', paused(true), 'host')).toEqual({
      to: 'pending_review',
      effects: ['stamp_submitted'],
    });
    expect(resolveTransition('pause', live, 'host')).toEqual({ to: 'paused', effects: ['clear_staff_pause'] });
    expect(resolveTransition('pause', live, 'moderator')).toEqual({
      to: 'paused',
      effects: ['mark_staff_pause', 'email_host'],
    });
    expect(resolveTransition('approve', { status: 'pending_review', pausedByStaff: true }, 'admin')?.effects).toEqual([
      'stamp_approved',
      'clear_rejection',
      'clear_staff_pause',
      'email_host',
    ]);
    expect(resolveTransition('submit', { status: 'rejected', pausedByStaff: false }, 'host')?.effects).toContain(
      'clear_rejection',
    );
    expect(resolveTransition('resume', paused(true), 'admin')).toBeNull();
  });

  it('back to review follows an edit: the platform fires it, no one presses it', () => {
    expect(canTransition('back_to_review', 'active', 'system')).toBe(true);
    expect(canTransition('back_to_review', 'active', 'host')).toBe(false);
    expect(canTransition('back_to_review', 'paused', 'system')).toBe(false);
    expect(allowedActions('active', 'system')).toEqual([]);
  });
});
