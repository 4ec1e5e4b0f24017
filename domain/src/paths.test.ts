import { describe, expect, it } from 'vitest';
import { homePathFor } from './roles';
import { href, paths } from './paths';

describe('paths', () => {
  it('gives each page its route pattern and the same address as before', () => {
    expect(paths.auth.signIn).toMatchObject({ path: '/signin' });
    expect(paths.auth.signIn.getHref()).toBe('/signin');
    expect(paths.admin.tools.getHref()).toBe('/admin-tools');
    expect(paths.host.editListing.path).toBe('/host/listings/:listingId/edit');
    expect(paths.client.listing.path).toBe('/client/listing/:listingId');
  });

  it('encodes path parameters', () => {
    expect(paths.host.editListing.getHref('a b/c')).toBe('/host/listings/a%20b%2Fc/edit');
    expect(paths.host.editListing.getHref('0190-x', 'photos')).toBe('/host/listings/0190-x/edit?step=photos');
    expect(paths.client.listing.getHref('0190-x')).toBe('/client/listing/0190-x');
    expect(paths.host.booking.getHref('b?1')).toBe('/host/bookings/b%3F1');
    expect(paths.client.bookingCheckout.getHref('b?1')).toBe('/client/bookings/b%3F1/checkout');
    expect(paths.client.bookingAgreement.getHref('b1')).toBe('/client/bookings/b1/agreement');
    expect(paths.client.paymentReceipt.getHref('p/1')).toBe('/client/payments/p%2F1/receipt');
    expect(paths.host.bookingAgreement.getHref('b1')).toBe('/host/bookings/b1/agreement');
    expect(paths.client.bookingChecklist.getHref('b1', 'move-in')).toBe('/client/bookings/b1/checklists/move-in');
    expect(paths.host.bookingChecklist.getHref('b/1', 'move-out')).toBe('/host/bookings/b%2F1/checklists/move-out');
  });

  it('encodes query strings and leaves out empty values', () => {
    expect(paths.client.browse.getHref({ q: 'Makati parking & more', type: 'parking' })).toBe(
      '/client/browse?q=Makati+parking+%26+more&type=parking',
    );
    expect(paths.client.browse.getHref()).toBe('/client/browse');
    expect(paths.auth.signUp.getHref({ type: 'host' })).toBe('/signup?type=host');
    expect(paths.admin.users.getHref({ type: undefined, status: 'suspended' })).toBe('/users?status=suspended');
    expect(paths.admin.users.getHref({ user: 'id=1&x' })).toBe('/users?user=id%3D1%26x');
    expect(paths.admin.audit.getHref({ targetId: '' })).toBe('/audit');
    expect(paths.admin.bookings.getHref({ status: 'confirmed', hostId: '', booking: 'b1' })).toBe(
      '/bookings?status=confirmed&booking=b1',
    );
    expect(paths.admin.bookingAgreement.getHref('b?1')).toBe('/bookings/b%3F1/agreement');
    expect(paths.auth.resetPassword.getHref({ token: 'a+b/c=' })).toBe('/reset-password?token=a%2Bb%2Fc%3D');
  });

  it('encodes a query exactly as URLSearchParams does (space as +, only *-._ bare)', () => {
    expect(paths.client.browse.getHref({ q: "a b!'()~*-._&=+/?#é", type: 'storage' })).toBe(
      '/client/browse?q=a+b%21%27%28%29%7E*-._%26%3D%2B%2F%3F%23%C3%A9&type=storage',
    );
  });

  it('adds a #section', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.home.getHref('pricing')).toBe('/#pricing');
    expect(paths.client.profile.getHref('phone')).toBe('/client/profile#phone');
    expect(href('/x', { a: 1, b: false, c: null }, 'top')).toBe('/x?a=1&b=false#top');
  });

  it('lands each role on its page (docs/product/roles.md)', () => {
    expect(['admin', 'moderator', 'host', 'client', 'other'].map(homePathFor)).toEqual([
      '/dashboard',
      '/listings',
      '/host-dashboard',
      '/client-dashboard',
      '/onboarding',
    ]);
  });
});
