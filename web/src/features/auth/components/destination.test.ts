import { describe, expect, it } from 'vitest';
import { loadedMessages } from '@/lib/i18n';
import { destinationAfterSignIn, signInReason as reasonIn } from './destination';

/** The English messages, which the test set-up loads. */
const signInReason = (state: unknown) => reasonIn(state, loadedMessages('en', 'auth')!.signIn);

describe('destinationAfterSignIn (docs/product/routes.md, docs/product/roles.md)', () => {
  it('returns to the guarded page after sign-in, else goes by type', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/client/bookings', search: '?a=1' } }, 'client')).toBe(
      '/client/bookings?a=1',
    );
    expect(destinationAfterSignIn(null, 'host')).toBe('/host-dashboard');
    expect(destinationAfterSignIn({ from: { pathname: '/signin' } }, 'admin')).toBe('/dashboard');
  });
});

describe('signInReason: why the sign-in page opened', () => {
  it('quotes the search a visitor made from the landing page', () => {
    expect(signInReason({ from: { pathname: '/client/browse', search: '?q=Makati+parking&type=parking' } })).toBe(
      'Sign in or create an account to see spaces for ‘Makati parking’.',
    );
    expect(signInReason({ from: { pathname: '/client/browse', search: '?type=storage' } })).toBe(
      'Sign in or create an account to browse spaces.',
    );
  });
  it('shortens a very long search and says nothing particular for other pages', () => {
    const reason = signInReason({ from: { pathname: '/client/browse', search: `?q=${'x'.repeat(500)}` } })!;
    expect(reason).toContain(`‘${'x'.repeat(79)}…’`);
    expect(signInReason({ from: { pathname: '/client/bookings' } })).toBeNull();
    expect(signInReason(null)).toBeNull();
  });
});
