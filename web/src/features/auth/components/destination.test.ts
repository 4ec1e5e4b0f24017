import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './destination';

describe('destinationAfterSignIn (requirements §2, §6)', () => {
  it('returns to the guarded page after sign-in, else goes by type', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/client/bookings', search: '?a=1' } }, 'client')).toBe('/client/bookings?a=1');
    expect(destinationAfterSignIn(null, 'host')).toBe('/host-dashboard');
    expect(destinationAfterSignIn({ from: { pathname: '/signin' } }, 'admin')).toBe('/dashboard');
  });
});
