import { describe, expect, it } from 'vitest';
import { bookingTransitions } from '../bookings/process';
import {
  accessDecision,
  accessParties,
  accessPartyOf,
  accessPolicy,
  type AccessAction,
  type AccessResource,
  type AccessRule,
} from './policy';

const rules = Object.entries(accessPolicy).flatMap(([resource, actions]) =>
  Object.entries(actions).map(([action, rule]) => ({
    resource: resource as AccessResource,
    action: action as AccessAction<AccessResource>,
    rule: rule as AccessRule,
  })),
);

describe('the access policy (issue 29)', () => {
  it('lets no moderator move a booking or money; outside reviews a moderator gets only what every user gets', () => {
    const moving = rules.filter((r) => r.rule.moves).map((r) => `${r.resource}.${r.action}`);
    expect(moving).toEqual(
      expect.arrayContaining([
        'booking.accept',
        'booking.decline',
        'booking.cancel',
        'payment.refund',
        'payout.mark',
        'dispute.resolve',
      ]),
    );
    for (const { resource, action, rule } of rules) {
      const moderator = accessDecision(resource, action, 'moderator') === 'allow';
      if (rule.moves) expect(moderator, `${resource}.${action}`).toBe(false);
      if (moderator && resource !== 'review') {
        // Their own things, like anyone's (an empty list): no staff power.
        expect(rule.on, `${resource}.${action}`).toBe('role');
        expect(['client', 'host'].map((p) => accessDecision(resource, action, p as 'client'))).toEqual([
          'allow',
          'allow',
        ]);
      }
    }
    expect(accessDecision('booking', 'cancel', 'moderator')).toBe('not_found');
    expect(accessDecision('payment', 'refund', 'moderator')).toBe('forbidden');
  });

  it('moderators moderate reviews; admins alone recompute the ratings', () => {
    expect(accessDecision('review', 'moderate', 'moderator')).toBe('allow');
    expect(accessDecision('review', 'moderate', 'admin')).toBe('allow');
    expect(accessDecision('review', 'recompute', 'moderator')).toBe('forbidden');
  });

  it("agrees with the booking process on who fires accept, decline and cancel; the other side's move is a conflict", () => {
    for (const action of ['accept', 'decline', 'cancel'] as const) {
      const people = bookingTransitions[action].by.filter((a) => a !== 'system' && a !== 'payment');
      expect([...accessPolicy.booking[action].allow].sort(), action).toEqual([...people].sort());
      for (const side of ['client', 'host'] as const) {
        if (!people.includes(side)) expect(accessDecision('booking', action, side)).toBe('conflict');
      }
    }
  });

  it('answers a visitor 401, anyone else on a record 404, and by role 403, unless a rule says otherwise', () => {
    for (const { resource, action, rule } of rules) {
      for (const party of accessParties) {
        const d = accessDecision(resource, action, party);
        if ((rule.allow as readonly string[]).includes(party)) expect(d).toBe('allow');
        else if (party === 'visitor') expect(d).toBe('unauthenticated');
        else expect(d).toBe(rule.refuse[party] ?? (rule.on === 'record' ? 'not_found' : 'forbidden'));
      }
    }
    expect(accessDecision('dispute', 'open', 'admin')).toBe('forbidden');
    expect(accessDecision('payment', 'checkout', 'host')).toBe('forbidden');
    expect(accessDecision('review', 'ofListing', 'visitor')).toBe('allow');
  });

  it('tells who a user is: a side of the record, staff by role, or another user; by role without a record', () => {
    const sides = { clientId: 'c', hostId: 'h' };
    expect(accessPartyOf(null, sides)).toBe('visitor');
    expect(accessPartyOf({ id: 'c', userType: 'client' }, sides)).toBe('client');
    expect(accessPartyOf({ id: 'h', userType: 'host' }, sides)).toBe('host');
    expect(accessPartyOf({ id: 'x', userType: 'client' }, sides)).toBe('other');
    expect(accessPartyOf({ id: 'y', userType: 'host' }, sides)).toBe('other');
    expect(accessPartyOf({ id: 'm', userType: 'moderator' }, sides)).toBe('moderator');
    expect(accessPartyOf({ id: 'a', userType: 'client', isAdmin: true }, sides)).toBe('admin');
    expect(accessPartyOf({ id: 'x', userType: 'host' }, null)).toBe('host');
    expect(accessPartyOf({ id: 'm', type: 'moderator' }, null)).toBe('moderator');
  });
});
