import { http, HttpResponse, ws } from 'msw';
import type { User } from '@espasyo/domain/schemas/auth';
import { installedSettings, publicSettings } from '@espasyo/domain/settings/defaults';

/** Who GET /api/auth/me says is signed in; each test starts signed out (setup-tests resets it). */
export const session: { user: User | null } = { user: null };

/** The answers every page needs; a test adds its own with `server.use(...)`. */
export const handlers = [
  http.get('/api/auth/me', () => HttpResponse.json({ user: session.user })),
  http.get('/api/settings/public', () => HttpResponse.json(publicSettings(installedSettings))),
  // The signed-in layouts' banner (features/announcements): none unless a test says otherwise.
  http.get('/api/me/announcements', () => HttpResponse.json({ items: [] })),
  // A completed booking's page asks whether it can still be reviewed (features/reviews): nothing to write unless a test says so.
  http.get('/api/me/saved-cards', () => HttpResponse.json({ items: [] })),
  http.get('/api/me/reviews', () => HttpResponse.json({ toWrite: [], written: [], received: [] })),
  // A booking's page shows its payments and its disputes: none unless a test says otherwise.
  http.get('/api/bookings/:bookingId/payments', () => HttpResponse.json({ testMode: false, items: [] })),
  http.get('/api/disputes/booking/:bookingId', () =>
    HttpResponse.json({ canOpen: false, notEligible: null, items: [] }),
  ),
  // A confirmed booking's page shows its pass (the client's) and its scans at the gate (issue 33): none unless a test says otherwise.
  http.get('/api/bookings/:bookingId/pass', () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'Booking not found' } }, { status: 404 }),
  ),
  http.get('/api/bookings/:bookingId/scans', () => HttpResponse.json({ items: [] })),
  // The tab's WebSocket (lib/realtime): accepted, and silent unless a test speaks on it.
  ws.link('*/api/ws').addEventListener('connection', () => undefined),
];
