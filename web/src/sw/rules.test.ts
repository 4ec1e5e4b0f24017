import { describe, expect, it } from 'vitest';
import { changesSession, routeOf, shellKey } from './rules';

// The service worker's rules (issue 35, decision 0093): what it keeps and what it never touches.
// The worker itself (sw.ts) is driven in a browser by e2e/installable-app.spec.ts.

const kind = (pathname: string, navigate = false) => routeOf(pathname, navigate).kind;

describe('routeOf: page loads', () => {
  it('answers every navigation as a page, whatever its address looks like', () => {
    for (const path of ['/', '/spaces/1', '/fil/client/bookings', '/api/bookings', '/assets/index-A1.js'])
      expect(kind(path, true), path).toBe('page');
  });

  it("draws a booking's pass at once from what was kept, in any language, and only the pass", () => {
    expect(kind('/client/bookings/b1/pass', true)).toBe('keptFirst');
    expect(kind('/fil/client/bookings/b1/pass', true)).toBe('keptFirst');
    for (const path of [
      '/client/bookings/b1',
      '/client/bookings/b1/pass/x',
      '/host/bookings/b1/pass',
      '/client/bookings//pass',
    ])
      expect(kind(path, true), path).toBe('page');
  });

  it("tells the installed app's start page apart, in any language, and only that exact path", () => {
    expect(kind('/start', true)).toBe('start');
    expect(kind('/fil/start', true)).toBe('start');
    for (const path of ['/starter', '/start/now', '/fil/start/x', '/client/start'])
      expect(kind(path, true), path).toBe('page');
    // Not a navigation: the start page is never fetched as anything else, and left alone.
    expect(kind('/start')).toBe('network');
  });
});

describe('routeOf: the API', () => {
  it('keeps the answers the offline pages need', () => {
    for (const path of [
      '/api/auth/me',
      '/api/bookings',
      '/api/bookings/b1',
      '/api/bookings/b1/pass',
      '/api/bookings/b1/checklists',
      '/api/host/bookings',
      '/api/host/bookings/b1',
      '/api/host/check-in/listings',
      '/api/host/check-ins',
      '/api/conversations',
      '/api/conversations/c1/messages',
      '/api/client/dashboard',
      '/api/host/dashboard',
    ])
      expect(kind(path), path).toBe('api');
  });

  it('never caches anything else of the API: payments, staff, the session calls, look-alike paths', () => {
    for (const path of [
      '/api/me/payments',
      '/api/me/notifications/unread-count',
      '/api/admin/bookings',
      '/api/admin/users/u1',
      '/api/auth/signin',
      '/api/auth/me/sessions',
      '/api/auth/meow',
      '/api/bookingsx',
      '/api/host/bookingsx',
      '/api/host/check-inx',
      '/api/host/payouts',
      '/api/listings',
      '/api/admin/dashboard',
      '/api/conversations-export',
    ])
      expect(kind(path), path).toBe('network');
  });

  it('keeps public listing photos, and never any other stored file (a checklist photo is private)', () => {
    expect(kind('/api/files/listings/l1/photo-1.webp')).toBe('photo');
    for (const path of [
      '/api/files/checklists/b1/move-in-1.webp',
      '/api/files/identity/u1/front.jpg',
      '/api/files/listings',
      '/api/files/listing/l1.webp',
    ])
      expect(kind(path), path).toBe('network');
  });
});

describe("routeOf: the app's files", () => {
  it('keeps the hashed assets as assets', () => {
    expect(kind('/assets/index-A1.js')).toBe('asset');
    expect(kind('/assets/index-F6.css')).toBe('asset');
  });

  it('keeps the icons, the favicon and the manifests of both languages as static files', () => {
    for (const path of [
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/images/hero.webp',
      '/favicon.ico',
      '/icon.svg',
      '/manifest.webmanifest',
      '/fil/manifest.webmanifest',
    ])
      expect(kind(path), path).toBe('static');
  });

  it('leaves media (the notification sound, fetched in ranges) and anything else to the network', () => {
    for (const path of [
      '/notification-sound.mp3',
      '/sw.js',
      '/robots.txt',
      '/favicon.ico.map',
      '/client/manifest.webmanifest',
      '/fil/icons/icon-192.png',
    ])
      expect(kind(path), path).toBe('network');
  });
});

describe('changesSession', () => {
  it('is every change under /api/auth/: sign-in, its second step, sign-up, sign-out, a password reset', () => {
    expect(changesSession('/api/auth/signin', 'POST')).toBe(true);
    expect(changesSession('/api/auth/2fa/verify', 'POST')).toBe(true);
    expect(changesSession('/api/auth/signup', 'POST')).toBe(true);
    expect(changesSession('/api/auth/signout', 'POST')).toBe(true);
    expect(changesSession('/api/auth/reset-password', 'POST')).toBe(true);
    // Whatever the method: the worker routes POST, PUT, PATCH and DELETE through it.
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(changesSession('/api/auth/x', method), method).toBe(true);
  });

  it('is not a read, nor a change elsewhere', () => {
    expect(changesSession('/api/auth/me', 'GET')).toBe(false);
    expect(changesSession('/api/auth/me', 'HEAD')).toBe(false);
    expect(changesSession('/api/bookings', 'POST')).toBe(false);
    expect(changesSession('/api/me/profile', 'PUT')).toBe(false);
    expect(changesSession('/auth/signin', 'POST')).toBe(false);
  });
});

describe('shellKey', () => {
  it('is one key per origin and language, apart from any real page', () => {
    expect(shellKey('https://espasyo.ph', 'en')).toBe('https://espasyo.ph/__shell/en');
    expect(shellKey('https://espasyo.ph', 'fil')).toBe('https://espasyo.ph/__shell/fil');
    expect(shellKey('https://espasyo.ph', 'en')).not.toBe(shellKey('http://localhost:3000', 'en'));
  });
});
