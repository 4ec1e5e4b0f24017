import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  bookingActions,
  bookingActors,
  bookingStatuses,
  bookingTransitions,
  canFire,
  finalStatuses,
  holdsUnits,
  needsReason,
  nextBookingStatus,
  timerActions,
  type BookingAction,
  type BookingStatus,
} from './process';

// Design §5's table, written out again by hand: [action, from, to, by].
const table: [BookingAction, (BookingStatus | null)[], BookingStatus, string[]][] = [
  ['request', [null], 'pending', ['client']],
  ['accept', ['pending'], 'awaiting_payment', ['host', 'admin']],
  ['decline', ['pending'], 'declined', ['host', 'admin']],
  ['expire_request', ['pending'], 'expired', ['system']],
  ['book_instantly', [null], 'awaiting_payment', ['client']],
  ['pay', ['awaiting_payment'], 'confirmed', ['payment']],
  ['expire_payment', ['awaiting_payment'], 'expired', ['system']],
  ['start', ['confirmed'], 'active', ['system']],
  ['complete', ['active'], 'completed', ['system']],
  ['cancel', ['pending', 'awaiting_payment', 'confirmed'], 'cancelled', ['client', 'host', 'admin']],
  // Issue 33: a declared force majeure event covers it (the guard, checked by the server).
  ['cancel_force_majeure', ['confirmed', 'active'], 'cancelled', ['client', 'host', 'admin']],
];
const allFrom: (BookingStatus | null)[] = [null, ...bookingStatuses];
const actors = [...bookingActors, 'moderator', 'stranger'];

describe('the booking process (design §5)', () => {
  it('is exactly the design table: every action × status × actor', () => {
    for (const [action, from, to, by] of table) {
      for (const status of allFrom) {
        expect(nextBookingStatus(action, status)).toBe(from.includes(status) ? to : null);
        for (const actor of actors) {
          expect(canFire(action, status, actor), `${action} ${status} ${actor}`).toBe(
            from.includes(status) && by.includes(actor),
          );
        }
      }
    }
    expect(table.map((r) => r[0]).sort()).toEqual([...bookingActions].sort());
  });

  it('asks a reason for a decline and for a host or staff cancellation, not a client one', () => {
    expect(needsReason('decline', 'host')).toBe(true);
    expect(needsReason('decline', 'admin')).toBe(true);
    expect(needsReason('cancel', 'host')).toBe(true);
    expect(needsReason('cancel', 'admin')).toBe(true);
    expect(needsReason('cancel', 'client')).toBe(false);
    expect(needsReason('accept', 'host')).toBe(false);
  });

  it.each<[BookingStatus, 'client' | 'host' | 'admin', BookingAction[]]>([
    ['pending', 'client', ['cancel']],
    ['pending', 'host', ['accept', 'decline', 'cancel']],
    ['pending', 'admin', ['accept', 'decline', 'cancel']],
    ['awaiting_payment', 'client', ['pay', 'cancel']],
    ['awaiting_payment', 'host', ['cancel']],
    ['confirmed', 'client', ['cancel', 'cancel_force_majeure']],
    ['confirmed', 'host', ['cancel', 'cancel_force_majeure']],
    ['active', 'client', ['cancel_force_majeure']],
    ['active', 'admin', ['cancel_force_majeure']],
    ['completed', 'host', []],
    ['cancelled', 'client', []],
  ])('in %s, a %s may %j', (status, viewer, actions) => {
    expect(actionsFor(status, viewer)).toEqual(actions);
  });

  it('holds units while pending, awaiting payment, confirmed or active', () => {
    expect(bookingStatuses.filter(holdsUnits)).toEqual(['pending', 'awaiting_payment', 'confirmed', 'active']);
  });

  it('final statuses have no way out and no timer; every other one has its timer', () => {
    for (const s of finalStatuses) {
      for (const a of bookingActions) expect(nextBookingStatus(a, s)).toBeNull();
      expect(timerActions[s]).toBeUndefined();
    }
    for (const s of bookingStatuses.filter((x) => !finalStatuses.includes(x))) {
      const a = timerActions[s]!;
      expect(canFire(a, s, 'system')).toBe(true);
    }
  });

  it('property: random (action, actor) sequences only ever follow the table', () => {
    const step = fc.record({ action: fc.constantFrom(...bookingActions), actor: fc.constantFrom(...actors) });
    fc.assert(
      fc.property(fc.constantFrom(...allFrom), fc.array(step, { maxLength: 30 }), (initial, steps) => {
        let status = initial;
        for (const { action, actor } of steps) {
          const t = bookingTransitions[action];
          if (!canFire(action, status, actor)) {
            // Refused: it is not in the table for this status and actor.
            const row = table.find((r) => r[0] === action)!;
            expect(row[1].includes(status) && row[3].includes(actor)).toBe(false);
            continue;
          }
          const row = table.find((r) => r[0] === action)!;
          expect(row[1]).toContain(status);
          expect(row[3]).toContain(actor);
          expect(t.to).toBe(row[2]);
          status = nextBookingStatus(action, status)!;
          expect(status).toBe(row[2]);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
